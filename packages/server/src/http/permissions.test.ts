import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, isPermission, permissionsOf, STAFF_ROLES } from './permissions';

const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('staff role permissions', () => {
  it('names twelve permissions, read and write over six areas', () => {
    expect(ALL_PERMISSIONS).toHaveLength(12);
    expect(isPermission('orders:write')).toBe(true);
    expect(isPermission('orders:delete')).toBe(false);
  });

  it('gives the owner everything and the manager everything but staff', () => {
    expect(sorted(permissionsOf('OWNER'))).toEqual([...ALL_PERMISSIONS].sort());
    expect(sorted(permissionsOf('MANAGER'))).toEqual(
      ALL_PERMISSIONS.filter((p) => !p.startsWith('staff:')).sort(),
    );
  });

  it('gives fulfilment orders and members, and catalog read only', () => {
    expect(sorted(permissionsOf('FULFILMENT'))).toEqual([
      'catalog:read',
      'members:read',
      'members:write',
      'orders:read',
      'orders:write',
    ]);
  });

  it('gives catalog staff the catalog and orders read only', () => {
    expect(sorted(permissionsOf('CATALOG'))).toEqual(['catalog:read', 'catalog:write', 'orders:read']);
  });

  it('gives read-only staff every read but staff, and no write', () => {
    const perms = permissionsOf('READ_ONLY');
    expect(sorted(perms)).toEqual([
      'catalog:read',
      'marketing:read',
      'members:read',
      'orders:read',
      'settings:read',
    ]);
  });

  it('gives no role but the owner any staff permission', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'OWNER')) {
      expect([...permissionsOf(role)].some((p) => p.startsWith('staff:'))).toBe(false);
    }
  });
});

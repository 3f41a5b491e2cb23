import { describe, expect, it } from 'vitest';
import { AppError, ValidationError } from '../../http/errors';
import { ALL_PERMISSIONS, permissionsOf } from '../../http/permissions';
import { grantablePermissions, keyAlive } from './rules';

describe('grantablePermissions', () => {
  it('grants what the creator holds, in the canonical order, without repeats', () => {
    expect(
      grantablePermissions(['orders:read', 'catalog:write', 'orders:read'], permissionsOf('CATALOG')),
    ).toEqual(['catalog:write', 'orders:read']);
  });

  it('grants anything to the operator (no permission set)', () => {
    expect(grantablePermissions([...ALL_PERMISSIONS], undefined)).toEqual(ALL_PERMISSIONS);
  });

  it('refuses an unknown name with a validation error before anything else', () => {
    expect(() => grantablePermissions(['orders:read', 'root'], new Set())).toThrow(ValidationError);
  });

  it('refuses more than the creator holds with 403 PERMISSION_NOT_HELD naming what is missing', () => {
    try {
      grantablePermissions(['orders:write', 'staff:read'], permissionsOf('CATALOG'));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(403);
      expect((e as AppError).code).toBe('PERMISSION_NOT_HELD');
      expect((e as AppError).data).toEqual({ permissions: ['orders:write', 'staff:read'] });
    }
  });
});

describe('keyAlive', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('is alive until revoked or expired', () => {
    expect(keyAlive({ expiresDate: null, revokedDate: null }, now)).toBe(true);
    expect(keyAlive({ expiresDate: new Date(now + 1), revokedDate: null }, now)).toBe(true);
    expect(keyAlive({ expiresDate: new Date(now), revokedDate: null }, now)).toBe(false);
    expect(keyAlive({ expiresDate: null, revokedDate: new Date(now - 1) }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, holds, sectionsFor } from './admin-sections';

describe('the dashboard sections a person sees', () => {
  it('are all of them for the owner, in the navigation order', () => {
    const all = ADMIN_SECTIONS.flatMap((s) => (s.permission ? [s.permission] : []));
    expect(sectionsFor(all).map((s) => s.key)).toEqual(ADMIN_SECTIONS.map((s) => s.key));
  });

  it('leave out what a fulfilment person may not open', () => {
    const keys = sectionsFor([
      'orders:read',
      'orders:write',
      'members:read',
      'members:write',
      'catalog:read',
    ]).map((s) => s.key);
    expect(keys).toEqual([
      'today',
      'orders',
      'draft-orders',
      'reconcile',
      'products',
      'collections',
      'stock',
      'members',
    ]);
  });

  it('come in the navigation groups, each group together', () => {
    const groups = ADMIN_SECTIONS.map((s) => s.group);
    expect(groups.filter((g, i) => g !== groups[i - 1])).toEqual([...new Set(groups)]);
  });

  it('keep Today for someone holding nothing', () => {
    expect(sectionsFor([]).map((s) => s.key)).toEqual(['today']);
  });

  it('show the outbox only to those who may change settings', () => {
    expect(sectionsFor(['settings:read']).some((s) => s.key === 'outbox')).toBe(false);
    expect(sectionsFor(['settings:write']).some((s) => s.key === 'outbox')).toBe(true);
  });

  it('tell whether a person holds a permission', () => {
    expect(holds({ permissions: ['orders:read'] }, 'orders:read')).toBe(true);
    expect(holds({ permissions: ['orders:read'] }, 'orders:write')).toBe(false);
  });
});

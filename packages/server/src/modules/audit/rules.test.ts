import { describe, expect, it } from 'vitest';
import { changedFields, retentionCutoff, withoutBookkeeping } from './rules';

describe('changedFields', () => {
  it('keeps only what changed, before and after, deep values compared as JSON', () => {
    expect(
      changedFields(
        { name: 'Vase', price: { price: '10' }, visible: true, tags: ['a'] },
        { name: 'Vase', price: { price: '12' }, visible: true, tags: ['a'], ribbon: 'New' },
      ),
    ).toEqual({ before: { price: { price: '10' } }, after: { price: { price: '12' }, ribbon: 'New' } });
  });

  it('names a field that went away only before', () => {
    expect(changedFields({ ribbon: 'New' }, {})).toEqual({ before: { ribbon: 'New' }, after: {} });
  });

  it('is empty for equal documents', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});

describe('withoutBookkeeping', () => {
  it('drops the fields every write moves', () => {
    expect(withoutBookkeeping({ name: 'x', updatedDate: 'd', revision: '3' })).toEqual({ name: 'x' });
  });
});

describe('retentionCutoff', () => {
  it('is the given days back', () => {
    expect(retentionCutoff(Date.parse('2026-12-31T00:00:00Z'), 365).toISOString()).toBe(
      '2025-12-31T00:00:00.000Z',
    );
  });
});

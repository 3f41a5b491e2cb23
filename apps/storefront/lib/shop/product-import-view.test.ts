import { describe, expect, it } from 'vitest';
import { reportRows, reportSummary } from './product-import-view';

const base = {
  dryRun: true,
  rows: 2,
  created: 0,
  wouldCreate: 1,
  unchanged: 0,
  invalid: 1,
  collectionsCreated: 0,
  errors: [],
  report: [
    { row: 1, line: 2, name: 'Bowl', slug: null, status: 'WOULD_CREATE' as const, errors: [] },
    {
      row: 2,
      line: 3,
      name: 'Spoon',
      slug: null,
      status: 'INVALID' as const,
      errors: [{ row: 2, line: 3, field: 'price', rule: 'VALIDATION', message: 'must be a decimal number' }],
    },
  ],
};

describe('product import report', () => {
  it('sums up a dry run and a real run', () => {
    expect(reportSummary(base)).toBe(
      '2 rows read: 1 product will be created, 1 row with problems will be left out.',
    );
    expect(reportSummary({ ...base, dryRun: false, created: 1, wouldCreate: 0 })).toBe(
      '2 rows read: 1 product created, 1 row with problems were left out.',
    );
    expect(
      reportSummary({
        ...base,
        errors: [{ row: 0, line: 1, field: 'price', rule: 'REQUIRED_FIELD', message: 'column is missing' }],
      }),
    ).toBe('The file cannot be read, nothing was imported: line 1, price: column is missing.');
  });

  it('lists the bad rows first with their line and reason', () => {
    expect(reportRows(base)).toEqual([
      { row: 2, line: 3, name: 'Spoon', status: 'Not imported', problems: 'price must be a decimal number' },
      { row: 1, line: 2, name: 'Bowl', status: 'Will be created', problems: undefined },
    ]);
  });
});

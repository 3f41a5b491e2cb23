import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../src/db/counting';
import { csvCell } from '../src/lib/csv';
import { ImportFailed, importProducts } from '../src/modules/catalog/import/run';
import { countRows } from './catalog-helpers';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HEADER =
  'name,price,cost,discountType,discountValue,brand,ribbon,weight,quantity,collections,option1,option2,description';
function row(i: number): string {
  const options = i % 10 === 0 ? ['Size: S; M; L', 'Color (color): Navy=#1e3a8a; Sand=#d8c6a0'] : ['', ''];
  return [
    `Imported item ${i}`,
    `${(i % 500) + 1}.${String(i % 100).padStart(2, '0')}`,
    '1.00',
    i % 7 === 0 ? 'PERCENT' : '',
    i % 7 === 0 ? '15' : '',
    `Brand ${i % 20}`,
    i % 13 === 0 ? 'New' : '',
    '0.5',
    String(i % 9),
    i % 3 === 0 ? 'imported|bulk' : 'imported',
    ...options,
    `Line one of ${i}, "quoted"\nline two`,
  ]
    .map(csvCell)
    .join(',');
}

async function failing(text: string): Promise<ImportFailed> {
  try {
    await importProducts(t.app.ctx.db, text, { currency: 'USD' });
  } catch (error) {
    if (error instanceof ImportFailed) return error;
    throw error;
  }
  throw new Error('expected the import to fail');
}

describe('CSV import', () => {
  it('reports every invalid row with its line and imports nothing', async () => {
    const lines = [HEADER, row(1), row(2)];
    lines.push(
      ['', '-5', 'x', 'HALF', '', '', '', 'heavy', '-1', 'Not A Slug', 'Size', '', ''].map(csvCell).join(','),
    );
    lines.push(row(4));
    const before = await countRows(t.app, 'products');
    const failed = await failing(lines.join('\n'));
    expect(failed.errors.map((e) => `${e.line}:${e.row} ${e.field} ${e.rule}`)).toEqual([
      '6:3 name REQUIRED_FIELD',
      '6:3 price DECIMAL_GTE',
      '6:3 cost VALIDATION',
      '6:3 discountType INVALID_ENUM_VALUE',
      '6:3 weight VALIDATION',
      '6:3 quantity VALIDATION',
      '6:3 option1 FORMAT',
      '6:3 collections FORMAT',
    ]);
    expect(await countRows(t.app, 'products')).toBe(before);
    const header = await failing('name,price,colour\nA,1,red');
    expect(header.errors).toEqual([
      expect.objectContaining({ line: 1, field: 'colour', rule: 'FIELD_NOT_ALLOWED' }),
    ]);
    const dupes = await failing('name,slug,price\nA,same,1\nB,same,2');
    expect(dupes.errors).toEqual([expect.objectContaining({ line: 3, row: 2, field: 'slug' })]);
  });

  // Twice COUNT_CAP rows: enough to show the listing stop counting; the import bench (npm run bench:import) times
  // imports of 10,000 rows and more.
  it('imports 2,000 rows in one transaction, with progress, variants, collections and events', async () => {
    const text = [HEADER, ...Array.from({ length: 2_000 }, (_, i) => row(i + 1))].join('\n');
    const seen: string[] = [];
    const started = Date.now();
    const result = await importProducts(t.app.ctx.db, text, {
      currency: 'USD',
      progress: (phase, done, total) => seen.push(`${phase} ${done}/${total}`),
    });
    const ms = Date.now() - started;
    console.log(`imported 2,000 CSV rows in ${ms} ms`);
    expect(result).toEqual({ products: 2_000, collectionsCreated: 2 });
    expect(seen).toContain('validate 2000/2000');
    expect(seen.at(-1)).toBe('write 2000/2000');
    expect(await countRows(t.app, 'products')).toBe(2_000);
    expect(await countRows(t.app, 'product_variants')).toBe(1800 + 200 * 6);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products/query-platformized',
      payload: { query: { filter: { slug: 'imported-item-210' } } },
    });
    expect(res.json().products[0]).toMatchObject({
      name: 'Imported item 210',
      description: 'Line one of 210, "quoted"\nline two',
      price: { price: 211.1, discountedPrice: 179.43 },
      discount: { type: 'PERCENT', value: 15 },
      stock: { trackInventory: true, quantity: 18, inventoryStatus: 'IN_STOCK' },
      collections: [
        { slug: 'bulk', name: 'Bulk' },
        { slug: 'imported', name: 'Imported' },
      ],
    });
    expect(res.json().products[0].productOptions.map((o: { optionType: string }) => o.optionType)).toEqual([
      'drop_down',
      'color',
    ]);
    // Past COUNT_CAP a listing stops counting and says so.
    const all = await t.app.inject({ method: 'POST', url: '/v1/products/query-platformized', payload: {} });
    expect(all.json().metadata).toMatchObject({ items: 50, total: COUNT_CAP, tooManyToCount: true });
    const bulk = await t.app.inject({ method: 'GET', url: '/v1/collections/slug/bulk' });
    expect(bulk.json().collection.numberOfProducts).toBe(666);
    expect(await countRows(t.app, "event_outbox where type = 'catalog.product.created'")).toBe(2_000);
    // Settled at once: the planner knows the new rows, and every page is marked all-visible, so a
    // listing's count reads its index alone (without the import, the catalog is empty here).
    const { rows } = (await t.app.ctx.db.execute(
      sql`select reltuples::int as tuples, relpages, relallvisible from pg_class where relname = 'products'`,
    )) as unknown as { rows: { tuples: number; relpages: number; relallvisible: number }[] };
    expect(rows[0]!.tuples).toBe(2_000);
    expect(rows[0]!.relallvisible).toBe(rows[0]!.relpages);
  }, 300_000);
});

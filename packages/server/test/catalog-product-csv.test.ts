import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { countRows, createCollection, createProduct } from './catalog-helpers';
import { addStaff, bearer, freshStaffSession } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

let t: TestApp;
const staffHeaders: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['CATALOG', 'FULFILMENT', 'READ_ONLY'] as const) {
    const person = await addStaff(t.app, role, `${role.toLowerCase()}@shop.example`);
    staffHeaders[role] = bearer(await freshStaffSession(t.app, person.id));
  }
  const ceramics = await createCollection(t.app, { name: 'Ceramics', slug: 'ceramics' });
  const vase = await createProduct(t.app, {
    name: 'Blue vase, tall',
    priceData: { price: '19.99' },
    description: '=SUM(A1) is not a formula here',
    brand: 'Atelier',
    sku: 'VASE-1',
    weight: 1.25,
    discount: { type: 'PERCENT', value: 10 },
    productOptions: [
      { name: 'Colour', optionType: 'color', choices: [{ value: '#1e3a8a', description: 'Navy' }] },
    ],
  });
  await createProduct(t.app, { name: 'Tea "cup"', priceData: { price: '10.00' }, visible: false });
  await t.app.inject({
    method: 'POST',
    url: `/v1/collections/${ceramics.id}/productIds`,
    headers: asAdmin,
    payload: { productIds: [vase.id] },
  });
});
afterAll(() => t.close());

const importCsv = (csv: string, dryRun: boolean, headers = staffHeaders.CATALOG!) =>
  t.app.inject({ method: 'POST', url: '/v1/products/import', headers, payload: { csv, dryRun } });
const exportCsv = (query = '', headers = staffHeaders.CATALOG!) =>
  t.app.inject({ method: 'GET', url: `/v1/products/export.csv${query}`, headers });

const ONE_BAD = [
  'name,price,collections,quantity',
  'Oak bowl,25.00,kitchen,3',
  'Broken row,twelve,,',
  'Ash spoon,4.50,kitchen|ceramics,',
].join('\r\n');

describe('product CSV over HTTP', () => {
  it('a dry run reports each bad row by its line and writes nothing', async () => {
    const before = await countRows(t.app, 'products');
    const res = await importCsv(ONE_BAD, true);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dryRun: true, rows: 3, created: 0, wouldCreate: 2, invalid: 1, errors: [] });
    expect(body.report.map((r: any) => [r.line, r.name, r.status])).toEqual([
      [2, 'Oak bowl', 'WOULD_CREATE'],
      [3, 'Broken row', 'INVALID'],
      [4, 'Ash spoon', 'WOULD_CREATE'],
    ]);
    expect(body.report[1].errors).toEqual([
      expect.objectContaining({ line: 3, field: 'price', rule: 'VALIDATION' }),
    ]);
    expect(await countRows(t.app, 'products')).toBe(before);
  });

  it('a real run writes the good rows and reports every row', async () => {
    const before = await countRows(t.app, 'products');
    const res = await importCsv(ONE_BAD, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, created: 2, invalid: 1, collectionsCreated: 1 });
    expect(res.json().report.map((r: any) => r.status)).toEqual(['CREATED', 'INVALID', 'CREATED']);
    expect(await countRows(t.app, 'products')).toBe(before + 2);
  });

  it('reports errors of the whole file and imports nothing', async () => {
    const header = await importCsv('name,colour\r\nA,1\r\n', false);
    expect(header.json()).toMatchObject({
      created: 0,
      errors: expect.arrayContaining([expect.objectContaining({ line: 1, field: 'colour' })]),
    });
    const quote = await importCsv('name,price\r\n"open,1\r\n', true);
    expect(quote.json().errors[0]).toMatchObject({ rule: 'FORMAT' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/v1/products/import',
      headers: staffHeaders.CATALOG!,
      payload: { csv: 'name,price' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.validationError.fieldViolations[0].field).toBe('dryRun');
  });

  it('exports in the import’s columns, and the file imports back unchanged', async () => {
    const first = await exportCsv();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/csv');
    expect(first.headers['content-disposition']).toContain('products.csv');
    const text = first.body;
    expect(text.split('\r\n')[0]).toBe(
      'name,slug,description,price,cost,discountType,discountValue,brand,ribbon,weight,productType,visible,sku,trackInventory,quantity,inStock,collections,option1,option2,option3,imageUrl,pricePerUnit',
    );
    expect(text).toContain(`"Blue vase, tall",blue-vase-tall,'=SUM(A1) is not a formula here,19.99`);
    expect(text).toContain('Colour (color): Navy=#1e3a8a');

    const dry = (await importCsv(text, true)).json();
    expect(dry).toMatchObject({ rows: 4, wouldCreate: 0, unchanged: 4, invalid: 0, errors: [] });
    const before = await countRows(t.app, 'products');
    const real = (await importCsv(text, false)).json();
    expect(real).toMatchObject({ created: 0, unchanged: 4, invalid: 0 });
    expect(await countRows(t.app, 'products')).toBe(before);
    expect((await exportCsv()).body).toBe(text);
  });

  it('the export of one shop imports into another as the same file', async () => {
    const text = (await exportCsv()).body;
    const other = await startTestApp();
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/v1/products/import',
        headers: asAdmin,
        payload: { csv: text, dryRun: false },
      });
      expect(res.json()).toMatchObject({ created: 4, invalid: 0 });
      const again = await other.app.inject({
        method: 'GET',
        url: '/v1/products/export.csv',
        headers: asAdmin,
      });
      expect(again.body).toBe(text);
    } finally {
      await other.close();
    }
  });

  it('a row naming a product already there with other data is refused for that row', async () => {
    const res = await importCsv('name,slug,price\r\nOak bowl,oak-bowl,99.00\r\n', true);
    expect(res.json().report[0]).toMatchObject({
      status: 'INVALID',
      errors: [expect.objectContaining({ field: 'slug' })],
    });
  });

  it('exports the current filter only', async () => {
    const res = await exportCsv('?search=vase');
    expect(res.body.trim().split('\r\n')).toHaveLength(2);
    const cheap = await exportCsv('?maxPrice=5');
    expect(cheap.body).toContain('Ash spoon');
    expect(cheap.body).not.toContain('Oak bowl');
    const bad = await exportCsv('?minPrice=cheap');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses people whose role may not change the catalog', async () => {
    for (const role of ['FULFILMENT', 'READ_ONLY']) {
      const res = await importCsv(ONE_BAD, true, staffHeaders[role]);
      expect(res.statusCode, role).toBe(403);
    }
    // Reading the catalog is every role's: the export is a read.
    expect((await exportCsv('', staffHeaders.READ_ONLY)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/products/export.csv' });
    expect([401, 403]).toContain(anonymous.statusCode);
  });
});

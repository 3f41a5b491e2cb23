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
  const mug = await createProduct(t.app, {
    name: 'Enamel mug',
    priceData: { price: '18.00' },
    stock: { trackInventory: true, quantity: 3 },
    productOptions: [
      { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
      {
        name: 'Colour',
        optionType: 'color',
        choices: [
          { value: '#1e3a8a', description: 'Navy' },
          { value: '#d8c6a0', description: 'Sand' },
        ],
      },
    ],
  });
  const media = await t.app.inject({
    method: 'POST',
    url: `/v1/products/${mug.id}/media`,
    headers: asAdmin,
    payload: { media: ['front', 'side', 'top'].map((v) => ({ url: `https://img.example/mug-${v}.jpg` })) },
  });
  expect(media.statusCode).toBe(200);
  const variants = await t.app.inject({
    method: 'PATCH',
    url: `/v1/products/${mug.id}/variants`,
    headers: asAdmin,
    payload: {
      variants: [
        {
          choices: { Size: 'M', Colour: 'Navy' },
          price: '24.50',
          sku: 'MUG-M-NAVY',
          weight: 0.4,
          stock: { quantity: 7 },
        },
        { choices: { Size: 'S', Colour: 'Sand' }, cost: '6.00', visible: false, stock: { quantity: 0 } },
      ],
    },
  });
  expect(variants.statusCode).toBe(200);
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

const importStream = (csv: string, dryRun: boolean, headers = staffHeaders.CATALOG!) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/products/import',
    headers: { ...headers, accept: 'application/x-ndjson' },
    payload: { csv, dryRun },
  });
const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
const progressOf = (parsed: any[], phase: string) =>
  parsed.filter((l) => l.progress?.phase === phase).map((l) => l.progress);
const manyRows = (prefix: string, n: number) =>
  ['name,price', ...Array.from({ length: n }, (_, i) => `${prefix} ${i + 1},${(i % 40) + 1}.00`)].join('\n');

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
      'name,slug,variant,description,price,cost,discountType,discountValue,brand,ribbon,weight,productType,visible,sku,trackInventory,quantity,inStock,collections,option1,option2,option3,imageUrl,moreImageUrls,pricePerUnit',
    );
    expect(text).toContain(`"Blue vase, tall",blue-vase-tall,,'=SUM(A1) is not a formula here,19.99`);
    expect(text).toContain('Colour (color): Navy=#1e3a8a');
    // The mug: its row with every picture, then a row per variant with what the variant holds of its own.
    const mug = text.split('\r\n').filter((l) => l.includes('enamel-mug') || l.startsWith(',,Size'));
    expect(mug).toEqual([
      'Enamel mug,enamel-mug,,,18.00,,NONE,,,,,physical,true,,true,3,true,,Size: S; M,Colour (color): Navy=#1e3a8a; Sand=#d8c6a0,,https://img.example/mug-front.jpg,https://img.example/mug-side.jpg|https://img.example/mug-top.jpg,',
      ',,Size: S; Colour: Navy,,,,,,,,,,true,,,3,true,,,,,,,',
      ',,Size: S; Colour: Sand,,,6.00,,,,,,,false,,,0,false,,,,,,,',
      ',,Size: M; Colour: Navy,,24.50,,,,,,0.400,,true,MUG-M-NAVY,,7,true,,,,,,,',
      ',,Size: M; Colour: Sand,,,,,,,,,,true,,,3,true,,,,,,,',
    ]);

    const dry = (await importCsv(text, true)).json();
    expect(dry).toMatchObject({ rows: 10, wouldCreate: 0, unchanged: 5, invalid: 0, errors: [] });
    const before = await countRows(t.app, 'products');
    const real = (await importCsv(text, false)).json();
    expect(real).toMatchObject({ created: 0, unchanged: 5, invalid: 0 });
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
      expect(res.json()).toMatchObject({ created: 5, invalid: 0 });
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
    // The header, the vase's row and the row of its one variant.
    expect(res.body.trim().split('\r\n')).toHaveLength(3);
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

  it('streams the progress of a dry run and ends with the JSON answer’s report', async () => {
    const csv = `${manyRows('Streamed cup', 119)}\nBad row,free`;
    const res = await importStream(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const parsed = lines(res.body);
    const steps = progressOf(parsed, 'validate');
    expect(steps.map((p: any) => p.done)).toEqual([50, 100, 120]);
    expect(steps.every((p: any) => p.total === 120)).toBe(true);
    expect(progressOf(parsed, 'write')).toEqual([]);
    const last = parsed.at(-1);
    expect(Object.keys(last)).toEqual(['result']);
    expect(last.result).toMatchObject({ rows: 120, wouldCreate: 119, invalid: 1 });
    expect(last.result).toEqual((await importCsv(csv, true)).json());
  });

  it('streams the progress of a real run through the writes', async () => {
    const before = await countRows(t.app, 'products');
    const res = await importStream(manyRows('Streamed plate', 130), false);
    const parsed = lines(res.body);
    expect(progressOf(parsed, 'validate').map((p: any) => p.done)).toEqual([50, 100, 130]);
    expect(progressOf(parsed, 'write').at(-1)).toEqual({ phase: 'write', done: 130, total: 130 });
    expect(parsed.at(-1).result).toMatchObject({ dryRun: false, rows: 130, created: 130, invalid: 0 });
    expect(await countRows(t.app, 'products')).toBe(before + 130);
  });

  it('answers a refused stream with the error envelope, not a stream', async () => {
    const refused = await importStream(ONE_BAD, true, staffHeaders.READ_ONLY);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().details.applicationError.code).toBeTruthy();
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/v1/products/import',
      headers: { ...staffHeaders.CATALOG!, accept: 'application/x-ndjson' },
      payload: { csv: 'name,price' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.validationError.fieldViolations[0].field).toBe('dryRun');
  });

  it('reads variant rows under their product and reports a bad one on its product', async () => {
    const csv = [
      'name,variant,price,sku,quantity,option1,imageUrl,moreImageUrls',
      ',Size: S,5.00,,,,,',
      'Linen apron,,30.00,,2,Size: S; M; L,https://img.example/a.jpg,https://img.example/b.jpg|https://img.example/c.jpg',
      ',Size: M,32.00,APRON-M,9,,,',
      ',Size: L,,,0,,,',
      'Cotton apron,,20.00,,,Size: S; M,,',
      ',Size: XL,,,,,,',
      ',Size: S,,,,Size: S,,',
    ].join('\r\n');
    const res = await importCsv(csv, false);
    const body = res.json();
    expect(body).toMatchObject({ rows: 7, created: 1, invalid: 2 });
    expect(body.report.map((r: any) => [r.line, r.status])).toEqual([
      [2, 'INVALID'],
      [3, 'CREATED'],
      [6, 'INVALID'],
    ]);
    expect(body.report[0].errors).toEqual([expect.objectContaining({ field: 'variant', line: 2 })]);
    expect(body.report[2].errors.map((e: any) => `${e.line} ${e.field} ${e.rule}`)).toEqual([
      '7 variant VALIDATION',
      '8 option1 FIELD_NOT_ALLOWED',
    ]);
    const apron = await t.app.inject({
      method: 'POST',
      url: '/v1/products/query-platformized',
      headers: asAdmin,
      payload: { query: { filter: { slug: 'linen-apron' } } },
    });
    const product = apron.json().products[0];
    expect(product.manageVariants).toBe(true);
    expect(product.media.items.map((m: any) => m.image.url)).toEqual([
      'https://img.example/a.jpg',
      'https://img.example/b.jpg',
      'https://img.example/c.jpg',
    ]);
    const variants = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${product.id as string}/variants/query`,
      headers: asAdmin,
      payload: { includeMerchantSpecificData: true },
    });
    const byChoice = Object.fromEntries(variants.json().variants.map((v: any) => [v.choices.Size, v]));
    expect(byChoice.M.variant).toMatchObject({ sku: 'APRON-M', priceData: { price: 32 } });
    expect(byChoice.M.stock).toMatchObject({ trackQuantity: true, quantity: 9 });
    expect(byChoice.L.stock).toMatchObject({ quantity: 0, inStock: false });
    expect(byChoice.S.stock).toMatchObject({ quantity: 2 });
    expect(byChoice.S.variant.priceData.price).toBe(30);
  });
});

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '../src/db/schema';
import { productColumns } from '../src/modules/catalog/derive';
import { productViews } from '../src/modules/catalog/load';
import { backfillShopperDocs, SHOPPER_READER } from '../src/modules/catalog/listing/shopper-docs';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createCollection, createProduct, shirt } from './catalog-helpers';

/**
 * Shopper reads send stored documents. After every kind of catalog write, what a shopper is sent
 * must equal the product rebuilt from its rows at that moment: a write path that forgets to refresh
 * the documents fails here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function rebuilt(id: string) {
  const rows = await t.app.ctx.db.select(productColumns).from(products).where(eq(products.id, id));
  const [view] = await productViews(t.app.ctx.db, rows, SHOPPER_READER);
  return JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
}

async function served(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/products/${id}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json<{ product: Record<string, unknown> }>().product;
}

async function listed(id: string, includeVariants: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/products/query-platformized',
    payload: { query: { filter: { id: { $eq: id } } }, includeVariants },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: Record<string, unknown>[] }>().products[0];
}

async function expectFresh(...ids: string[]) {
  for (const id of ids) {
    const truth = await rebuilt(id);
    expect(await served(id)).toEqual(truth);
    expect(await listed(id, true)).toEqual(truth);
    const { variants: _variants, ...withoutVariants } = truth;
    expect(await listed(id, false)).toEqual(withoutVariants);
  }
}

async function write(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: asAdmin, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('stored shopper documents', () => {
  it('follow every kind of catalog write', async () => {
    const col = await createCollection(t.app, { name: 'Shirts' });
    const p = await createProduct(t.app, { ...shirt, collectionIds: [col.id] });
    const q = await createProduct(t.app, { name: 'Plain tee', priceData: { price: '12.00' } });
    await expectFresh(p.id, q.id);

    await write('PATCH', `/v1/products/${p.id}`, {
      product: { priceData: { price: '44.00' }, ribbon: 'Sale' },
    });
    await write('PATCH', `/v1/products/${p.id}/variants`, {
      variants: [{ choices: { Size: 'L' }, price: 50, stock: { quantity: 0 } }],
    });
    await expectFresh(p.id);

    await write('POST', `/v1/products/${p.id}/media`, {
      media: [{ url: 'https://example.com/a.jpg', choice: { option: 'Color', choice: 'Navy' } }],
    });
    await write('POST', `/v1/products/${p.id}/remove-ribbon`);
    await write('POST', `/v1/products/${p.id}/remove-brand`);
    await expectFresh(p.id);

    await write('PATCH', `/v1/collections/${col.id}`, {
      collection: { name: 'Linen shirts', slug: 'linen' },
    });
    await expectFresh(p.id);
    await write('PATCH', `/v1/collections/${col.id}`, { collection: { visible: false } });
    expect((await served(p.id)).collections).toEqual([]);
    await expectFresh(p.id);
    await write('PATCH', `/v1/collections/${col.id}`, { collection: { visible: true } });
    await write('POST', `/v1/collections/${col.id}/productIds`, { productIds: [q.id] });
    await expectFresh(p.id, q.id);
    await write('POST', `/v1/collections/${col.id}/productIds/delete`, { productIds: [p.id] });
    await expectFresh(p.id, q.id);

    await write('POST', '/v1/bulk/products/update', { ids: [p.id, q.id], set: { price: '20.00' } });
    await expectFresh(p.id, q.id);
    await write('POST', '/v1/bulk/products/adjust-properties', {
      ids: [p.id, q.id],
      adjust: { price: { percentage: 10 } },
    });
    await expectFresh(p.id, q.id);

    await write('POST', `/v1/products/${p.id}/variants/resetToDefault`);
    await write('DELETE', `/v1/products/${p.id}/options`);
    await expectFresh(p.id);

    await write('DELETE', `/v1/collections/${col.id}`);
    expect((await served(q.id)).collectionIds).toEqual([]);
    await expectFresh(q.id);
  });

  it('are written for rows that lack them, as after an upgrade', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Upgraded shirt' });
    await t.app.ctx.db.execute(sql`update products set shopper_doc = null, shopper_variants = null`);
    expect(await backfillShopperDocs(t.app.ctx.db)).toBeGreaterThan(0);
    expect(await backfillShopperDocs(t.app.ctx.db)).toBe(0);
    await expectFresh(p.id);
  });

  it('stored before they were ASCII are cleared by migration 0009 and written anew, as ASCII', async () => {
    const name = 'Zoë’s vase — 花瓶';
    const p = await createProduct(t.app, { ...shirt, name });
    const ascii = await createProduct(t.app, { ...shirt, name: 'Plain vase' });
    // As an older server stored them: the same JSON with its characters as UTF-8.
    const [row] = (
      (await t.app.ctx.db.execute(
        sql`select shopper_doc as doc, shopper_variants as variants from products where id = ${p.id}`,
      )) as unknown as { rows: { doc: string; variants: string }[] }
    ).rows;
    // Escapes of characters past ASCII undone; the holes where stock values go (0x01) kept.
    const utf8 = (json: string) =>
      json.replace(/\\u([0-9a-f]{4})/g, (escape, hex: string) =>
        parseInt(hex, 16) >= 0x80 ? String.fromCharCode(parseInt(hex, 16)) : escape,
      );
    await t.app.ctx.db.execute(
      sql`update products set shopper_doc = ${utf8(row!.doc)}, shopper_variants = ${utf8(row!.variants)} where id = ${p.id}`,
    );
    const migration = fs.readFileSync(
      new URL('../src/db/migrations/0009_shopper_documents_ascii.sql', import.meta.url),
      'utf8',
    );
    await t.app.ctx.db.execute(sql.raw(migration));
    const stored = async (id: string) =>
      (
        (await t.app.ctx.db.execute(
          sql`select shopper_doc as doc from products where id = ${id}`,
        )) as unknown as { rows: { doc: string | null }[] }
      ).rows[0]?.doc;
    expect(await stored(p.id)).toBeNull();
    expect(await stored(ascii.id)).not.toBeNull();
    expect(await backfillShopperDocs(t.app.ctx.db)).toBe(1);
    expect(await stored(p.id)).toMatch(/^[\x01\x20-\x7e]+$/); // ASCII, and the holes of stock values
    expect((await served(p.id)).name).toBe(name);
    await expectFresh(p.id);
  });

  it('are compressed with lz4 on PostgreSQL; without lz4 (PGlite) kept whole up to a page, then pglz', async () => {
    const compression = async (id: string) =>
      (
        (await t.app.ctx.db.execute(
          sql`select pg_column_compression(shopper_doc) as method from products where id = ${id}`,
        )) as unknown as { rows: { method: string | null }[] }
      ).rows[0]?.method;
    const page = await createProduct(t.app, { ...shirt, description: 'Linen, woven slowly. '.repeat(40) });
    const large = await createProduct(t.app, { ...shirt, description: 'Linen, woven slowly. '.repeat(700) });
    if (process.env.DATABASE_URL) {
      expect(await compression(page.id)).toBe('lz4');
      expect(await compression(large.id)).toBe('lz4');
    } else {
      expect(await compression(page.id)).toBeNull();
      expect(await compression(large.id)).toBe('pglz');
    }
    expect((await served(large.id)).description).toBe('Linen, woven slowly. '.repeat(700));
  });

  it('are ASCII JSON: other characters travel as \\u escapes, and read back the same', async () => {
    const name = 'Zoë’s “Crème” vase — 花瓶 🏺';
    const p = await createProduct(t.app, { ...shirt, name });
    const stored = (
      (await t.app.ctx.db.execute(
        sql`select shopper_doc as doc from products where id = ${p.id}`,
      )) as unknown as { rows: { doc: string }[] }
    ).rows[0]!.doc;
    expect(stored).toMatch(/^[\x00-\x7f]*$/);
    expect(stored).toContain('Zo\\u00eb');
    const res = await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}` });
    expect(res.body).toMatch(/^[\x00-\x7f]*$/);
    expect(res.json().product.name).toBe(name);
  });

  it('never show an invisible product or merchant data to shoppers', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Hidden shirt', visible: false });
    expect((await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}` })).statusCode).toBe(404);
    await write('PATCH', `/v1/products/${p.id}`, { product: { visible: true } });
    const shown = await served(p.id);
    expect(shown).not.toHaveProperty('costAndProfitData');
    expect(shown).not.toHaveProperty('costRange');
    const admin = await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}`, headers: asAdmin });
    expect(admin.json().product).toHaveProperty('costAndProfitData');
  });
});

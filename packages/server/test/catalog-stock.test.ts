import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, products } from '../src/db/schema';
import { ZERO_VARIANT_ID } from '../src/modules/catalog/rules';
import { availableStock, returnStock, takeStock } from '../src/modules/catalog/stock/service';
import { createProduct, shirt } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/**
 * The catalog's stock API: takes and returns inside the caller's transaction, all or nothing, and
 * what shoppers read follows them at once, without rewriting the product or its documents.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const docVersion = async (id: string) =>
  (await t.app.ctx.db.select({ v: products.docVersion }).from(products).where(eq(products.id, id)))[0]!.v;

async function shopperProduct(id: string): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ product: Json }>().product;
}

async function listing(filter: Json, extra: Json = {}): Promise<Json[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/products/query-platformized',
    payload: { query: { filter, ...extra }, includeVariants: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ products: Json[] }>().products;
}

/** The same product read by slug, by id and in a listing: all three must agree. */
async function everywhere(p: Json) {
  const [bySlug] = await listing({ slug: p.slug });
  const [listed] = await listing({ id: p.id });
  const page = await shopperProduct(p.id);
  expect(bySlug).toEqual(page);
  expect(listed).toEqual(page);
  return page;
}

const take = (lines: { productId: string; variantId: string; quantity: number }[]) =>
  t.app.ctx.db.transaction((tx) => takeStock(tx, lines));

describe('stock', () => {
  it('answers what can be bought, tracked or not, and null for an unknown variant', async () => {
    const counted = await createProduct(t.app, {
      name: 'Counted jug',
      priceData: { price: 10 },
      stock: { trackInventory: true, quantity: 4 },
    });
    const free = await createProduct(t.app, { name: 'Free jug', priceData: { price: 10 } });
    const gone = { productId: free.id as string, variantId: '5e1d3c9a-0000-4000-8000-000000000000' };
    expect(
      await availableStock(t.app.ctx.db, [
        { productId: counted.id, variantId: ZERO_VARIANT_ID },
        { productId: free.id, variantId: ZERO_VARIANT_ID },
        gone,
      ]),
    ).toEqual([
      { productId: counted.id, variantId: ZERO_VARIANT_ID, tracked: true, quantity: 4, inStock: true },
      { productId: free.id, variantId: ZERO_VARIANT_ID, tracked: false, quantity: null, inStock: true },
      null,
    ]);
  });

  it('takes and returns inside a transaction; the shopper reads the new status at once, at the same doc_version', async () => {
    const p = await createProduct(t.app, {
      name: 'Stock vase',
      priceData: { price: 30 },
      stock: { trackInventory: true, quantity: 2 },
    });
    const line = { productId: p.id as string, variantId: ZERO_VARIANT_ID, quantity: 2 };
    const before = await docVersion(p.id);
    expect((await everywhere(p)).stock).toMatchObject({
      inStock: true,
      quantity: 2,
      inventoryStatus: 'IN_STOCK',
    });
    // Twice through the document cache, so the next read would be served from it were it stale.
    await listing({ id: p.id });

    expect(await take([line])).toEqual({
      ok: true,
      levels: [{ ...line, tracked: true, quantity: 0, inStock: false }],
    });
    const out = await everywhere(p);
    expect(out.stock).toEqual({
      trackInventory: true,
      quantity: 0,
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
    });
    expect(out.variants[0].stock).toEqual({ trackQuantity: true, quantity: 0, inStock: false });
    expect(await docVersion(p.id)).toBe(before);
    expect((await listing({ id: p.id, 'stock.inStock': false })).map((x) => x.id)).toEqual([p.id]);
    expect((await listing({ id: p.id, inventoryStatus: 'OUT_OF_STOCK' })).map((x) => x.id)).toEqual([p.id]);
    expect(await listing({ id: p.id, 'stock.quantity': { $gt: 0 } })).toEqual([]);

    const back = await t.app.ctx.db.transaction((tx) => returnStock(tx, [{ ...line, quantity: 1 }]));
    expect(back.ok).toBe(true);
    expect((await everywhere(p)).stock).toMatchObject({
      inStock: true,
      quantity: 1,
      inventoryStatus: 'IN_STOCK',
    });
    expect(await docVersion(p.id)).toBe(before);

    // The merchant's view reads the same stock.
    const admin = await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}`, headers: asAdmin });
    expect(admin.json().product.stock).toMatchObject({ quantity: 1, inventoryStatus: 'IN_STOCK' });
  });

  it('marks one variant of several out of stock: the product partially, its choices by what is left', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Stock shirt' });
    const variant = (p.variants as Json[]).find(
      (v) => v.choices.Size === 'S' && v.choices.Color === 'White',
    )!;
    const before = await docVersion(p.id);
    await listing({ id: p.id });
    expect(await take([{ productId: p.id, variantId: variant.id, quantity: 3 }])).toMatchObject({ ok: true });

    const after = await everywhere(p);
    expect(after.stock).toEqual({
      trackInventory: true,
      quantity: 9,
      inStock: true,
      inventoryStatus: 'PARTIALLY_OUT_OF_STOCK',
    });
    const choices = Object.fromEntries(
      (after.productOptions as Json[]).flatMap((o) =>
        (o.choices as Json[]).map((c) => [c.description, c.inStock]),
      ),
    );
    expect(choices).toEqual({ S: true, L: true, White: true, Navy: true });
    expect((after.variants as Json[]).find((v) => v.id === variant.id)!.stock).toEqual({
      trackQuantity: true,
      quantity: 0,
      inStock: false,
    });
    expect(await docVersion(p.id)).toBe(before);
    const { hits } = t.app.ctx.shopperDocs!.lookups;
    await listing({ id: p.id });
    expect(t.app.ctx.shopperDocs!.lookups.hits - hits).toBe(1);

    // The other White variant too: no White variant is left in stock.
    const other = (p.variants as Json[]).find((v) => v.choices.Size === 'L' && v.choices.Color === 'White')!;
    await take([{ productId: p.id, variantId: other.id, quantity: 3 }]);
    const white = ((await everywhere(p)).productOptions as Json[])[1]!.choices.find(
      (c: Json) => c.description === 'White',
    );
    expect(white.inStock).toBe(false);
  });

  it('takes nothing when a line falls short, and names every such line with what it holds', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Short shirt' });
    const [a, b] = p.variants as [Json, Json];
    const free = await createProduct(t.app, { name: 'Untracked cup', priceData: { price: 5 } });
    const unknown = '0f6c4a3e-0000-4000-8000-000000000000';
    const result = await take([
      { productId: p.id, variantId: a.id, quantity: 2 },
      { productId: free.id, variantId: ZERO_VARIANT_ID, quantity: 500 },
      { productId: p.id, variantId: b.id, quantity: 2 },
      { productId: p.id, variantId: b.id, quantity: 2 },
      { productId: p.id, variantId: unknown, quantity: 1 },
    ]);
    expect(result).toEqual({
      ok: false,
      shortfalls: expect.arrayContaining([
        { productId: p.id, variantId: b.id, requested: 4, available: 3, reason: 'INSUFFICIENT_STOCK' },
        { productId: p.id, variantId: unknown, requested: 1, available: 0, reason: 'UNKNOWN_VARIANT' },
      ]),
    });
    expect(result.ok ? [] : result.shortfalls).toHaveLength(2);
    const levels = await availableStock(t.app.ctx.db, [
      { productId: p.id, variantId: a.id },
      { productId: p.id, variantId: b.id },
    ]);
    expect(levels.map((l) => l?.quantity)).toEqual([3, 3]);
    // An untracked variant always gives.
    expect(await take([{ productId: free.id, variantId: ZERO_VARIANT_ID, quantity: 500 }])).toMatchObject({
      ok: true,
    });
  });

  it('takes nothing in a transaction that rolls back', async () => {
    const p = await createProduct(t.app, {
      name: 'Rolled jar',
      priceData: { price: 8 },
      stock: { trackInventory: true, quantity: 5 },
    });
    const ref = { productId: p.id as string, variantId: ZERO_VARIANT_ID };
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        expect((await takeStock(tx, [{ ...ref, quantity: 5 }])).ok).toBe(true);
        expect((await availableStock(tx, [ref]))[0]?.quantity).toBe(0);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect((await availableStock(t.app.ctx.db, [ref]))[0]?.quantity).toBe(5);
    expect((await everywhere(p)).stock).toMatchObject({ quantity: 5, inventoryStatus: 'IN_STOCK' });
  });

  it('refuses bad lines with a field error', async () => {
    const p = await createProduct(t.app, { name: 'Checked bowl', priceData: { price: 8 } });
    const at = (quantity: number, productId = p.id as string) =>
      take([{ productId, variantId: ZERO_VARIANT_ID, quantity }]).then(
        () => 'taken',
        (error: Error) => `${error.name} ${error.message}`,
      );
    expect(await at(0)).toMatch(/^ValidationError .*lines\[0\]\.quantity/);
    expect(await at(1.5)).toMatch(/^ValidationError .*lines\[0\]\.quantity/);
    expect(await at(2_000_000_000)).toMatch(/^ValidationError .*lines\[0\]\.quantity/);
    expect(await at(1, 'not-a-uuid')).toMatch(/^ValidationError .*lines\[0\]\.productId/);
    expect(await take([])).toEqual({ ok: true, levels: [] });
  });

  it('keeps a merchant stock write and the stock rows in step', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Merchant shirt' });
    const [a] = p.variants as [Json];
    await take([{ productId: p.id, variantId: a.id, quantity: 1 }]);
    // A write that sets other fields keeps what was taken; one that sets stock sets it.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${p.id}`,
      headers: asAdmin,
      payload: { product: { ribbon: 'Last pieces' } },
    });
    expect(patched.json().product.stock.quantity).toBe(11);
    expect((await everywhere(p)).stock.quantity).toBe(11);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${p.id}/variants`,
      headers: asAdmin,
      payload: { variants: [{ variantIds: [a.id], stock: { quantity: 7 } }] },
    });
    expect((await everywhere(p)).stock.quantity).toBe(16);
    const rows = (await t.app.ctx.db.execute(
      sql`select quantity, inventory_status from product_stock where product_id = ${p.id}`,
    )) as unknown as { rows: { quantity: string | number; inventory_status: string }[] };
    expect(rows.rows.map((r) => [Number(r.quantity), r.inventory_status])).toEqual([[16, 'IN_STOCK']]);
  });

  it('records catalog.variants.changed with the slug and stock at every take and return, saying when it sold out or came back', async () => {
    const p = await createProduct(t.app, {
      name: 'Evented bowl',
      priceData: { price: 12 },
      stock: { trackInventory: true, quantity: 3 },
    });
    const stockEvents = async () =>
      (
        await t.app.ctx.db
          .select({ type: events.type, entity: events.entity })
          .from(events)
          .where(and(eq(events.entityId, p.id), eq(events.type, 'catalog.variants.changed')))
          .orderBy(asc(events.id))
      ).map((e) => e.entity);
    const line = { productId: p.id as string, variantId: ZERO_VARIANT_ID };
    expect((await take([{ ...line, quantity: 2 }])).ok).toBe(true);
    expect((await take([{ ...line, quantity: 1 }])).ok).toBe(true);
    await t.app.ctx.db.transaction((tx) => returnStock(tx, [{ ...line, quantity: 1 }]));
    // A take that falls short changes nothing and says nothing.
    expect((await take([{ ...line, quantity: 5 }])).ok).toBe(false);
    expect(await stockEvents()).toEqual([
      {
        slug: p.slug,
        stock: { inStock: true, inventoryStatus: 'IN_STOCK', quantity: 1 },
        inStockChanged: false,
      },
      {
        slug: p.slug,
        stock: { inStock: false, inventoryStatus: 'OUT_OF_STOCK', quantity: 0 },
        inStockChanged: true,
      },
      {
        slug: p.slug,
        stock: { inStock: true, inventoryStatus: 'IN_STOCK', quantity: 1 },
        inStockChanged: true,
      },
    ]);
  });
});

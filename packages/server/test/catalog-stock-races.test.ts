import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open';
import { ZERO_VARIANT_ID } from '../src/modules/catalog/rules';
import { availableStock, takeStock, type StockLine } from '../src/modules/catalog/stock/service';
import { createCollection, createProduct, shirt } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/**
 * Takes of stock racing each other and the merchant's writes. PostgreSQL only: the embedded
 * database is one connection and runs one transaction at a time, so it would pass them by accident.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await startTestApp();
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A take in its own transaction, which stays open `holdMs` after the take, as an order's would. */
const takeIn = (lines: StockLine[], holdMs = 0) =>
  t.app.ctx.db.transaction(async (tx) => {
    const result = await takeStock(tx, lines);
    if (holdMs > 0) await pause(holdMs);
    return result;
  });

const quantities = async (db: Db, productId: string, variantIds: string[]) =>
  (
    await availableStock(
      db,
      variantIds.map((variantId) => ({ productId, variantId })),
    )
  ).map((l) => l?.quantity);

async function shopperProduct(id: string): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ product: Json }>().product;
}

describe.skipIf(!onPostgres)(
  'stock under concurrent takes (PostgreSQL; PGlite runs one transaction at a time)',
  () => {
    it('gives exactly 10 of 50 concurrent takes of 1 unit from a variant of 10, never below zero', async () => {
      const p = await createProduct(t.app, {
        name: 'Rare bowl',
        priceData: { price: 90 },
        stock: { trackInventory: true, quantity: 10 },
      });
      const line = { productId: p.id as string, variantId: ZERO_VARIANT_ID, quantity: 1 };
      const results = await Promise.all(Array.from({ length: 50 }, () => takeIn([line], 2)));
      expect(results.filter((r) => r.ok)).toHaveLength(10);
      for (const r of results.filter((x) => !x.ok)) {
        expect(r).toEqual({
          ok: false,
          shortfalls: [
            {
              productId: p.id,
              variantId: ZERO_VARIANT_ID,
              requested: 1,
              available: 0,
              reason: 'INSUFFICIENT_STOCK',
            },
          ],
        });
      }
      expect(await quantities(t.app.ctx.db, p.id, [ZERO_VARIANT_ID])).toEqual([0]);
      expect((await shopperProduct(p.id)).stock).toMatchObject({
        quantity: 0,
        inventoryStatus: 'OUT_OF_STOCK',
      });
    });

    it('never deadlocks two multi-line takes that name their lines in opposite orders', async () => {
      const a = await createProduct(t.app, {
        ...shirt,
        name: 'Order shirt A',
        stock: { trackInventory: true, quantity: 500 },
      });
      const b = await createProduct(t.app, {
        ...shirt,
        name: 'Order shirt B',
        stock: { trackInventory: true, quantity: 500 },
      });
      const lines: StockLine[] = [
        ...(a.variants as Json[]).slice(0, 2).map((v) => ({ productId: a.id, variantId: v.id, quantity: 1 })),
        ...(b.variants as Json[]).slice(0, 2).map((v) => ({ productId: b.id, variantId: v.id, quantity: 1 })),
      ];
      for (let round = 0; round < 40; round++) {
        const results = await Promise.all([takeIn(lines, 3), takeIn([...lines].reverse(), 3)]);
        expect(results.every((r) => r.ok)).toBe(true);
      }
      expect(
        await quantities(
          t.app.ctx.db,
          a.id,
          lines.slice(0, 2).map((l) => l.variantId),
        ),
      ).toEqual([420, 420]);
      expect(
        await quantities(
          t.app.ctx.db,
          b.id,
          lines.slice(2).map((l) => l.variantId),
        ),
      ).toEqual([420, 420]);
    });

    it('locks neither the product nor its collections while a take is open', async () => {
      const shelf = await createCollection(t.app, { name: 'Open shelf' });
      const p = await createProduct(t.app, {
        name: 'Open jug',
        priceData: { price: 20 },
        stock: { trackInventory: true, quantity: 3 },
        collectionIds: [shelf.id],
      });
      await t.app.ctx.db.transaction(async (tx) => {
        expect((await takeStock(tx, [{ productId: p.id, variantId: ZERO_VARIANT_ID, quantity: 1 }])).ok).toBe(
          true,
        );
        // Another connection locks both at once (nowait: it fails rather than waits on a lock held).
        await t.app.ctx.db.transaction(async (other) => {
          await other.execute(sql`select id from products where id = ${p.id} for update nowait`);
          await other.execute(sql`select id from collections where id = ${shelf.id} for update nowait`);
        });
      });
    });

    it('neither deadlocks nor loses a take or a merchant write of the same product beside it', async () => {
      for (let round = 0; round < 6; round++) {
        const p = await createProduct(t.app, {
          ...shirt,
          name: `Busy shirt ${round}`,
          stock: { trackInventory: true, quantity: 10 },
        });
        const [taken, set] = p.variants as [Json, Json];
        const merchant = async () => {
          const ribbon = await t.app.inject({
            method: 'PATCH',
            url: `/v1/products/${p.id}`,
            headers: asAdmin,
            payload: { product: { ribbon: `Round ${round}` } },
          });
          const stock = await t.app.inject({
            method: 'PATCH',
            url: `/v1/products/${p.id}/variants`,
            headers: asAdmin,
            payload: { variants: [{ variantIds: [set.id], stock: { quantity: 4 }, price: 55 }] },
          });
          return [ribbon.statusCode, stock.statusCode];
        };
        const take = async () => {
          if (round % 2 === 1) await pause(5);
          return takeIn([{ productId: p.id, variantId: taken.id, quantity: 3 }], 20);
        };
        const [codes, result] = await Promise.all([merchant(), take()]);
        expect(codes).toEqual([200, 200]);
        expect(result.ok).toBe(true);
        expect(await quantities(t.app.ctx.db, p.id, [taken.id, set.id])).toEqual([7, 4]);
        const shown = await shopperProduct(p.id);
        expect(shown.ribbon).toBe(`Round ${round}`);
        expect(shown.stock).toMatchObject({ quantity: 7 + 4 + 10 + 10, inventoryStatus: 'IN_STOCK' });
        const variants = new Map((shown.variants as Json[]).map((v) => [v.id, v]));
        expect(variants.get(taken.id)!.stock.quantity).toBe(7);
        expect(variants.get(set.id)!.stock.quantity).toBe(4);
        expect(variants.get(set.id)!.variant.priceData.price).toBe(55);
      }
    });
  },
);

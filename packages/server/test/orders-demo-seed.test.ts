import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoOrders } from '../src/modules/orders';
import { seedDemoPaymentMethods } from '../src/modules/payment-methods';
import { createProduct, shirt } from './catalog-helpers';
import { asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoPaymentMethods(t.app.ctx.db);
  for (const [i, name] of ['Demo vase', 'Demo bowl', 'Demo jug'].entries())
    await createProduct(t.app, {
      name,
      priceData: { price: `${20 + i * 15}.00` },
      stock: { trackInventory: true, quantity: 500 },
    });
  await createProduct(t.app, { ...shirt, name: 'Untracked shirt' });
}, 60_000);
afterAll(() => t.close());

const levels = async () =>
  rowsOf<{ product_id: string; id: string; quantity: number | null }>(
    t.app.ctx.db,
    sql`select product_id, id, quantity from product_variants order by product_id, id`,
  );

describe('the demo orders', () => {
  it('places a month of orders through the order path: stock taken, a living Today page, once', async () => {
    const before = await levels();
    const started = Date.now();
    const { orders } = await seedDemoOrders(t.app.ctx.db);
    const took = Date.now() - started;
    expect(orders).toBeGreaterThanOrEqual(40);
    expect(took).toBeLessThan(15_000);
    // Stock: what each variant had = what it has + the units its orders hold.
    const held = await rowsOf<{ product_id: string; variant_id: string; units: number }>(
      t.app.ctx.db,
      sql`select l->>'productId' as product_id, l->>'variantId' as variant_id, sum((l->>'quantity')::int)::int as units
      from orders o cross join lateral jsonb_array_elements(o.lines) l group by 1, 2`,
    );
    const heldBy = new Map(held.map((h) => [`${h.product_id}/${h.variant_id}`, Number(h.units)]));
    const after = new Map((await levels()).map((r) => [`${r.product_id}/${r.id}`, r.quantity]));
    for (const v of before) {
      if (v.quantity === null) continue;
      expect(
        Number(after.get(`${v.product_id}/${v.id}`)) + (heldBy.get(`${v.product_id}/${v.id}`) ?? 0),
      ).toBe(Number(v.quantity));
    }
    // Spread over the last 30 days, every one placed in the past.
    const [span] = await rowsOf<{ oldest: string; newest: string; days: number }>(
      t.app.ctx.db,
      sql`select min(created_date) as oldest, max(created_date) as newest,
        count(distinct date_trunc('day', created_date))::int as days from orders`,
    );
    expect(Date.now() - new Date(span!.oldest).getTime()).toBeLessThan(31 * 86_400_000);
    expect(new Date(span!.newest).getTime()).toBeLessThanOrEqual(Date.now());
    expect(Number(span!.days)).toBeGreaterThan(12);

    const today = (
      await t.app.inject({ method: 'GET', url: '/v1/dashboard/orders-to-handle', headers: asAdmin })
    ).json();
    expect(today.awaitingPayment.total).toBe(3);
    expect(today.awaitingPayment.orders[0].daysWaiting).toBeGreaterThanOrEqual(10);
    expect(today.toFulfil.orders[0].urgency).toBe('LATE');
    expect(today.toFulfil.total).toBeGreaterThanOrEqual(3);
    expect(today.readyForPickup.total).toBe(1);
    const { sales } = (
      await t.app.inject({ method: 'GET', url: '/v1/dashboard/sales', headers: asAdmin })
    ).json();
    expect(sales.orders).toBeGreaterThan(30);
    expect(sales.topByRevenue.length).toBeGreaterThan(0);
    // A shop with orders gets none.
    expect(await seedDemoOrders(t.app.ctx.db)).toEqual({ orders: 0 });
    console.log(`seeded ${orders} demo orders in ${took} ms`);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';
import { createProduct, shirt } from './catalog-helpers';
import { NY } from './checkout-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let t: TestApp;
let variants: { productId: string; variantId: string }[];
const CARD = 'MIXED-LOAD-CARD';
const CARD_BALANCE = 15000n;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoShipping(t.app.ctx.db);
  const card = await t.app.inject({
    method: 'POST',
    url: '/v1/gift-cards',
    headers: asAdmin,
    payload: { giftCard: { code: CARD, initialBalance: '150.00', currency: 'USD' } },
  });
  expect(card.statusCode, card.body).toBe(200);
  const vase = await createProduct(t.app, {
    name: 'Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 40 },
  });
  const linen = await createProduct(t.app, { ...shirt, stock: { trackInventory: true, quantity: 15 } });
  variants = [vase, linen].flatMap((p: any) =>
    p.variants.map((v: any) => ({ productId: p.id, variantId: v.id })),
  );
});
afterAll(() => t.close());

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

const levels = async () =>
  new Map(
    (
      await rowsOf<{ product_id: string; id: string; quantity: number }>(
        t.app.ctx.db,
        sql`select product_id, id, quantity from product_variants`,
      )
    ).map((r) => [`${r.product_id}/${r.id}`, Number(r.quantity)]),
  );

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: asAdmin, payload: payload as object });

const as = (token: string, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload: payload as object });

/**
 * A shopper's way to an order, up to placing it: a visitor's cart, its checkout with an email, an address,
 * delivery, and the shared gift card when `withCard`.
 */
async function shopperCheckout(lineItems: unknown[], withCard: boolean) {
  const token = await visitorToken(t.app);
  const added = await as(token, 'POST', '/v1/carts/current/add-to-cart', { lineItems });
  expect(added.statusCode, added.body).toBe(200);
  const made = await as(token, 'POST', '/v1/carts/current/create-checkout', {
    channelType: 'WEB',
    email: 'mixed@example.com',
    shippingAddress: NY,
  });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().checkoutId as string;
  const read = await t.app.inject({
    method: 'GET',
    url: `/v1/checkouts/${id}`,
    headers: { authorization: token },
  });
  const option = read
    .json()
    .checkout.shippingInfo.carrierServiceOptions.flatMap((o: any) => o.shippingOptions)
    .find((o: any) => !o.logistics.pickupDetails);
  const chosen = await as(token, 'PATCH', `/v1/checkouts/${id}`, {
    checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
    ...(withCard ? { giftCardCode: CARD } : {}),
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return () => as(token, 'POST', `/v1/checkouts/${id}/create-order`, {});
}

describe('stock under a mixed load of carts, checkouts, orders, cancellations and refunds', () => {
  it('for every variant: initial stock = remaining stock + units in open orders; never below zero', async () => {
    const initial = await levels();
    const next = random(20261125);
    // Orders, all placed at once, a third of them by shoppers through cart and checkout (made beforehand): some are
    // refused for want of stock.
    const placers = await Promise.all(
      Array.from({ length: 45 }, (_, i) => {
        const count = 1 + next(3);
        const lineItems = Array.from({ length: count }, () => {
          const v = variants[next(variants.length)]!;
          return {
            quantity: 1 + next(3),
            catalogReference: {
              appId: STORES,
              catalogItemId: v.productId,
              options: { variantId: v.variantId },
            },
          };
        });
        return i % 3 === 2
          ? shopperCheckout(lineItems, next(2) === 0)
          : Promise.resolve(() => post('/v1/orders', { order: { lineItems } }));
      }),
    );
    const placed = await Promise.all(placers.map((place) => place()));
    // Refused (409): short of stock, the card's balance moved meanwhile, or the card was spent since the
    // checkout was reviewed (CHECKOUT_TOTAL_CHANGED); a card spent before the review is refused at the PATCH.
    for (const r of placed) {
      expect([200, 409, 400], r.body).toContain(r.statusCode);
      if (r.statusCode === 400) expect(r.json().details.applicationError.code).toBe('GIFT_CARD_USED_UP');
    }
    const orders = placed.filter((r) => r.statusCode === 200).map((r) => r.json().order);
    expect(orders.length).toBeGreaterThan(3);
    expect(placed.some((r) => r.statusCode === 409)).toBe(true);
    expect(orders.filter((o: any) => o.checkoutId).length).toBeGreaterThan(0);

    // Then, at once: cancellations with restock (some asked twice), payments and refunds with and without restock.
    await Promise.all(
      orders.map(async (o: any) => {
        const action = next(5);
        if (action === 0) {
          const both = await Promise.all([
            post(`/v1/orders/${o.id}/cancel`, { restockAllItems: true }),
            post(`/v1/orders/${o.id}/cancel`, { restockAllItems: true }),
          ]);
          expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
          return;
        }
        if (action === 4) return;
        // An order the card paid in full has nothing left to pay.
        if (o.paymentStatus !== 'PAID')
          expect((await post(`/v1/orders/${o.id}/mark-as-paid`, {})).statusCode).toBe(200);
        const line = o.lineItems[0];
        const restock = action !== 3 ? { sideEffects: { restockInfo: { type: 'ALL_ITEMS' } } } : {};
        const body =
          action === 1
            ? restock
            : { refundDetails: { items: [{ lineItemId: line.id, quantity: 1 }] }, ...restock };
        const [a, b] = await Promise.all([
          post(`/v1/order-refunds/orders/${o.id}/refund`, body),
          post(`/v1/order-refunds/orders/${o.id}/refund`, body),
        ]);
        expect(a.statusCode === 200 || b.statusCode === 200, `${a.body} ${b.body}`).toBe(true);
      }),
    );

    const remaining = await levels();
    const rows = await rowsOf<{ status: string; lines: any[] }>(
      t.app.ctx.db,
      sql`select status, lines from orders`,
    );
    const open = new Map<string, number>();
    const held = new Map<string, number>();
    for (const row of rows) {
      for (const l of row.lines) {
        const key = `${l.productId}/${l.variantId}`;
        const units = l.quantity - l.restockedQuantity;
        expect(units).toBeGreaterThanOrEqual(0);
        expect(l.refundedQuantity).toBeLessThanOrEqual(l.quantity);
        held.set(key, (held.get(key) ?? 0) + units);
        if (row.status !== 'CANCELED') open.set(key, (open.get(key) ?? 0) + units);
        else expect(units).toBe(0);
      }
    }
    for (const v of variants) {
      const key = `${v.productId}/${v.variantId}`;
      expect(remaining.get(key)!, key).toBeGreaterThanOrEqual(0);
      expect(remaining.get(key)! + (open.get(key) ?? 0), key).toBe(initial.get(key));
      expect(remaining.get(key)! + (held.get(key) ?? 0), key).toBe(initial.get(key));
    }
    // Refunds never exceed what was paid, by payments and by the gift card.
    const money = await rowsOf<{ paid: string; refunded: string }>(
      t.app.ctx.db,
      sql`select (coalesce(sum(t.amount::numeric) filter (where t.kind = 'PAYMENT' and t.status = 'APPROVED'), 0)
                  + coalesce((select sum(r.amount) from gift_card_redemptions r where r.order_id = t.order_id::text), 0) / 100
                 )::text as paid,
                 coalesce(sum(t.amount::numeric) filter (where t.kind = 'REFUND'), 0)::text as refunded
          from order_transactions t group by t.order_id`,
    );
    for (const m of money) expect(Number(m.refunded)).toBeLessThanOrEqual(Number(m.paid));
    // The card: its initial balance = what it holds + what orders took and have not had back; a canceled
    // order has had all of it back.
    const [card] = await rowsOf<{ balance: string }>(
      t.app.ctx.db,
      sql`select balance::text from gift_cards where code = ${CARD}`,
    );
    const redemptions = await rowsOf<{ amount: string; returned: string; status: string }>(
      t.app.ctx.db,
      sql`select r.amount::text, r.returned_amount::text as returned, o.status
          from gift_card_redemptions r join orders o on o.id::text = r.order_id`,
    );
    expect(redemptions.length).toBeGreaterThan(0);
    let kept = 0n;
    for (const r of redemptions) {
      expect(BigInt(r.returned)).toBeLessThanOrEqual(BigInt(r.amount));
      if (r.status === 'CANCELED') expect(r.returned).toBe(r.amount);
      kept += BigInt(r.amount) - BigInt(r.returned);
    }
    expect(BigInt(card!.balance) + kept).toBe(CARD_BALANCE);
  });
});

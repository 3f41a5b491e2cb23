import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../src/modules/checkouts';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, checkoutOf, line, newCheckout } from './checkout-helpers';
import { appCode, rowsOf, startTestApp, type TestApp } from './helpers';

/** STOCK_HOLD_MINUTES on: a checkout reserves its units; an order consumes them; expired holds go back. */

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await startTestApp({ STOCK_HOLD_MINUTES: '15' });
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
});
afterAll(() => t.close());

const stockOf = async (productId: string) =>
  Number(
    (
      await rowsOf<{ quantity: number }>(
        t.database.db,
        sql`select quantity from product_variants where product_id = ${productId}`,
      )
    )[0]!.quantity,
  );

describe('stock hold', () => {
  it('takes a checkout’s units while it is open, shows them to it, and refuses them to others', async () => {
    const jug = await createProduct(t.app, {
      name: 'Held Jug',
      priceData: { price: '30.00' },
      stock: { trackInventory: true, quantity: 3 },
    });
    const first = await visitorToken(t.app);
    const c = await newCheckout(t.app, first, [line(jug.id, 2)], true);
    expect(await stockOf(jug.id)).toBe(1);
    expect(c.stockHoldExpiresDate).toBeDefined();
    expect(c.lineItems[0].availability).toMatchObject({ status: 'AVAILABLE', quantityAvailable: 3 });
    const other = await call('POST', '/v1/checkouts', await visitorToken(t.app), {
      lineItems: [line(jug.id, 2)],
    });
    expect([other.statusCode, appCode(other)]).toEqual([409, 'INSUFFICIENT_STOCK']);
    // Fewer units: the hold follows the lines.
    const fewer = await call('POST', `/v1/checkouts/${c.id}/update-line-items-quantity`, first, {
      lineItems: [{ id: c.lineItems[0].id, quantity: 1 }],
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(await stockOf(jug.id)).toBe(2);
    // The order consumes the hold: stock moves by the ordered units only once.
    const option = checkoutOf(fewer).shippingInfo.carrierServiceOptions[0].shippingOptions[0];
    await call('PATCH', `/v1/checkouts/${c.id}`, first, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
    });
    const placed = await call('POST', `/v1/checkouts/${c.id}/create-order`, first);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stockOf(jug.id)).toBe(2);
    const holds = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_holds where checkout_id = ${c.id}`,
    );
    expect(Number(holds[0]!.n)).toBe(0);
  });

  it('returns expired holds to stock once, whoever sweeps', async () => {
    const bowl = await createProduct(t.app, {
      name: 'Held Bowl',
      priceData: { price: '12.00' },
      stock: { trackInventory: true, quantity: 5 },
    });
    const visitor = await visitorToken(t.app);
    await newCheckout(t.app, visitor, [line(bowl.id, 4)]);
    expect(await stockOf(bowl.id)).toBe(1);
    const later = new Date(Date.now() + 16 * 60_000);
    const due = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_holds where expires_at < ${later}`,
    );
    const sweeps = await Promise.all([
      sweepExpiredHolds(t.database.db, later),
      sweepExpiredHolds(t.database.db, later),
    ]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(Number(due[0]!.n));
    expect(Number(due[0]!.n)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredHolds(t.database.db, later)).toBe(0);
    expect(await stockOf(bowl.id)).toBe(5);
  });

  it('gives the units back when the checkout is marked completed', async () => {
    const cup = await createProduct(t.app, {
      name: 'Held Cup',
      priceData: { price: '8.00' },
      stock: { trackInventory: true, quantity: 2 },
    });
    const visitor = await visitorToken(t.app);
    const c = await newCheckout(t.app, visitor, [line(cup.id, 2)]);
    expect(await stockOf(cup.id)).toBe(0);
    expect((await call('POST', `/v1/checkouts/${c.id}/mark-as-completed`, visitor)).statusCode).toBe(200);
    expect(await stockOf(cup.id)).toBe(2);
  });
});

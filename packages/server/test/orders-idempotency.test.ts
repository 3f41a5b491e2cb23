import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_SECONDS, requestHash, withIdempotency } from '../src/http/idempotency';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, checkoutOf, line, newCheckout } from './checkout-helpers';
import { appCode, rowsOf, startTestApp, type TestApp } from './helpers';

/**
 * `Idempotency-Key` claimed before the work (http/idempotency.ts), on PGlite and (with DATABASE_URL) PostgreSQL:
 * a retry after success is answered the stored answer, a retry after a failure is judged afresh, a request
 * while the first is still worked on answers 409 and does nothing, and a claim left by a crash expires.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
let vase: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    weight: 1.2,
    stock: { trackInventory: true, quantity: 50 },
  });
});
afterAll(() => t.close());

const stock = async () =>
  Number(
    (
      await rowsOf<{ quantity: number }>(
        t.database.db,
        sql`select quantity from product_variants where product_id = ${vase.id}`,
      )
    )[0]!.quantity,
  );

const keyRow = async (key: string) =>
  (
    await rowsOf<{ scope: string; state: string; request_hash: string }>(
      t.database.db,
      sql`select scope, state, request_hash from idempotency_keys where key = ${key}`,
    )
  )[0];

/** A checkout with email and address; its delivery option chosen unless `choose` is false. */
async function checkout(token: string, choose = true) {
  const c = await newCheckout(t.app, token, [line(vase.id)], true);
  if (!choose) return c;
  const option = c.shippingInfo.carrierServiceOptions
    .flatMap((o: any) => o.shippingOptions)
    .find((o: any) => !o.logistics.pickupDetails);
  const res = await call('PATCH', `/v1/checkouts/${c.id}`, token, {
    checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return checkoutOf(res);
}

const place = (token: string, id: string, key: string) =>
  call('POST', `/v1/checkouts/${id}/create-order`, token, {}, { 'idempotency-key': key });

describe('Idempotency-Key on create-order', () => {
  it('answers a retry after success with the stored answer, and keeps the key DONE', async () => {
    const visitor = await visitorToken(t.app);
    const c = await checkout(visitor);
    const first = await place(visitor, c.id, 'success-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(await keyRow('success-1')).toMatchObject({ state: 'DONE' });
    const before = await stock();
    const again = await place(visitor, c.id, 'success-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stock()).toBe(before);
  });

  it('lets go of the key when the request fails, so its retry is judged afresh', async () => {
    const visitor = await visitorToken(t.app);
    const c = await checkout(visitor, false);
    const refused = await place(visitor, c.id, 'failure-1');
    expect([refused.statusCode, appCode(refused)]).toEqual([400, 'SHIPPING_OPTION_REQUIRED']);
    expect(await keyRow('failure-1')).toBeUndefined();
    const option = c.shippingInfo.carrierServiceOptions
      .flatMap((o: any) => o.shippingOptions)
      .find((o: any) => !o.logistics.pickupDetails);
    await call('PATCH', `/v1/checkouts/${c.id}`, visitor, {
      checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
    });
    const retried = await place(visitor, c.id, 'failure-1');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await keyRow('failure-1')).toMatchObject({ state: 'DONE' });
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_FLIGHT while the key is claimed and does nothing; a stale claim expires', async () => {
    const visitor = await visitorToken(t.app);
    const done = await checkout(visitor);
    expect((await place(visitor, done.id, 'scope-probe')).statusCode).toBe(200);
    const { scope } = (await keyRow('scope-probe'))!;
    const c = await checkout(visitor);
    // Another request of this caller holds the key for this very checkout, as a request still running does.
    await t.database.db.execute(
      sql`insert into idempotency_keys (scope, key, request_hash, state, claim)
          values (${scope}, 'busy-1', ${requestHash({ params: { id: c.id }, body: {} })}, 'IN_FLIGHT', gen_random_uuid())`,
    );
    const before = await stock();
    const busy = await place(visitor, c.id, 'busy-1');
    expect([busy.statusCode, appCode(busy)]).toEqual([409, 'IDEMPOTENCY_KEY_IN_FLIGHT']);
    expect(checkoutOf(await call('GET', `/v1/checkouts/${c.id}`, visitor)).orderId).toBeUndefined();
    expect(await stock()).toBe(before);
    // Another request with the key in flight: refused as reused, nothing done either.
    const other = await checkout(visitor);
    const reused = await place(visitor, other.id, 'busy-1');
    expect([reused.statusCode, appCode(reused)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await stock()).toBe(before);
    // The process that claimed it died: after CLAIM_SECONDS the key is taken anew.
    await t.database.db.execute(
      sql`update idempotency_keys set created_date = now() - ${`${CLAIM_SECONDS + 1} seconds`}::interval
          where key = 'busy-1'`,
    );
    const later = await place(visitor, c.id, 'busy-1');
    expect(later.statusCode, later.body).toBe(200);
    expect(await stock()).toBe(before - 1);
  });
});

describe('withIdempotency', () => {
  it('refuses a second call while the first runs, then answers the first one’s answer', async () => {
    const db = t.database.db;
    let finish!: (answer: { n: number }) => void;
    let runs = 0;
    const first = withIdempotency(db, 'direct-1', 'test|direct', { a: 1 }, () => {
      runs++;
      return new Promise<{ n: number }>((resolve) => (finish = resolve));
    });
    await expect.poll(async () => (await keyRow('direct-1'))?.state).toBe('IN_FLIGHT');
    const second = withIdempotency(db, 'direct-1', 'test|direct', { a: 1 }, async () => {
      runs++;
      return { n: 2 };
    });
    await expect(second).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
    const other = withIdempotency(db, 'direct-1', 'test|direct', { a: 2 }, async () => {
      runs++;
      return { n: 3 };
    });
    await expect(other).rejects.toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    finish({ n: 1 });
    await expect(first).resolves.toEqual({ n: 1 });
    const replay = await withIdempotency(db, 'direct-1', 'test|direct', { a: 1 }, async () => {
      runs++;
      return { n: 4 };
    });
    expect(replay).toEqual({ n: 1 });
    expect(runs).toBe(1);
  });
});

describe('one Idempotency-Key on create-orders of four checkouts at once', () => {
  it('places one order; the other three answer 409 in flight or 422 reused and place nothing', async () => {
    const visitor = await visitorToken(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await checkout(visitor)).id);
    const ordersBefore = Number(
      (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`))[0]!.n,
    );
    const before = await stock();
    const answers = await Promise.all(ids.map((id) => place(visitor, id, 'race-1')));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect([
        [409, 'IDEMPOTENCY_KEY_IN_FLIGHT'],
        [422, 'IDEMPOTENCY_KEY_REUSED'],
      ]).toContainEqual([a.statusCode, appCode(a)]);
    const ordersAfter = Number(
      (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`))[0]!.n,
    );
    expect(ordersAfter).toBe(ordersBefore + 1);
    expect(await stock()).toBe(before - 1);
    const completed = await Promise.all(
      ids.map(async (id) => checkoutOf(await call('GET', `/v1/checkouts/${id}`, visitor)).orderId),
    );
    expect(completed.filter(Boolean)).toEqual([ok[0]!.json().orderId]);
  }, 60_000);
});

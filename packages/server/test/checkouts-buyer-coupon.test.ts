import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShipping } from '../src/modules/shipping';
import { memberLogin, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, checkoutOf, line, readyCheckoutOf } from './checkout-helpers';
import { appCode, asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';

/**
 * A coupon's limit per buyer: the buyer is the checkout's email (trimmed, lower-cased) as well as the token's
 * visitor or member, and a use by any of them counts. Checked when the coupon is applied, when the email
 * changes, and at create-order under the coupon's row lock (a race past the first checks answers 409 and
 * places nothing).
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
    stock: { trackInventory: true, quantity: 100 },
  });
});
afterAll(() => t.close());

let serial = 0;
/** A fresh coupon taking 5.00 off, once per buyer. */
async function oncePerBuyer(): Promise<string> {
  const code = `MINE-ONCE-${++serial}`;
  const res = await call('POST', '/v1/coupons', asAdmin.authorization, {
    coupon: { name: code, code, type: 'AMOUNT', amount: '5', usageLimitPerBuyer: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return code;
}

const usesOf = async (code: string) =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from coupon_uses u join coupons c on c.id = u.coupon_id where c.code = ${code}`,
    )
  )[0]!.n;

const ordersOf = async (email: string) =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where buyer_email = ${email}`,
    )
  )[0]!.n;

const place = (token: string, id: string) => call('POST', `/v1/checkouts/${id}/create-order`, token);

describe('a coupon used once per buyer', () => {
  it('is refused to fresh visitors who give the same email, whatever its case', async () => {
    const code = await oncePerBuyer();
    const first = await visitorToken(t.app);
    const c1 = await readyCheckoutOf(t.app, first, [line(vase.id)], 'same.buyer@example.com', {
      couponCode: code,
    });
    const placed = await place(first, c1.id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.appliedDiscounts).toEqual([
      expect.objectContaining({ coupon: expect.objectContaining({ code }) }),
    ]);

    // A second visitor, the same email in other case: applying the coupon is refused.
    const second = await visitorToken(t.app);
    const c2 = await readyCheckoutOf(t.app, second, [line(vase.id)], 'Same.Buyer@Example.COM');
    const applied = await call('PATCH', `/v1/checkouts/${c2.id}`, second, { couponCode: code });
    expect([applied.statusCode, appCode(applied)]).toEqual([400, 'COUPON_LIMIT_PER_BUYER']);
    expect(applied.json().details.applicationError.description).toBe('You have already used this code');

    // A third: create-checkout with the email and the coupon is refused alike.
    const third = await visitorToken(t.app);
    const made = await call('POST', '/ecom/v1/checkouts', third, {
      lineItems: [line(vase.id)],
      couponCode: code,
      checkoutInfo: { buyerInfo: { email: 'same.buyer@example.com' } },
    });
    expect([made.statusCode, appCode(made)]).toEqual([400, 'COUPON_LIMIT_PER_BUYER']);

    // A fourth applies it before giving an email: the email then takes the discount away, and says why.
    const fourth = await visitorToken(t.app);
    const c4 = await readyCheckoutOf(t.app, fourth, [line(vase.id)], 'someone.else@example.com', {
      couponCode: code,
    });
    expect(c4.couponProblem).toBeUndefined();
    const renamed = await call('PATCH', `/v1/checkouts/${c4.id}`, fourth, {
      checkout: { buyerInfo: { email: 'SAME.buyer@example.com' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = checkoutOf(renamed);
    expect(after.couponProblem).toMatchObject({ code: 'COUPON_LIMIT_PER_BUYER' });
    expect(after.appliedDiscounts).toEqual([]);
    expect(Number(after.priceSummary.total.amount)).toBe(Number(c4.priceSummary.total.amount) + 5);
    expect(await usesOf(code)).toBe(1);
  });

  it('counts a signed-in member’s use whatever email a later checkout gives', async () => {
    const code = await oncePerBuyer();
    const member = (await memberLogin(t.app)).access_token;
    const c1 = await readyCheckoutOf(t.app, member, [line(vase.id)], 'member.first@example.com', {
      couponCode: code,
    });
    expect((await place(member, c1.id)).statusCode).toBe(200);
    const c2 = await readyCheckoutOf(t.app, member, [line(vase.id)], 'member.second@example.com');
    const applied = await call('PATCH', `/v1/checkouts/${c2.id}`, member, { couponCode: code });
    expect([applied.statusCode, appCode(applied)]).toEqual([400, 'COUPON_LIMIT_PER_BUYER']);
  });

  it('placed at once by three visitors with one email: one order gets it, the others 409 and nothing placed', async () => {
    const code = await oncePerBuyer();
    const email = 'racing.buyer@example.com';
    const shoppers = await Promise.all(
      [0, 1, 2].map(async () => {
        const token = await visitorToken(t.app);
        const c = await readyCheckoutOf(t.app, token, [line(vase.id)], email, { couponCode: code });
        expect(c.appliedDiscounts).toHaveLength(1);
        return { token, c };
      }),
    );
    const answers = await Promise.all(shoppers.map(({ token, c }) => place(token, c.id)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409]);
    expect(await usesOf(code)).toBe(1);
    expect(await ordersOf(email)).toBe(1);
    for (const [i, answer] of answers.entries()) {
      if (answer.statusCode === 200) continue;
      expect(appCode(answer)).toBe('CHECKOUT_TOTAL_CHANGED');
      expect(answer.json().details.applicationError.data).toMatchObject({
        reason: 'COUPON_LIMIT_PER_BUYER',
        reviewedTotal: { amount: shoppers[i]!.c.priceSummary.total.amount },
      });
      // The buyer is shown the new total; placing again gives the order at it, without the coupon.
      const { token, c } = shoppers[i]!;
      const seen = checkoutOf(await call('GET', `/v1/checkouts/${c.id}`, token));
      expect(seen.orderId).toBeUndefined();
      expect(seen.couponProblem).toMatchObject({ code: 'COUPON_LIMIT_PER_BUYER' });
      expect(seen.priceSummary.total).toMatchObject(answer.json().details.applicationError.data.total);
    }
    const refused = shoppers.find((_, i) => answers[i]!.statusCode === 409)!;
    const again = await place(refused.token, refused.c.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.appliedDiscounts).toEqual([]);
    expect(Number(again.json().order.priceSummary.total.amount)).toBe(
      Number(refused.c.priceSummary.total.amount) + 5,
    );
    expect(await usesOf(code)).toBe(1);
  });
});

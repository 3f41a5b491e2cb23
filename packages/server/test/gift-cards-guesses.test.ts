import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUESSES_PER_TOKEN } from '../src/modules/gift-cards/balance';
import { seedDemoGiftCards } from '../src/modules/gift-cards';
import { headers, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { line, newCheckout } from './checkout-helpers';
import { appCode, startTestApp, type TestApp } from './helpers';

/**
 * Gift card codes are tried at the balance check, at create-checkout and at PATCH checkout: every try counts
 * against the same limits, so guessing cannot go on through one surface once another is spent.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let vase: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoGiftCards(t.database.db);
  vase = await createProduct(t.app, { name: 'Stoneware Vase', priceData: { price: '25.00' } });
});
afterAll(() => t.close());

/** Each test from its own client address, so the per-address limit (100) never decides. */
let address = 0;
const from = () => `198.51.100.${++address}`;

type Try = (code: string) => Promise<{ statusCode: number; body: string; json: () => any }>;

/** The three places a shopper with `token` may try a code, from `ip`. */
async function surfaces(token: string, ip: string) {
  const checkout = await newCheckout(t.app, token, [line(vase.id)]);
  const balance: Try = (code) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/gift-cards/balance',
      headers: headers(token),
      payload: { code },
      remoteAddress: ip,
    });
  const patch: Try = (code) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/checkouts/${checkout.id}`,
      headers: headers(token),
      payload: { giftCardCode: code },
      remoteAddress: ip,
    });
  const create: Try = (code) =>
    t.app.inject({
      method: 'POST',
      url: '/ecom/v1/checkouts',
      headers: headers(token),
      payload: { lineItems: [line(vase.id)], giftCardCode: code },
      remoteAddress: ip,
    });
  return { balance, patch, create };
}

const refusedAsTooMany = (res: { statusCode: number; json: () => any }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    message: 'Too many gift card codes tried: try again in a few minutes',
    details: {
      applicationError: {
        code: 'TOO_MANY_REQUESTS',
        description: 'Too many gift card codes tried: try again in a few minutes',
        data: {},
      },
    },
  });
};

describe('gift card code guesses', () => {
  it('through PATCH checkout are refused with 429 at the same count as the balance check', async () => {
    const byBalance = await surfaces(await visitorToken(t.app), from());
    const byPatch = await surfaces(await visitorToken(t.app), from());
    for (let i = 0; i < GUESSES_PER_TOKEN; i++) {
      const a = await byBalance.balance(`NOPE-GUESS-${i}`);
      expect(appCode(a)).toBe('GIFT_CARD_NOT_FOUND');
      const b = await byPatch.patch(`NOPE-GUESS-${i}`);
      expect(b.statusCode, b.body).toBe(400);
      expect(appCode(b)).toBe('GIFT_CARD_NOT_FOUND');
    }
    expect((await byPatch.patch('NOPE-GUESS-X')).statusCode).toBe(429);
    refusedAsTooMany(await byBalance.balance('NOPE-GUESS-X'));
    refusedAsTooMany(await byPatch.patch('NOPE-GUESS-Y'));
    // Spent at PATCH, the other surfaces refuse too, even a real code.
    refusedAsTooMany(await byPatch.balance('GIFT-DEMO-50'));
    refusedAsTooMany(await byPatch.create('GIFT-DEMO-50'));
    refusedAsTooMany(await byPatch.patch('GIFT-DEMO-50'));
  });

  it('share one budget across the balance check, create-checkout and PATCH', async () => {
    const s = await surfaces(await visitorToken(t.app), from());
    const tries = [s.balance, s.create, s.patch];
    for (let i = 0; i < GUESSES_PER_TOKEN; i++) {
      const res = await tries[i % 3]!(i === 7 ? 'gift-demo-50' : `NOPE-MIXED-${i}`);
      expect(res.statusCode, `try ${i}: ${res.body}`).toBe(i === 7 ? 200 : 400);
    }
    for (const again of tries) refusedAsTooMany(await again('GIFT-DEMO-50'));
  });

  it('does not count sending again the code the checkout holds', async () => {
    const s = await surfaces(await visitorToken(t.app), from());
    for (let i = 0; i < GUESSES_PER_TOKEN + 5; i++) {
      const res = await s.patch(i % 2 ? 'GIFT-DEMO-50' : ' gift-demo-50 ');
      expect(res.statusCode, `PATCH ${i}: ${res.body}`).toBe(200);
    }
    expect((await s.balance('GIFT-DEMO-50')).statusCode).toBe(200);
  });
});

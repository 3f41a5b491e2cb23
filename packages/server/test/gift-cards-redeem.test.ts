import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardRedemptions, giftCards } from '../src/db/schema';
import type { Db } from '../src/db/open';
import {
  giftCardForCheckout,
  redeemGiftCard,
  returnGiftCardRedemptions,
  seedDemoGiftCards,
} from '../src/modules/gift-cards';
import type { AppError } from '../src/http/errors';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/** The gift card functions checkouts and orders call inside their transactions. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const NOW = new Date();

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await startTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

let serial = 0;
async function issue(giftCard: Record<string, unknown>): Promise<{ id: string; code: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/gift-cards',
    headers: asAdmin,
    payload: { giftCard: { currency: 'USD', code: `TEST-CARD-${++serial}`, ...giftCard } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ giftCard: { id: string; code: string } }>().giftCard;
}
const balanceOf = async (id: string) =>
  (await db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, id)))[0]!.balance;
const orderId = () => crypto.randomUUID();

async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as AppError;
    return { status: e.status, code: e.code, message: e.message };
  }
  throw new Error('expected a refusal');
}

describe('the demo gift card', () => {
  it('is GIFT-DEMO-50, 50.00 USD, seeded once', async () => {
    expect(await seedDemoGiftCards(db)).toEqual({ seeded: true });
    expect(await seedDemoGiftCards(db)).toEqual({ seeded: false });
    const card = await giftCardForCheckout(db, 'gift-demo-50', 'USD', NOW);
    expect(card).toMatchObject({ code: 'GIFT-DEMO-50', balance: 5000n });
  });
});

describe('giftCardForCheckout', () => {
  it('finds a card whatever the case and spaces of the code', async () => {
    const card = await issue({ initialBalance: '12.34' });
    expect(await giftCardForCheckout(db, `  ${card.code.toLowerCase()} `, 'USD', NOW)).toEqual({
      id: card.id,
      code: card.code,
      balance: 1234n,
    });
  });

  it("refuses with the shopper's reason: not found, disabled, expired, currency, used up", async () => {
    expect(await refusal(giftCardForCheckout(db, 'NOPE-NOPE-NOPE', 'USD', NOW))).toEqual({
      status: 400,
      code: 'GIFT_CARD_NOT_FOUND',
      message: 'There is no gift card with this code: check it and try again',
    });
    const disabled = await issue({ initialBalance: 5 });
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/gift-cards/${disabled.id}`,
      headers: asAdmin,
      payload: { giftCard: { disabled: true } },
    });
    expect(await refusal(giftCardForCheckout(db, disabled.code, 'USD', NOW))).toMatchObject({
      code: 'GIFT_CARD_DISABLED',
    });
    const expired = await issue({ initialBalance: 5, expirationDate: '2024-02-29T10:00:00.000Z' });
    expect(await refusal(giftCardForCheckout(db, expired.code, 'USD', NOW))).toEqual({
      status: 400,
      code: 'GIFT_CARD_EXPIRED',
      message: 'This gift card expired on 2024-02-29',
    });
    const euros = await issue({ initialBalance: 5, currency: 'EUR' });
    expect(await refusal(giftCardForCheckout(db, euros.code, 'USD', NOW))).toEqual({
      status: 400,
      code: 'GIFT_CARD_CURRENCY',
      message: 'This gift card is in EUR and cannot pay for an order in USD',
    });
    const spent = await issue({ initialBalance: 5 });
    await db.transaction((tx) =>
      redeemGiftCard(tx, { code: spent.code, amount: 500n, currency: 'USD', orderId: orderId(), now: NOW }),
    );
    expect(await refusal(giftCardForCheckout(db, spent.code, 'USD', NOW))).toMatchObject({
      status: 400,
      code: 'GIFT_CARD_USED_UP',
    });
  });
});

describe('redeemGiftCard', () => {
  it('takes part of the balance, then what is left, then nothing', async () => {
    const card = await issue({ initialBalance: '50.00' });
    const redeem = (amount: bigint, order = orderId()) =>
      db.transaction((tx) =>
        redeemGiftCard(tx, { code: card.code, amount, currency: 'USD', orderId: order, now: NOW }),
      );
    expect(await redeem(3000n)).toEqual({ id: card.id, code: card.code, amount: 3000n });
    expect(await balanceOf(card.id)).toBe(2000n);
    expect(await redeem(9999n)).toMatchObject({ amount: 2000n });
    expect(await balanceOf(card.id)).toBe(0n);
    expect(await redeem(100n)).toMatchObject({ amount: 0n });
    const rows = await db
      .select()
      .from(giftCardRedemptions)
      .where(eq(giftCardRedemptions.giftCardId, card.id));
    expect(rows.map((r) => r.amount).sort()).toEqual([2000n, 3000n]);
  });

  it('gives the same order what it took the first time, without taking again', async () => {
    const card = await issue({ initialBalance: '50.00' });
    const order = orderId();
    const input = { code: card.code, amount: 1000n, currency: 'USD', orderId: order, now: NOW };
    expect(await db.transaction((tx) => redeemGiftCard(tx, input))).toMatchObject({ amount: 1000n });
    expect(await db.transaction((tx) => redeemGiftCard(tx, { ...input, amount: 4000n }))).toMatchObject({
      amount: 1000n,
    });
    expect(await balanceOf(card.id)).toBe(4000n);
  });

  it('refuses a card that cannot pay, and takes nothing when the transaction rolls back', async () => {
    const euros = await issue({ initialBalance: 5, currency: 'EUR' });
    expect(
      await refusal(
        db.transaction((tx) =>
          redeemGiftCard(tx, {
            code: euros.code,
            amount: 100n,
            currency: 'USD',
            orderId: orderId(),
            now: NOW,
          }),
        ),
      ),
    ).toMatchObject({ code: 'GIFT_CARD_CURRENCY' });
    expect(
      await refusal(
        db.transaction((tx) =>
          redeemGiftCard(tx, {
            code: 'NOPE-NOPE-NOPE',
            amount: 1n,
            currency: 'USD',
            orderId: orderId(),
            now: NOW,
          }),
        ),
      ),
    ).toMatchObject({ code: 'GIFT_CARD_NOT_FOUND' });

    const card = await issue({ initialBalance: 5 });
    await expect(
      db.transaction(async (tx) => {
        await redeemGiftCard(tx, {
          code: card.code,
          amount: 300n,
          currency: 'USD',
          orderId: orderId(),
          now: NOW,
        });
        throw new Error('out of stock');
      }),
    ).rejects.toThrow('out of stock');
    expect(await balanceOf(card.id)).toBe(500n);
  });
});

describe('returnGiftCardRedemptions', () => {
  it("gives an order's redemptions back once, and nothing for an order without one", async () => {
    const card = await issue({ initialBalance: '50.00' });
    const order = orderId();
    await db.transaction((tx) =>
      redeemGiftCard(tx, { code: card.code, amount: 1500n, currency: 'USD', orderId: order, now: NOW }),
    );
    expect(await balanceOf(card.id)).toBe(3500n);
    expect(await db.transaction((tx) => returnGiftCardRedemptions(tx, order))).toBe(1500n);
    expect(await balanceOf(card.id)).toBe(5000n);
    expect(await db.transaction((tx) => returnGiftCardRedemptions(tx, order))).toBe(0n);
    expect(await balanceOf(card.id)).toBe(5000n);
    expect(await returnGiftCardRedemptions(db, orderId())).toBe(0n);
    const detail = await t.app.inject({ method: 'GET', url: `/v1/gift-cards/${card.id}`, headers: asAdmin });
    expect(detail.json()).toMatchObject({
      giftCard: { balance: '50.00' },
      redemptions: [{ orderId: order, amount: '15.00', returnedDate: expect.any(String) }],
    });
  });
});

describe.skipIf(!onPostgres)('under concurrency (PostgreSQL; PGlite runs one transaction at a time)', () => {
  it('never lets two orders spend the same balance', async () => {
    const card = await issue({ initialBalance: '50.00' });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const taken = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const result = await redeemGiftCard(tx, {
            code: card.code,
            amount: 1500n,
            currency: 'USD',
            orderId: orderId(),
            now: NOW,
          });
          // Held open as an order's transaction would be: the others must wait, not read the old balance.
          await pause(5);
          return result.amount;
        }),
      ),
    );
    const total = taken.reduce((a, b) => a + b, 0n);
    expect(total).toBe(5000n);
    expect(taken.filter((a) => a === 1500n)).toHaveLength(3);
    expect(taken.filter((a) => a === 500n)).toHaveLength(1);
    expect(taken.filter((a) => a === 0n)).toHaveLength(16);
    expect(await balanceOf(card.id)).toBe(0n);
    const rows = await db
      .select()
      .from(giftCardRedemptions)
      .where(eq(giftCardRedemptions.giftCardId, card.id));
    expect(rows.reduce((a, r) => a + r.amount, 0n)).toBe(5000n);
  });

  it('gives an order back once however many cancels race', async () => {
    const card = await issue({ initialBalance: '50.00' });
    const order = orderId();
    await db.transaction((tx) =>
      redeemGiftCard(tx, { code: card.code, amount: 2000n, currency: 'USD', orderId: order, now: NOW }),
    );
    const returned = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction((tx) => returnGiftCardRedemptions(tx, order))),
    );
    expect(returned.reduce((a, b) => a + b, 0n)).toBe(2000n);
    expect(await balanceOf(card.id)).toBe(5000n);
  });

  it('one order redeeming twice at once takes once', async () => {
    const card = await issue({ initialBalance: '50.00' });
    const order = orderId();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        db.transaction((tx) =>
          redeemGiftCard(tx, { code: card.code, amount: 1000n, currency: 'USD', orderId: order, now: NOW }),
        ),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled' && r.value.amount === 1000n)).toBe(true);
    expect(await balanceOf(card.id)).toBe(4000n);
  });
});

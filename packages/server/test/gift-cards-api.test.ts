import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoGiftCards } from '../src/modules/gift-cards';
import { headers, memberLogin, visitorToken } from './auth-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let visitor: string;
let member: string;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  visitor = await visitorToken(t.app);
  member = (await memberLogin(t.app)).access_token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, auth: Record<string, string> = asAdmin) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const violations = (res: { json: () => unknown }) =>
  (
    res.json() as {
      details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } };
    }
  ).details.validationError.fieldViolations.map((v) => `${v.field} ${v.violatedRule}`);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface Card {
  id: string;
  code: string;
  balance: string;
  initialBalance: string;
  status: string;
  currency: string;
}
const issue = async (giftCard: object) => {
  const res = await call('POST', '/v1/gift-cards', { giftCard });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ giftCard: Card }>().giftCard;
};
/** Balance checks from their own client address, so the throttle tests below count from zero. */
let address = 0;
const balance = (code: string, auth: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/gift-cards/balance',
    headers: auth,
    payload: { code },
    remoteAddress: `10.0.0.${++address % 250}`,
  });

describe('issuing gift cards', () => {
  it('generates a readable code of 16 characters when none is given', async () => {
    const card = await issue({ initialBalance: '25', currency: 'USD' });
    expect(card.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(card).toMatchObject({
      currency: 'USD',
      initialBalance: '25.00',
      balance: '25.00',
      status: 'ACTIVE',
      disabled: false,
    });
  });

  it("takes the merchant's code in upper case, and refuses it again whatever its case", async () => {
    const card = await issue({
      code: 'Spring-Gift-2026',
      initialBalance: 1000,
      currency: 'JPY',
      expirationDate: '2099-01-01T00:00:00.000Z',
      note: 'For Ada',
    });
    expect(card).toMatchObject({
      code: 'SPRING-GIFT-2026',
      initialBalance: '1000',
      currency: 'JPY',
      expirationDate: '2099-01-01T00:00:00.000Z',
      note: 'For Ada',
    });
    const again = await call('POST', '/v1/gift-cards', {
      giftCard: { code: 'spring-gift-2026', initialBalance: 5, currency: 'USD' },
    });
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('GIFT_CARD_CODE_EXISTS');
  });

  it('refuses a bad code, currency or amount field by field', async () => {
    const cases: [object, string][] = [
      [{ code: 'SHORT', initialBalance: 5, currency: 'USD' }, 'giftCard.code FORMAT'],
      [{ code: 'GIFT CARD 1', initialBalance: 5, currency: 'USD' }, 'giftCard.code FORMAT'],
      [{ initialBalance: 5, currency: 'XXY' }, 'giftCard.currency FORMAT'],
      [{ initialBalance: 5, currency: 'usd' }, 'giftCard.currency FORMAT'],
      [{ initialBalance: '5.001', currency: 'USD' }, 'giftCard.initialBalance DECIMAL_MAX_SCALE'],
      [{ initialBalance: '5.5', currency: 'JPY' }, 'giftCard.initialBalance DECIMAL_MAX_SCALE'],
      [{ initialBalance: 0, currency: 'USD' }, 'giftCard.initialBalance DECIMAL_GT'],
      [{ initialBalance: '-5', currency: 'USD' }, 'giftCard.initialBalance DECIMAL_GT'],
      [{ initialBalance: 'ten', currency: 'USD' }, 'giftCard.initialBalance DECIMAL_MAX_SCALE'],
      [{ initialBalance: '2000000000', currency: 'USD' }, 'giftCard.initialBalance DECIMAL_LTE'],
      [{ currency: 'USD' }, 'giftCard.initialBalance REQUIRED_FIELD'],
      [{ initialBalance: 5, currency: 'USD', balance: 3 }, 'giftCard.balance FIELD_NOT_ALLOWED'],
    ];
    for (const [giftCard, expected] of cases) {
      const res = await call('POST', '/v1/gift-cards', { giftCard });
      expect(res.statusCode, JSON.stringify(giftCard)).toBe(400);
      expect(violations(res), JSON.stringify(giftCard)).toEqual([expected]);
    }
  });
});

describe('reading and changing gift cards', () => {
  it('reads a card with its redemptions; an unknown id is 404', async () => {
    const card = await issue({ initialBalance: '10.50', currency: 'EUR' });
    const res = await call('GET', `/v1/gift-cards/${card.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ giftCard: card, redemptions: [] });
    const missing = await call('GET', `/ecom/v1/gift-cards/${UNKNOWN}`);
    expect(missing.statusCode).toBe(404);
    expect(appCode(missing)).toBe('NOT_FOUND');
  });

  it('disables, enables, moves and clears the expiry, but never the balance', async () => {
    const card = await issue({ initialBalance: 20, currency: 'USD' });
    const url = `/v1/gift-cards/${card.id}`;
    const off = await call('PATCH', url, { giftCard: { disabled: true, note: 'lost' } });
    expect(off.json()).toMatchObject({ giftCard: { disabled: true, status: 'DISABLED', note: 'lost' } });
    const expired = await call('PATCH', url, {
      giftCard: { disabled: false, expirationDate: '2020-01-01T00:00:00.000Z', note: null },
    });
    expect(expired.json()).toMatchObject({ giftCard: { disabled: false, status: 'EXPIRED' } });
    expect(expired.json<{ giftCard: object }>().giftCard).not.toHaveProperty('note');
    const cleared = await call('PATCH', url, { giftCard: { expirationDate: null } });
    expect(cleared.json()).toMatchObject({ giftCard: { status: 'ACTIVE', balance: '20.00' } });
    expect(cleared.json<{ giftCard: object }>().giftCard).not.toHaveProperty('expirationDate');
    const balanceChange = await call('PATCH', url, { giftCard: { balance: '100.00' } });
    expect(violations(balanceChange)).toEqual(['giftCard.balance FIELD_NOT_ALLOWED']);
    const missing = await call('PATCH', `/v1/gift-cards/${UNKNOWN}`, { giftCard: { disabled: true } });
    expect(missing.statusCode).toBe(404);
  });

  it('queries with the shared query language: filter, sort, paging', async () => {
    await issue({ code: 'QUERY-CARD-01', initialBalance: 5, currency: 'GBP' });
    await issue({ code: 'QUERY-CARD-02', initialBalance: 6, currency: 'GBP' });
    const off = await issue({ code: 'QUERY-CARD-03', initialBalance: 7, currency: 'GBP' });
    await call('PATCH', `/v1/gift-cards/${off.id}`, { giftCard: { disabled: true } });
    const res = await call('POST', '/v1/gift-cards/query', {
      query: {
        filter: { currency: 'GBP', status: 'ACTIVE' },
        sort: [{ fieldName: 'code', order: 'DESC' }],
        paging: { limit: 1 },
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ giftCards: Card[]; metadata: { total: number; cursors: { next?: string } } }>();
    expect(body.giftCards.map((c) => c.code)).toEqual(['QUERY-CARD-02']);
    expect(body.metadata).toMatchObject({ total: 2, items: 1 });
    const next = await call('POST', '/v1/gift-cards/query', {
      query: { cursorPaging: { limit: 1, cursor: body.metadata.cursors.next } },
    });
    expect(next.json<{ giftCards: Card[] }>().giftCards.map((c) => c.code)).toEqual(['QUERY-CARD-01']);
    const all = await call('POST', '/v1/gift-cards/query');
    expect(all.statusCode).toBe(200);
    expect(all.json<{ giftCards: Card[] }>().giftCards.length).toBeGreaterThanOrEqual(3);
    const bad = await call('POST', '/v1/gift-cards/query', { query: { filter: { balance: { $gt: 1 } } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('balance check', () => {
  it('answers the demo card whatever the case of the code, to anyone', async () => {
    expect(await seedDemoGiftCards(t.database.db)).toEqual({ seeded: false }); // cards exist already
    const fresh = await call('POST', '/v1/gift-cards/query', {
      query: { filter: { code: 'GIFT-DEMO-50' } },
    });
    expect(fresh.json<{ giftCards: Card[] }>().giftCards).toEqual([]);
    await issue({ code: 'GIFT-DEMO-50', initialBalance: '50.00', currency: 'USD' });
    for (const auth of [{}, headers(visitor), headers(member), asAdmin]) {
      const res = await balance('  gift-demo-50 ', auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        giftCard: { code: 'GIFT-DEMO-50', currency: 'USD', balance: '50.00', status: 'ACTIVE' },
      });
    }
  });

  it('says when a card cannot pay, and that an unknown code is not a card', async () => {
    const card = await issue({ code: 'EXPIRED-CARD', initialBalance: 5, currency: 'USD' });
    await call('PATCH', `/v1/gift-cards/${card.id}`, {
      giftCard: { expirationDate: '2021-05-01T00:00:00.000Z' },
    });
    expect((await balance('expired-card')).json()).toMatchObject({
      giftCard: { status: 'EXPIRED', expirationDate: '2021-05-01T00:00:00.000Z' },
    });
    const missing = await balance('NO-SUCH-CARD');
    expect(missing.statusCode).toBe(400);
    expect(appCode(missing)).toBe('GIFT_CARD_NOT_FOUND');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/gift-cards/balance',
      payload: { code: '' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('allows 20 checks in 15 minutes per token and 100 per client address, elevated callers unlimited', async () => {
    const token = headers(await visitorToken(t.app));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await balance('GIFT-DEMO-50', token)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);

    const fromOne = (auth: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/gift-cards/balance',
        headers: auth,
        payload: { code: 'NO-SUCH-CARD' },
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 100; i++) expect((await fromOne()).statusCode).toBe(400);
    const limited = await fromOne();
    expect(limited.statusCode).toBe(429);
    expect(appCode(limited)).toBe('TOO_MANY_REQUESTS');
    expect((await fromOne(asAdmin)).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('lets only elevated callers issue, read, change and query', async () => {
    const calls = [
      ['POST', '/v1/gift-cards', { giftCard: { initialBalance: 5, currency: 'USD' } }],
      ['GET', `/v1/gift-cards/${UNKNOWN}`, undefined],
      ['PATCH', `/v1/gift-cards/${UNKNOWN}`, { giftCard: { disabled: true } }],
      ['POST', '/v1/gift-cards/query', {}],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, headers(visitor))).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, headers(member))).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

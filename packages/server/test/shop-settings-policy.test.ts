import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/open';
import { captchaTokens, PASSWORD, uniqueEmail, visitorTokens } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { appCode, asAdmin, freshSharedDatabase, testConfig } from './helpers';
import { eventually } from './webhook-receiver';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The shop's policies (once environment variables read at start) live in the shop settings: the environment
 * gives their first-start defaults, a saved value applies to the next registration, sign-in or checkout without
 * a restart, and a second server on the same database sees it within its one-second cache.
 */
const ENV = {
  CAPTCHA_MAX_NUMBER: '200',
  REQUIRE_EMAIL_VERIFICATION: 'false',
  REQUIRE_OWNER_APPROVAL: 'false',
  REGISTER_REQUIRES_CAPTCHA: 'true',
  ACCESS_TOKEN_TTL: '3600',
  SHOP_CURRENCY: 'usd',
};

let databases: Database[];
let first: App;
let second: App;
beforeAll(async () => {
  databases = await freshSharedDatabase(2);
  const apps = await Promise.all(
    databases.map(async (database) => {
      const app = await buildApp({ config: testConfig(ENV), database, logger: false });
      await app.ready();
      return app;
    }),
  );
  [first, second] = [apps[0]!, apps[1]!];
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  for (const database of [...databases].reverse()) await database.close();
});

const patch = (shopSettings: object, app = first, auth: Record<string, string> = asAdmin) =>
  app.inject({ method: 'PATCH', url: '/v1/shop-settings', headers: auth, payload: { shopSettings } });
const saved = async (shopSettings: object) => {
  const res = await patch(shopSettings);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shopSettings;
};
const violations = (res: { json: () => any }) =>
  (res.json().details.validationError.fieldViolations as any[]).map((v) => `${v.field} ${v.violatedRule}`);

const register = async (app: App, withCaptcha: boolean) => {
  const res = await app.inject({
    method: 'POST',
    url: '/v2/register',
    payload: {
      loginId: { email: uniqueEmail('policy') },
      password: PASSWORD,
      ...(withCaptcha ? { captchaTokens: await captchaTokens(app) } : {}),
    },
  });
  return res;
};

describe('shop policies in the shop settings', () => {
  it('answer the environment as first-start defaults', async () => {
    const res = await first.inject({ method: 'GET', url: '/v1/shop-settings' });
    expect(res.json().shopSettings).toMatchObject({
      currency: 'USD',
      requireEmailVerification: false,
      requireOwnerApproval: false,
      registerRequiresCaptcha: true,
      stockHoldMinutes: 0,
      accessTokenTtl: 3600,
      refreshTokenTtl: 90 * 86_400,
    });
  });

  it('refuse a currency that is not ISO 4217 and a sign-in shorter than its access token, field by field', async () => {
    const currency = await patch({ currency: 'EUX' });
    expect(currency.statusCode).toBe(400);
    expect(violations(currency)).toEqual(['shopSettings.currency FORMAT']);
    const lower = await patch({ currency: 'eur' });
    expect(violations(lower)).toEqual(['shopSettings.currency FORMAT']);
    const ttl = await patch({ accessTokenTtl: 7200, refreshTokenTtl: 3600 });
    expect(ttl.statusCode).toBe(400);
    expect(violations(ttl)).toEqual(['shopSettings.refreshTokenTtl VALIDATION']);
    const range = await patch({ stockHoldMinutes: 5000, accessTokenTtl: 10 });
    expect(range.statusCode).toBe(400);
  });

  it('change the currency while nothing is priced yet, and refuse once products are, with a clear message', async () => {
    expect((await saved({ currency: 'EUR' })).currency).toBe('EUR');
    // A product that names no currency is priced in the shop's, as its settings say now.
    const vase = await createProduct(first, { name: 'Policy vase', priceData: { price: '12.00' } });
    expect(vase.priceData.currency).toBe('EUR');
    // Still EUR: saving the same currency is no change.
    expect((await saved({ currency: 'EUR', name: 'Policy shop' })).name).toBe('Policy shop');
    const refused = await patch({ currency: 'GBP' });
    expect(refused.statusCode).toBe(409);
    expect(appCode(refused)).toBe('CURRENCY_IN_USE');
    expect(refused.json().message).toBe(
      'The currency cannot change while 1 product(s) are priced in another currency',
    );
    const now = await first.inject({ method: 'GET', url: '/v1/shop-settings' });
    expect(now.json().shopSettings.currency).toBe('EUR');
    // So is one of a CSV import.
    const imported = await first.inject({
      method: 'POST',
      url: '/v1/products/import',
      headers: asAdmin,
      payload: { csv: 'name,price\nPolicy tray,17', dryRun: false },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const found = await first.inject({
      method: 'POST',
      url: '/v1/products/query',
      headers: asAdmin,
      payload: { query: { filter: { slug: 'policy-tray' } } },
    });
    expect(found.json().products.map((p: any) => p.priceData.currency)).toEqual(['EUR']);
  });

  it('captcha off lets the next registration through without one; on again asks for it', async () => {
    expect((await register(first, false)).json().details.applicationError.code).toBe('-19971');
    await saved({ registerRequiresCaptcha: false });
    const through = await register(first, false);
    expect(through.statusCode, through.body).toBe(200);
    expect(through.json().state).toBe('SUCCESS');
    await saved({ registerRequiresCaptcha: true });
    expect((await register(first, false)).statusCode).toBe(400);
  });

  it('owner approval on makes the next registration pending, in this server at once and in the other within a second', async () => {
    expect((await register(second, true)).json().state).toBe('SUCCESS');
    await saved({ requireOwnerApproval: true });
    expect((await register(first, true)).json().state).toBe('REQUIRE_OWNER_APPROVAL');
    await eventually(async () => (await register(second, true)).json().state === 'REQUIRE_OWNER_APPROVAL');
    await saved({ requireOwnerApproval: false, requireEmailVerification: true });
    expect((await register(first, true)).json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    await saved({ requireEmailVerification: false });
  });

  it('a token lifetime change applies to the next sign-in and renewal, in both servers', async () => {
    expect((await visitorTokens(first)).expires_in).toBe(3600);
    await saved({ accessTokenTtl: 600 });
    const next = await visitorTokens(first);
    expect(next.expires_in).toBe(600);
    await eventually(async () => (await visitorTokens(second)).expires_in === 600);
    const renewed = await first.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: first.ctx.config.clientId,
        grantType: 'refresh_token',
        refreshToken: next.refresh_token,
      },
    });
    expect(renewed.json().expires_in).toBe(600);
  });

  it('the stock hold minutes apply to the next checkout', async () => {
    const product = await createProduct(first, {
      name: 'Held bowl',
      priceData: { price: '20.00', currency: 'EUR' },
      stock: { trackInventory: true, quantity: 5 },
    });
    const visitor = (await visitorTokens(first)).access_token;
    const checkout = async () => {
      const res = await first.inject({
        method: 'POST',
        url: '/v1/checkouts',
        headers: { authorization: visitor },
        payload: {
          channelType: 'WEB',
          lineItems: [
            {
              quantity: 1,
              catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: product.id },
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().checkout;
    };
    expect((await checkout()).stockHoldExpiresDate ?? null).toBeNull();
    await saved({ stockHoldMinutes: 10 });
    const held = await checkout();
    const expires = new Date(held.stockHoldExpiresDate).getTime() - Date.now();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000);
  });

  it('record an audit entry with the policy fields changed', async () => {
    await saved({ stockHoldMinutes: 0 });
    const res = await first.inject({
      method: 'POST',
      url: '/v1/audit-log/query',
      headers: asAdmin,
      payload: { query: { filter: { 'entity.id': 'shop' } } },
    });
    const [latest] = res.json().entries as any[];
    expect(latest).toMatchObject({
      action: 'shopSettings.updated',
      before: { stockHoldMinutes: 10 },
      after: { stockHoldMinutes: 0 },
    });
  });

  it('refuse a change from a caller without settings:write', async () => {
    const visitor = (await visitorTokens(first)).access_token;
    expect(
      (await patch({ registerRequiresCaptcha: false }, first, { authorization: visitor })).statusCode,
    ).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import { headers, memberLogin, visitorToken } from './auth-helpers';

let t: TestApp;
let visitor: string;
let member: string;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200' });
  visitor = await visitorToken(t.app);
  member = (await memberLogin(t.app)).access_token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, auth: Record<string, string> = asAdmin) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const violations = (res: { json: () => unknown }) =>
  (
    res.json() as {
      details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } };
    }
  ).details.validationError.fieldViolations.map((v) => `${v.field} ${v.violatedRule}`);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PRODUCT = '11111111-1111-4111-8111-111111111111';

describe('roles of the merchant pricing API', () => {
  it('lets only elevated callers in, at the root and under /ecom', async () => {
    for (const url of ['/v1/coupons', '/v1/discount-rules', '/v1/tax-rates', '/v1/tax-settings']) {
      expect((await call('GET', url, undefined, {})).statusCode).toBe(401);
      expect((await call('GET', url, undefined, headers(visitor))).statusCode).toBe(403);
      expect((await call('GET', url, undefined, headers(member))).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(200);
      expect((await call('GET', `/ecom${url}`)).statusCode).toBe(200);
    }
    const create = await call(
      'POST',
      '/v1/coupons',
      { coupon: { code: 'X1', name: 'x', type: 'PERCENT', percentage: '5' } },
      headers(member),
    );
    expect(create.statusCode).toBe(403);
  });
});

describe('coupons', () => {
  it('are created, listed, read, changed and deleted', async () => {
    const created = await call('POST', '/v1/coupons', {
      coupon: {
        code: 'Spring20',
        name: 'Spring: 20 % off',
        type: 'PERCENT',
        percentage: 20,
        usageLimit: 100,
      },
    });
    expect(created.statusCode).toBe(200);
    const coupon = created.json().coupon;
    expect(coupon).toMatchObject({
      code: 'Spring20',
      name: 'Spring: 20 % off',
      type: 'PERCENT',
      percentage: '20',
      scope: 'GLOBAL',
      productIds: [],
      collectionIds: [],
      usageLimit: 100,
      active: true,
      timesUsed: 0,
    });
    expect(coupon.amount).toBeUndefined();
    expect((await call('GET', `/v1/coupons/${coupon.id}`)).json().coupon).toEqual(coupon);
    expect((await call('GET', '/v1/coupons')).json().coupons.map((c: { id: string }) => c.id)).toContain(
      coupon.id,
    );

    // Changing the type drops the percentage the new type does not take.
    const changed = await call('PATCH', `/v1/coupons/${coupon.id}`, {
      coupon: {
        type: 'AMOUNT',
        amount: '7.5',
        scope: 'SPECIFIC_ITEMS',
        productIds: [PRODUCT],
        usageLimit: null,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().coupon).toMatchObject({
      type: 'AMOUNT',
      amount: '7.50',
      scope: 'SPECIFIC_ITEMS',
      productIds: [PRODUCT],
    });
    expect(changed.json().coupon.percentage).toBeUndefined();
    expect(changed.json().coupon.usageLimit).toBeUndefined();
    // Leaving SPECIFIC_ITEMS drops the lists.
    const global = await call('PATCH', `/ecom/v1/coupons/${coupon.id}`, { coupon: { scope: 'GLOBAL' } });
    expect(global.json().coupon).toMatchObject({ scope: 'GLOBAL', productIds: [] });

    expect((await call('DELETE', `/v1/coupons/${coupon.id}`)).json()).toEqual({});
    expect((await call('GET', `/v1/coupons/${coupon.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/coupons/${coupon.id}`)).statusCode).toBe(404);
  });

  it('keep codes unique whatever their case: 409', async () => {
    const body = { coupon: { code: 'ONCE', name: 'Once', type: 'FREE_SHIPPING' } };
    const first = await call('POST', '/v1/coupons', body);
    expect(first.json().coupon.scope).toBe('SHIPPING');
    const again = await call('POST', '/v1/coupons', { coupon: { ...body.coupon, code: 'once' } });
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('COUPON_CODE_EXISTS');
    const other = (await call('POST', '/v1/coupons', { coupon: { ...body.coupon, code: 'TWICE' } })).json()
      .coupon;
    const clash = await call('PATCH', `/v1/coupons/${other.id}`, { coupon: { code: 'Once' } });
    expect(clash.statusCode).toBe(409);
  });

  it('answer 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await call('GET', `/v1/coupons/${UNKNOWN}`)).statusCode).toBe(404);
    expect(appCode(await call('PATCH', `/v1/coupons/${UNKNOWN}`, { coupon: { name: 'x' } }))).toBe(
      'NOT_FOUND',
    );
    expect((await call('GET', '/v1/coupons/not-an-id')).statusCode).toBe(400);
  });

  it('name every bad field', async () => {
    const bad = async (coupon: object) => {
      const res = await call('POST', '/v1/coupons', { coupon: { code: 'BAD', name: 'Bad', ...coupon } });
      expect(res.statusCode).toBe(400);
      return violations(res);
    };
    expect(await bad({ type: 'PERCENT' })).toEqual(['coupon.percentage REQUIRED_FIELD']);
    expect(await bad({ type: 'PERCENT', percentage: '120' })).toEqual(['coupon.percentage DECIMAL_LTE']);
    expect(await bad({ type: 'PERCENT', percentage: '0' })).toEqual(['coupon.percentage DECIMAL_GT']);
    expect(await bad({ type: 'PERCENT', percentage: '10.125' })).toEqual([
      'coupon.percentage DECIMAL_MAX_SCALE',
    ]);
    expect(await bad({ type: 'PERCENT', percentage: 'ten' })).toEqual(['coupon.percentage VALIDATION']);
    expect(await bad({ type: 'PERCENT', percentage: '10', amount: '5' })).toEqual([
      'coupon.amount ONE_OF_ALIGNMENT',
    ]);
    expect(await bad({ type: 'AMOUNT' })).toEqual(['coupon.amount REQUIRED_FIELD']);
    expect(await bad({ type: 'AMOUNT', amount: '-5' })).toEqual(['coupon.amount DECIMAL_GT']);
    expect(await bad({ type: 'AMOUNT', amount: '1.0001' })).toEqual(['coupon.amount DECIMAL_MAX_SCALE']);
    expect(await bad({ type: 'FREE_SHIPPING', scope: 'GLOBAL' })).toEqual(['coupon.scope ONE_OF_ALIGNMENT']);
    expect(await bad({ type: 'PERCENT', percentage: '5', scope: 'SPECIFIC_ITEMS' })).toEqual([
      'coupon.productIds REQUIRED_FIELD',
    ]);
    expect(await bad({ type: 'PERCENT', percentage: '5', collectionIds: [PRODUCT] })).toEqual([
      'coupon.collectionIds ONE_OF_ALIGNMENT',
    ]);
    expect(await bad({ type: 'PERCENT', percentage: '5', minimumSubtotal: '-1' })).toEqual([
      'coupon.minimumSubtotal DECIMAL_GTE',
    ]);
    expect(
      await bad({
        type: 'PERCENT',
        percentage: '5',
        startDate: '2026-03-01T00:00:00Z',
        expirationDate: '2026-02-01T00:00:00Z',
      }),
    ).toEqual(['coupon.expirationDate VALIDATION']);
    expect(await bad({ type: 'PERCENT', percentage: '5', usageLimit: -1 })).toEqual([
      'coupon.usageLimit MIN',
    ]);
    expect(await bad({ type: 'HALF_OFF' })).toEqual(['coupon.type INVALID_ENUM_VALUE']);
    expect(await bad({ type: 'PERCENT', percentage: '5', colour: 'red' })).toEqual([
      'coupon.colour FIELD_NOT_ALLOWED',
    ]);
    expect(await bad({ code: 'has space', type: 'PERCENT', percentage: '5' })).toEqual([
      'coupon.code FORMAT',
    ]);
    const missing = await call('POST', '/v1/coupons', { coupon: { name: 'No code', type: 'FREE_SHIPPING' } });
    expect(violations(missing)).toEqual(['coupon.code REQUIRED_FIELD']);
  });

  it('check a change against the stored coupon', async () => {
    const { id } = (
      await call('POST', '/v1/coupons', {
        coupon: { code: 'PATCHME', name: 'p', type: 'PERCENT', percentage: '5' },
      })
    ).json().coupon;
    const res = await call('PATCH', `/v1/coupons/${id}`, {
      coupon: { type: 'FREE_SHIPPING', scope: 'GLOBAL' },
    });
    expect(violations(res)).toEqual(['coupon.scope ONE_OF_ALIGNMENT']);
    const pct = await call('PATCH', `/v1/coupons/${id}`, { coupon: { percentage: '250' } });
    expect(violations(pct)).toEqual(['coupon.percentage DECIMAL_LTE']);
    const limited = await call('PATCH', `/v1/coupons/${id}`, { coupon: { usageLimitPerBuyer: 1 } });
    expect(limited.json().coupon.usageLimitPerBuyer).toBe(1);
    const ok = await call('PATCH', `/v1/coupons/${id}`, {
      coupon: { type: 'FREE_SHIPPING', usageLimitPerBuyer: 0 },
    });
    expect(ok.json().coupon).toMatchObject({ type: 'FREE_SHIPPING', scope: 'SHIPPING' });
    expect(ok.json().coupon.percentage).toBeUndefined();
    expect(ok.json().coupon.usageLimitPerBuyer).toBeUndefined();
  });
});

describe('automatic discounts', () => {
  it('are created, listed, read, changed and deleted, with the same checks as coupons', async () => {
    const created = await call('POST', '/v1/discount-rules', {
      discountRule: { name: '10 % from $150', type: 'PERCENT', percentage: '10', minimumSubtotal: '150' },
    });
    expect(created.statusCode).toBe(200);
    const rule = created.json().discountRule;
    expect(rule).toMatchObject({
      name: '10 % from $150',
      percentage: '10',
      minimumSubtotal: '150.00',
      active: true,
    });
    expect((await call('GET', `/v1/discount-rules/${rule.id}`)).json().discountRule).toEqual(rule);
    expect((await call('GET', '/v1/discount-rules')).json().discountRules).toEqual([rule]);
    const off = await call('PATCH', `/v1/discount-rules/${rule.id}`, { discountRule: { active: false } });
    expect(off.json().discountRule.active).toBe(false);
    const bad = await call('PATCH', `/v1/discount-rules/${rule.id}`, { discountRule: { percentage: '101' } });
    expect(violations(bad)).toEqual(['discountRule.percentage DECIMAL_LTE']);
    expect((await call('POST', '/v1/discount-rules', { discountRule: { type: 'PERCENT' } })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', `/v1/discount-rules/${rule.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/v1/discount-rules/${rule.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/discount-rules/${UNKNOWN}`, { discountRule: {} })).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/discount-rules/${UNKNOWN}`)).statusCode).toBe(404);
  });
});

describe('decimals that may be empty', () => {
  it('store an explicit null as none and 0 as 0', async () => {
    const made = await call('POST', '/v1/discount-rules', {
      discountRule: {
        name: 'Five off',
        type: 'AMOUNT',
        amount: '5',
        percentage: null,
        minimumSubtotal: null,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().discountRule.id;
    const minimum = async () =>
      (await call('GET', `/v1/discount-rules/${id}`)).json().discountRule.minimumSubtotal;
    expect(await minimum()).toBeUndefined();
    await call('PATCH', `/v1/discount-rules/${id}`, { discountRule: { minimumSubtotal: 0 } });
    expect(await minimum()).toBe('0.00');
    await call('PATCH', `/v1/discount-rules/${id}`, { discountRule: { minimumSubtotal: null } });
    expect(await minimum()).toBeUndefined();
    const coupon = await call('POST', '/v1/coupons', {
      coupon: {
        code: 'NULLS',
        name: 'n',
        type: 'PERCENT',
        percentage: '5',
        amount: null,
        minimumSubtotal: null,
      },
    });
    expect([coupon.statusCode, coupon.json().coupon.minimumSubtotal], coupon.body).toEqual([200, undefined]);
    const rate = await call('POST', '/v1/tax-rates', {
      taxRate: { country: 'NL', subdivision: null, rate: '0' },
    });
    expect([rate.statusCode, rate.json().taxRate.subdivision, rate.json().taxRate.rate], rate.body).toEqual([
      200,
      undefined,
      '0',
    ]);
    expect((await call('DELETE', `/v1/tax-rates/${rate.json().taxRate.id}`)).statusCode).toBe(200);
  });
});

describe('tax rates and settings', () => {
  it('keep one rate per place, subdivisions in their country', async () => {
    const ny = await call('POST', '/v1/tax-rates', {
      taxRate: { country: 'us', subdivision: 'ny', rate: '0.088750' },
    });
    expect(ny.statusCode).toBe(200);
    expect(ny.json().taxRate).toMatchObject({
      country: 'US',
      subdivision: 'US-NY',
      rate: '0.08875',
      name: 'US-NY',
    });
    const de = (
      await call('POST', '/v1/tax-rates', { taxRate: { country: 'DE', rate: 0.19, name: 'Germany VAT' } })
    ).json().taxRate;
    expect(de).toMatchObject({ country: 'DE', rate: '0.19', name: 'Germany VAT' });
    expect(de.subdivision).toBeUndefined();
    const twice = await call('POST', '/v1/tax-rates', {
      taxRate: { country: 'US', subdivision: 'US-NY', rate: '0.05' },
    });
    expect(twice.statusCode).toBe(409);
    expect(appCode(twice)).toBe('TAX_RATE_EXISTS');
    expect(
      (await call('POST', '/v1/tax-rates', { taxRate: { country: 'DE', rate: '0.07' } })).statusCode,
    ).toBe(409);
    const elsewhere = await call('POST', '/v1/tax-rates', {
      taxRate: { country: 'CA', subdivision: 'US-NY', rate: '0.05' },
    });
    expect(violations(elsewhere)).toEqual(['taxRate.subdivision ONE_OF_ALIGNMENT']);
    for (const rate of ['1.5', '-0.1', '0.1234567', 'abc']) {
      const res = await call('POST', '/v1/tax-rates', { taxRate: { country: 'FR', rate } });
      expect(violations(res)).toEqual(['taxRate.rate VALIDATION']);
    }
    expect(
      violations(await call('POST', '/v1/tax-rates', { taxRate: { country: 'USA', rate: '0.1' } })),
    ).toEqual(['taxRate.country FORMAT']);
    const changed = await call('PATCH', `/v1/tax-rates/${de.id}`, { taxRate: { rate: '0.07' } });
    expect(changed.json().taxRate).toMatchObject({ rate: '0.07', name: 'Germany VAT' });
    expect((await call('GET', `/v1/tax-rates/${de.id}`)).json().taxRate.rate).toBe('0.07');
    expect((await call('GET', '/v1/tax-rates')).json().taxRates).toHaveLength(2);
    const clash = await call('PATCH', `/v1/tax-rates/${de.id}`, {
      taxRate: { country: 'US', subdivision: 'NY' },
    });
    expect(clash.statusCode).toBe(409);
    expect((await call('DELETE', `/v1/tax-rates/${de.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/v1/tax-rates/${de.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/tax-rates/${UNKNOWN}`, { taxRate: {} })).statusCode).toBe(404);
  });

  it('settings default to prices without tax and untaxed shipping, and change one at a time', async () => {
    expect((await call('GET', '/v1/tax-settings')).json()).toEqual({
      taxSettings: { pricesIncludeTax: false, taxShipping: false },
    });
    const one = await call('PATCH', '/v1/tax-settings', { taxSettings: { taxShipping: true } });
    expect(one.json().taxSettings).toEqual({ pricesIncludeTax: false, taxShipping: true });
    const two = await call('PATCH', '/ecom/v1/tax-settings', { taxSettings: { pricesIncludeTax: true } });
    expect(two.json().taxSettings).toEqual({ pricesIncludeTax: true, taxShipping: true });
    expect((await call('GET', '/v1/tax-settings')).json().taxSettings).toEqual({
      pricesIncludeTax: true,
      taxShipping: true,
    });
    const bad = await call('PATCH', '/v1/tax-settings', { taxSettings: { pricesIncludeTax: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });
});

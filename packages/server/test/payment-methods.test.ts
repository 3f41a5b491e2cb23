import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enabledPaymentMethods,
  paymentMethodById,
  seedDemoPaymentMethods,
} from '../src/modules/payment-methods';
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
const titles = (res: { json: () => unknown }) =>
  (res.json() as { paymentMethods: { title: string }[] }).paymentMethods.map((m) => m.title);

describe('payment methods', () => {
  it('seeds the demo bank transfer and pay on pickup once', async () => {
    expect(await seedDemoPaymentMethods(t.database.db)).toEqual({ seeded: true });
    expect(await seedDemoPaymentMethods(t.database.db)).toEqual({ seeded: false });
    const methods = await enabledPaymentMethods(t.database.db);
    expect(methods.map((m) => m.kind)).toEqual(['BANK_TRANSFER', 'PAY_ON_PICKUP']);
    // Pay on pickup says it goes only with a pickup option.
    expect(methods.map((m) => m.pickupOnly)).toEqual([false, true]);
    expect(methods[0]!.instructions).toMatch(/account 000123456789/);
    const res = await call('GET', '/v1/payment-methods', undefined, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentMethods: methods });
  });

  it('are created, changed and deleted by an elevated caller, at the root and under /ecom', async () => {
    const created = await call('POST', '/ecom/v1/payment-methods', {
      paymentMethod: { kind: 'BANK_TRANSFER', title: 'SEPA transfer', instructions: 'IBAN DE89 3704 0044' },
    });
    expect(created.statusCode).toBe(200);
    const method = created.json<{ paymentMethod: { id: string } }>().paymentMethod;
    expect(method).toMatchObject({ kind: 'BANK_TRANSFER', title: 'SEPA transfer', enabled: true });
    expect(await paymentMethodById(t.database.db, method.id)).toEqual(method);

    const changed = await call('PATCH', `/v1/payment-methods/${method.id}`, {
      paymentMethod: { title: 'SEPA bank transfer', enabled: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      paymentMethod: {
        id: method.id,
        title: 'SEPA bank transfer',
        instructions: 'IBAN DE89 3704 0044',
        enabled: false,
      },
    });

    // Switched off: gone for shoppers, still listed for the merchant.
    expect(titles(await call('GET', '/v1/payment-methods', undefined, headers(visitor)))).not.toContain(
      'SEPA bank transfer',
    );
    expect(titles(await call('GET', '/v1/payment-methods'))).toContain('SEPA bank transfer');
    expect((await enabledPaymentMethods(t.database.db)).map((m) => m.id)).not.toContain(method.id);

    expect((await call('DELETE', `/v1/payment-methods/${method.id}`)).json()).toEqual({});
    expect(await paymentMethodById(t.database.db, method.id)).toBeUndefined();
    const again = await call('DELETE', `/v1/payment-methods/${method.id}`);
    expect(again.statusCode).toBe(404);
    expect(appCode(again)).toBe('NOT_FOUND');
  });

  it('refuses an unknown method, kind, empty title or unknown field with a clear error', async () => {
    const missing = await call('PATCH', `/v1/payment-methods/${UNKNOWN}`, {
      paymentMethod: { enabled: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(appCode(missing)).toBe('NOT_FOUND');
    const badKind = await call('POST', '/v1/payment-methods', {
      paymentMethod: { kind: 'CARD', title: 'Card', instructions: 'x' },
    });
    expect(badKind.statusCode).toBe(400);
    expect(violations(badKind).join()).toMatch(/paymentMethod\.kind/);
    const empty = await call('POST', '/v1/payment-methods', {
      paymentMethod: { kind: 'PAY_ON_PICKUP', title: '', instructions: 'x' },
    });
    expect(violations(empty)).toEqual(['paymentMethod.title MIN_LENGTH']);
    const extra = await call('POST', '/v1/payment-methods', {
      paymentMethod: { kind: 'PAY_ON_PICKUP', title: 'x', instructions: 'x', fee: 3 },
    });
    expect(violations(extra)).toEqual(['paymentMethod.fee FIELD_NOT_ALLOWED']);
    const badId = await call('DELETE', '/v1/payment-methods/not-a-uuid');
    expect(badId.statusCode).toBe(400);
  });

  it('lets everyone read and only elevated callers write', async () => {
    for (const auth of [{}, headers(visitor), headers(member), asAdmin]) {
      expect((await call('GET', '/v1/payment-methods', undefined, auth)).statusCode).toBe(200);
    }
    const writes = [
      [
        'POST',
        '/v1/payment-methods',
        { paymentMethod: { kind: 'PAY_ON_PICKUP', title: 'x', instructions: 'y' } },
      ],
      ['PATCH', `/v1/payment-methods/${UNKNOWN}`, { paymentMethod: { enabled: false } }],
      ['DELETE', `/v1/payment-methods/${UNKNOWN}`, undefined],
    ] as const;
    for (const [method, url, body] of writes) {
      expect((await call(method, url, body, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, headers(visitor))).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, headers(member))).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

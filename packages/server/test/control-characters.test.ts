import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { memberLogin, visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, line, newCheckout, NY, type Method } from './checkout-helpers';
import { ADMIN_KEY, startTestApp, type TestApp } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The rule of src/http/control-characters.ts through the routes: a text field carrying U+0000 (which
 * PostgreSQL cannot store: these answered 500) is refused with 400 naming the field, and nothing changes.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let visitor: string;
let checkoutId: string;
let cartId: string;
let member: { token: string; id: string };
let couponId: string;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  const vase = await createProduct(t.app, { name: 'Stoneware Vase', priceData: { price: '25.00' } });
  visitor = await visitorToken(t.app);
  checkoutId = (await newCheckout(t.app, visitor, [line(vase.id)], true)).id as string;
  const cart = await call('POST', '/v1/carts', visitor, { lineItems: [line(vase.id)] });
  cartId = (cart.json() as { cart: { id: string } }).cart.id;
  const login = await memberLogin(t.app);
  member = { token: login.access_token, id: login.memberId };
  const coupon = await call('POST', '/v1/coupons', ADMIN_KEY, {
    coupon: { code: 'NUL10', name: 'Ten off', type: 'PERCENT', percentage: 10 },
  });
  couponId = (coupon.json() as { coupon: { id: string } }).coupon.id;
});
afterAll(() => t.close());

const NUL = 'a\u0000b';

interface Case {
  field: string;
  /** The write carrying the NUL, and the read showing what is stored. */
  write: () => { method: Method; url: string; token: string; payload: unknown };
  read: () => { url: string; token: string };
}

const checkoutPatch = (checkout: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  method: 'PATCH' as const,
  url: `/v1/checkouts/${checkoutId}`,
  token: visitor,
  payload: { checkout, ...extra },
});
const readCheckout = () => ({ url: `/v1/checkouts/${checkoutId}`, token: visitor });
const cartPatch = (payload: Record<string, unknown>) => ({
  method: 'PATCH' as const,
  url: `/v1/carts/${cartId}`,
  token: visitor,
  payload: { cartInfo: { id: cartId }, ...payload },
});
const readCart = () => ({ url: `/v1/carts/${cartId}`, token: visitor });
const memberPatch = (memberDoc: Record<string, unknown>) => ({
  method: 'PATCH' as const,
  url: `/v1/members/${member.id}`,
  token: member.token,
  payload: { member: memberDoc },
});
const readMember = () => ({ url: '/v1/members/my', token: member.token });

const CASES: Case[] = [
  {
    field: 'checkout.billingInfo.address.city',
    write: () => checkoutPatch({ billingInfo: { address: { ...NY, city: NUL } } }),
    read: readCheckout,
  },
  {
    field: 'checkout.billingInfo.address.addressLine1',
    write: () => checkoutPatch({ billingInfo: { address: { ...NY, addressLine1: NUL } } }),
    read: readCheckout,
  },
  {
    field: 'checkout.shippingInfo.shippingDestination.address.postalCode',
    write: () =>
      checkoutPatch({ shippingInfo: { shippingDestination: { address: { ...NY, postalCode: NUL } } } }),
    read: readCheckout,
  },
  {
    field: 'checkout.billingInfo.contactDetails.firstName',
    write: () => checkoutPatch({ billingInfo: { contactDetails: { firstName: NUL } } }),
    read: readCheckout,
  },
  {
    field: 'checkout.shippingInfo.shippingDestination.contactDetails.lastName',
    write: () =>
      checkoutPatch({ shippingInfo: { shippingDestination: { contactDetails: { lastName: NUL } } } }),
    read: readCheckout,
  },
  {
    field: 'checkout.billingInfo.contactDetails.phone',
    write: () => checkoutPatch({ billingInfo: { contactDetails: { phone: NUL } } }),
    read: readCheckout,
  },
  { field: 'checkout.buyerNote', write: () => checkoutPatch({ buyerNote: NUL }), read: readCheckout },
  { field: 'couponCode', write: () => checkoutPatch({}, { couponCode: NUL }), read: readCheckout },
  { field: 'giftCardCode', write: () => checkoutPatch({}, { giftCardCode: NUL }), read: readCheckout },
  {
    field: 'checkout.shippingInfo.selectedCarrierServiceOption.code',
    write: () => checkoutPatch({ shippingInfo: { selectedCarrierServiceOption: { code: NUL } } }),
    read: readCheckout,
  },
  {
    field: 'cartInfo.buyerNote',
    write: () => cartPatch({ cartInfo: { id: cartId, buyerNote: NUL } }),
    read: readCart,
  },
  {
    field: 'cartInfo.contactInfo.address.city',
    write: () => cartPatch({ cartInfo: { id: cartId, contactInfo: { address: { ...NY, city: NUL } } } }),
    read: readCart,
  },
  { field: 'couponCode', write: () => cartPatch({ couponCode: NUL }), read: readCart },
  {
    field: 'member.profile.nickname',
    write: () => memberPatch({ profile: { nickname: NUL } }),
    read: readMember,
  },
  {
    field: 'member.contact.firstName',
    write: () => memberPatch({ contact: { firstName: NUL } }),
    read: readMember,
  },
  {
    field: 'coupon.name',
    write: () => ({
      method: 'PATCH',
      url: `/v1/coupons/${couponId}`,
      token: ADMIN_KEY,
      payload: { coupon: { name: NUL } },
    }),
    read: () => ({ url: `/v1/coupons/${couponId}`, token: ADMIN_KEY }),
  },
];

describe('a NUL character in a text field', () => {
  const on = new Map<Case['read'], string>([
    [readCheckout, 'checkout'],
    [readCart, 'cart'],
    [readMember, 'member'],
  ]);
  it.each(CASES.map((c) => [`${c.field} of a ${on.get(c.read) ?? 'coupon'}`, c] as const))(
    '%s answers 400 naming the field and stores nothing',
    async (_name, c) => {
      const read = c.read();
      const before = await call('GET', read.url, read.token);
      expect(before.statusCode, before.body).toBe(200);
      const { method, url, token, payload } = c.write();
      const res = await call(method, url, token, payload);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as {
        message: string;
        details: { validationError: { fieldViolations: any[] } };
      };
      expect(body.message.startsWith('INVALID_ARGUMENT: ')).toBe(true);
      expect(body.details.validationError.fieldViolations).toEqual([
        {
          field: c.field,
          violatedRule: 'FORMAT',
          description: expect.stringContaining('control characters'),
          data: { character: 'U+0000' },
        },
      ]);
      const after = await call('GET', read.url, read.token);
      expect(after.json()).toEqual(before.json());
    },
  );
});

describe('control characters elsewhere in a request', () => {
  it('are refused in path parameters and query strings, named by the parameter', async () => {
    const path = await call('GET', `/v1/products/${encodeURIComponent('vase\u0001')}`);
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'id' });
    const query = await call('GET', '/v1/members/my?fieldsets=%7F', member.token);
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'fieldsets',
      data: { character: 'U+007F' },
    });
  });

  it('are refused inside a query filter sent as JSON text and in the GET form of a catalog query', async () => {
    const filter = JSON.stringify({ name: 'a\u0000' });
    const asText = await call('POST', '/v1/products/query-platformized', undefined, { query: { filter } });
    expect(asText.statusCode, asText.body).toBe(400);
    expect(asText.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter.name',
    });
    const r = Buffer.from(JSON.stringify({ query: { filter: { slug: '\u0000' } } })).toString('base64url');
    const get = await call('GET', `/v1/products/query-platformized?.r=${r}`);
    expect(get.statusCode, get.body).toBe(400);
    expect(get.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: '.r.query.filter.slug',
    });
  });

  it('leave tab, line feed and carriage return alone in a multi-line note', async () => {
    const note = 'Leave at the door\r\n\tthank you';
    const res = await call('PATCH', `/v1/checkouts/${checkoutId}`, visitor, {
      checkout: { buyerNote: note },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checkout.buyerNote).toBe(note);
  });
});

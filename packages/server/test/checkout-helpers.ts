import type { App } from '../src/app';
import { headers, visitorToken } from './auth-helpers';

/** Helpers for the checkout and order suites: calls as a token's caller, lines of the Wix Stores catalog. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
export const NY = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10013',
  addressLine1: '12 Mercer St',
};

export const ref = (productId: string, variantId?: string) => ({
  appId: STORES,
  catalogItemId: productId,
  ...(variantId ? { options: { variantId } } : {}),
});

export const line = (productId: string, quantity = 1, variantId?: string) => ({
  quantity,
  catalogReference: ref(productId, variantId),
});

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A request with `token` as the Authorization header (a raw API key works too), the answer as inject gives it. */
export function caller(app: App) {
  return (
    method: Method,
    url: string,
    token?: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? headers(token) : {}), ...extra },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
}

export const checkoutOf = (res: { json: () => unknown }) =>
  (res.json() as { checkout: Record<string, any> }).checkout;

/** A checkout of `token` with these lines, and with the buyer's email and a New York address when `ready`. */
export async function newCheckout(
  app: App,
  token: string,
  lineItems: unknown[],
  ready = false,
): Promise<Record<string, any>> {
  const call = caller(app);
  const res = await call('POST', '/v1/checkouts', token, {
    channelType: 'WEB',
    lineItems,
    ...(ready
      ? {
          checkoutInfo: {
            buyerInfo: { email: 'buyer@example.com' },
            shippingInfo: {
              shippingDestination: {
                address: NY,
                contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
              },
            },
          },
        }
      : {}),
  });
  if (res.statusCode !== 200) throw new Error(`create checkout failed: ${res.body}`);
  return checkoutOf(res);
}

/** A new visitor's checkout of these lines, patched with `patch` (buyer email, payment method, gift card ...) and placed. */
export async function placedCheckout(
  app: App,
  lineItems: unknown[],
  patch: Record<string, unknown>,
): Promise<{ visitor: string; checkoutId: string; order: Record<string, any> }> {
  const call = caller(app);
  const visitor = await visitorToken(app);
  const checkout = await newCheckout(app, visitor, lineItems);
  const patched = await call('PATCH', `/v1/checkouts/${checkout.id}`, visitor, patch);
  if (patched.statusCode !== 200) throw new Error(`patch checkout failed: ${patched.body}`);
  const placed = await call('POST', `/v1/checkouts/${checkout.id}/create-order`, visitor);
  if (placed.statusCode !== 200) throw new Error(`create-order failed: ${placed.body}`);
  return { visitor, checkoutId: checkout.id, order: (placed.json() as { order: Record<string, any> }).order };
}

/**
 * A checkout of `token` ready for an order: these lines, `email` as the buyer's, the New York address and its
 * first delivery option, and `extra` (a coupon, a gift card) given at the PATCH that chooses the option.
 */
export async function readyCheckoutOf(
  app: App,
  token: string,
  lineItems: unknown[],
  email: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, any>> {
  const call = caller(app);
  const made = await call('POST', '/v1/checkouts', token, {
    lineItems,
    checkoutInfo: {
      buyerInfo: { email },
      shippingInfo: { shippingDestination: { address: NY, contactDetails: { firstName: 'Ada' } } },
    },
  });
  if (made.statusCode !== 200) throw new Error(`create checkout failed: ${made.body}`);
  const option = checkoutOf(made)
    .shippingInfo.carrierServiceOptions.flatMap((o: any) => o.shippingOptions)
    .find((o: any) => !o.logistics.pickupDetails);
  const res = await call('PATCH', `/v1/checkouts/${checkoutOf(made).id}`, token, {
    checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`patch checkout failed: ${res.body}`);
  return checkoutOf(res);
}

import type { Json } from './merchant';

// Another shopper, through the API: a visitor's checkout of one product, placed as an order (its stock taken).

const CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

async function call(apiUrl: string, method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Json;
}

/**
 * A visitor buys `quantity` of a product without options: answers the order. With `paymentMethodId`, the
 * checkout chooses that offline method (a bank transfer: the order waits for its payment).
 */
export async function buyThroughApi(
  apiUrl: string,
  productId: string,
  quantity: number,
  { paymentMethodId }: { paymentMethodId?: string } = {},
): Promise<Json> {
  const { access_token: token } = await call(apiUrl, 'POST', '/oauth2/token', undefined, {
    clientId: 'storefront',
    grantType: 'anonymous',
  });
  const { checkout } = await call(apiUrl, 'POST', '/v1/checkouts', token as string, {
    channelType: 'WEB',
    lineItems: [{ quantity, catalogReference: { appId: CATALOG_APP_ID, catalogItemId: productId } }],
    checkoutInfo: {
      buyerInfo: { email: `buyer.${Date.now()}@example.com` },
      shippingInfo: {
        shippingDestination: {
          address: {
            country: 'US',
            subdivision: 'US-NY',
            city: 'New York',
            postalCode: '10013',
            addressLine1: '12 Mercer St',
          },
          contactDetails: { firstName: 'Grace', lastName: 'Hopper' },
        },
      },
    },
  });
  const option = (checkout.shippingInfo.carrierServiceOptions as Json[])
    .flatMap((o) => o.shippingOptions as Json[])
    .find((o) => !o.logistics?.pickupDetails);
  await call(apiUrl, 'PATCH', `/v1/checkouts/${checkout.id}`, token as string, {
    checkout: {
      shippingInfo: { selectedCarrierServiceOption: { code: option!.code } },
      ...(paymentMethodId ? { paymentMethodId } : {}),
    },
  });
  const { order } = await call(apiUrl, 'POST', `/v1/checkouts/${checkout.id}/create-order`, token as string);
  return order as Json;
}

// The state the shop's personal pages need before Lighthouse can audit them, made through the commerce
// server's API as the journeys' buyers are (e2e/support/buyer.ts): a visitor's cart with a line and its
// checkout, and a member (made with the operator key, signed in by the authorized_client grant) who placed an
// order. Lighthouse's Chromium is given their session as the storefront's own cookies (Cookie header).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CLIENT_ID = 'storefront';

const ADDRESS = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10013',
  addressLine1: '12 Mercer St',
};

export interface Shopper {
  /** The Cookie header the storefront reads this shopper's session (and cart count) from. */
  cookie: string;
}

export interface ShopperPages {
  /** A visitor with one line in the cart: /cart and /checkout?checkoutId=. */
  visitor: Shopper;
  checkoutPath: string;
  /** A member who placed an order: /success/<order> and /profile/orders. */
  member: Shopper;
  successPath: string;
}

async function call(apiUrl: string, method: string, path: string, auth: string | undefined, body?: unknown) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Json;
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** The storefront's session cookies (lib/shop/session-cookies.ts) for tokens, and its `cart` count cookie. */
function cookieFor(tokens: TokenAnswer, role: 'visitor' | 'member', cartCount: number): string {
  const refresh = JSON.stringify({ value: tokens.refresh_token, role });
  const access = JSON.stringify({
    value: tokens.access_token,
    expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
  return [
    `REFRESH_TOKEN=${encodeURIComponent(refresh)}`,
    `ACCESS_TOKEN=${encodeURIComponent(access)}`,
    ...(cartCount > 0 ? [`cart=${encodeURIComponent(JSON.stringify({ count: cartCount }))}`] : []),
  ].join('; ');
}

const line = (productId: string) => ({
  quantity: 1,
  catalogReference: { appId: CATALOG_APP_ID, catalogItemId: productId },
});

/** The current cart's checkout, with the buyer's details and a delivery (not pickup) chosen. */
async function checkoutOfCart(apiUrl: string, token: string, email: string): Promise<string> {
  const { checkoutId } = await call(apiUrl, 'POST', '/v1/carts/current/create-checkout', token, {
    channelType: 'WEB',
  });
  const { checkout } = await call(apiUrl, 'PATCH', `/v1/checkouts/${checkoutId}`, token, {
    checkout: {
      buyerInfo: { email },
      shippingInfo: {
        shippingDestination: {
          address: ADDRESS,
          contactDetails: { firstName: 'Grace', lastName: 'Hopper' },
        },
      },
    },
  });
  const option = (checkout.shippingInfo.carrierServiceOptions as Json[])
    .flatMap((o) => o.shippingOptions as Json[])
    .find((o) => !o.logistics?.pickupDetails);
  if (!option) throw new Error('the demo shop offered no delivery to New York');
  await call(apiUrl, 'PATCH', `/v1/checkouts/${checkoutId}`, token, {
    checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } },
  });
  return checkoutId as string;
}

/** Makes the shoppers; `productIds`: pieces without options that are in stock. */
export async function makeShoppers(
  apiUrl: string,
  adminKey: string,
  productIds: string[],
): Promise<ShopperPages> {
  const [first, second] = productIds;
  if (!first || !second) throw new Error('two products without options are needed');

  const visitorTokens = (await call(apiUrl, 'POST', '/oauth2/token', undefined, {
    clientId: CLIENT_ID,
    grantType: 'anonymous',
  })) as unknown as TokenAnswer;
  const visitor = visitorTokens.access_token;
  await call(apiUrl, 'POST', '/v1/carts/current/add-to-cart', visitor, { lineItems: [line(first)] });
  const checkoutId = await checkoutOfCart(apiUrl, visitor, `lighthouse.visitor.${Date.now()}@example.com`);

  const email = `lighthouse.member.${Date.now()}@example.com`;
  const { member } = await call(apiUrl, 'POST', '/v1/members', adminKey, {
    member: { loginEmail: email, profile: { nickname: 'Grace Hopper' } },
  });
  const memberTokens = (await call(apiUrl, 'POST', '/oauth2/token', adminKey, {
    clientId: CLIENT_ID,
    grantType: 'authorized_client',
    memberId: member.id,
    scope: 'offline_access',
  })) as unknown as TokenAnswer;
  const token = memberTokens.access_token;
  await call(apiUrl, 'POST', '/v1/carts/current/add-to-cart', token, { lineItems: [line(second)] });
  const placed = await checkoutOfCart(apiUrl, token, email);
  const { orderId } = await call(apiUrl, 'POST', `/v1/checkouts/${placed}/create-order`, token);

  return {
    visitor: { cookie: cookieFor(visitorTokens, 'visitor', 1) },
    checkoutPath: `/checkout?checkoutId=${encodeURIComponent(checkoutId)}`,
    member: { cookie: cookieFor(memberTokens, 'member', 0) },
    successPath: `/success/${encodeURIComponent(orderId as string)}`,
  };
}

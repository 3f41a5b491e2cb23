import type { Scenario } from '../lib/scenario';
import { visitorTokens, WIX_STORES_APP_ID } from '../lib/cart-shoppers';

/** Checkouts made before the load: each request of the run turns one of them into an order. */
const CHECKOUTS = Number(process.env.BENCH_ORDER_CHECKOUTS ?? 8000);
const BUYERS = 50;

const address = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10013',
  addressLine1: '210 Grand Street',
};

export const scenario: Scenario = {
  name: 'place-order',
  description:
    'POST /v1/checkouts/{id}/create-order: 50 buyers (visitor tokens), each request placing the order of a checkout made beforehand (one line, buyer email, shipping address and option): stock taken, order numbered, events written',
  prepare: async (ctx) => {
    const admin = { authorization: ctx.adminKey };
    const { product } = (await ctx.call(
      'POST',
      '/v1/products',
      {
        product: {
          name: `Bench jug ${Date.now()}`,
          productType: 'physical',
          priceData: { price: 24 },
          stock: { trackInventory: true, quantity: 100_000_000 },
        },
      },
      admin,
    )) as { product: { id: string } };
    const tokens = await visitorTokens(ctx, BUYERS);
    const checkoutOf = async (i: number) => {
      const authorization = tokens[i % BUYERS]!;
      const made = (await ctx.call(
        'POST',
        '/v1/checkouts',
        {
          channelType: 'WEB',
          lineItems: [
            { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: product.id }, quantity: 1 },
          ],
          checkoutInfo: {
            buyerInfo: { email: `buyer-${i}@example.com` },
            shippingInfo: {
              shippingDestination: {
                address,
                contactDetails: { firstName: 'Bench', lastName: `Buyer ${i}` },
              },
            },
          },
        },
        { authorization },
      )) as {
        checkout: {
          id: string;
          shippingInfo?: { carrierServiceOptions?: { shippingOptions?: { code: string }[] }[] };
        };
      };
      const option = made.checkout.shippingInfo?.carrierServiceOptions?.[0]?.shippingOptions?.[0]?.code;
      if (option)
        await ctx.call(
          'PATCH',
          `/v1/checkouts/${made.checkout.id}`,
          { checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option } } } },
          { authorization },
        );
      return { path: `/v1/checkouts/${made.checkout.id}/create-order`, headers: { authorization } };
    };
    const entries: { path: string; headers: Record<string, string> }[] = [];
    for (let start = 0; start <= CHECKOUTS; start += 16) {
      const batch = Array.from({ length: Math.min(16, CHECKOUTS + 1 - start) }, (_, k) =>
        checkoutOf(start + k),
      );
      entries.push(...(await Promise.all(batch)));
    }
    // The first checkout is the one whose answer the baseline repeats; the others are each ordered once.
    const [captured, ...rotate] = entries;
    return { method: 'POST', path: captured!.path, headers: captured!.headers, body: '{}', rotate };
  },
};

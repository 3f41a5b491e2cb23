import type { Scenario } from '../lib/scenario';
import { visitorTokens, WIX_STORES_APP_ID } from '../lib/cart-shoppers';

export const scenario: Scenario = {
  name: 'add-to-cart',
  description:
    'POST /v1/carts/current/add-to-cart of one unit of a demo product: each connection a visitor of its own, adding to its own cart',
  prepare: async (ctx) => {
    const answer = (await ctx.call('POST', '/v1/products/query-platformized', {
      query: { paging: { limit: 1 } },
    })) as { products: { id: string }[] };
    const product = answer.products[0];
    if (!product) throw new Error('the demo catalog is empty');
    return {
      method: 'POST',
      path: '/v1/carts/current/add-to-cart',
      body: JSON.stringify({
        lineItems: [
          { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: product.id }, quantity: 1 },
        ],
      }),
      connectionHeaders: (await visitorTokens(ctx, 64)).map((token) => ({ authorization: token })),
    };
  },
};

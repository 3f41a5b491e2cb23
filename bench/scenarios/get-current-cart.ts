import type { Scenario } from '../lib/scenario';
import { visitorTokens, WIX_STORES_APP_ID } from '../lib/cart-shoppers';

export const scenario: Scenario = {
  name: 'get-current-cart',
  description: 'GET /v1/carts/current of a visitor whose cart holds three demo products, priced at each read',
  prepare: async (ctx) => {
    const answer = (await ctx.call('POST', '/v1/products/query-platformized', {
      query: { paging: { limit: 3 } },
    })) as { products: { id: string }[] };
    const tokens = await visitorTokens(ctx, 64);
    const lineItems = answer.products.map((p) => ({
      catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: p.id },
      quantity: 1,
    }));
    for (const token of tokens)
      await ctx.call('POST', '/v1/carts/current/add-to-cart', { lineItems }, { authorization: token });
    return {
      method: 'GET',
      path: '/v1/carts/current',
      connectionHeaders: tokens.map((token) => ({ authorization: token })),
    };
  },
};

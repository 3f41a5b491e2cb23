import type { Scenario } from '../lib/scenario';

export const scenario: Scenario = {
  name: 'product-by-id',
  description: 'GET /v1/products/{id} of a demo product with options and variants',
  prepare: async (ctx) => {
    const answer = (await ctx.call('POST', '/v1/products/query-platformized', {
      query: { filter: { slug: { $exists: true } }, paging: { limit: 100 } },
    })) as { products: { id: string; productOptions?: unknown[] }[] };
    const product = answer.products.find((p) => (p.productOptions?.length ?? 0) > 0) ?? answer.products[0];
    if (!product) throw new Error('the demo catalog is empty');
    return { method: 'GET', path: `/v1/products/${product.id}` };
  },
};

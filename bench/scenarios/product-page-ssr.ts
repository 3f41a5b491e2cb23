import type { Scenario } from '../lib/scenario';

/**
 * Server rendering in the production storefront (`next start`) for a visitor without cookies; the page's
 * catalog reads go through the storefront's data cache (unstable_cache), as in production.
 */
export const scenario: Scenario = {
  name: 'product-page-ssr',
  description:
    'GET /product/{slug} from the production storefront: a demo product with options, server-rendered for a new visitor',
  target: 'storefront',
  prepare: async (ctx) => {
    const answer = (await ctx.call('POST', '/v1/products/query-platformized', {
      query: { filter: { slug: { $exists: true } }, paging: { limit: 100 } },
    })) as { products: { slug: string; productOptions?: unknown[] }[] };
    const product = answer.products.find((p) => (p.productOptions?.length ?? 0) > 0) ?? answer.products[0];
    if (!product) throw new Error('the demo catalog is empty');
    return { method: 'GET', path: `/product/${product.slug}` };
  },
};

import type { Scenario } from '../lib/scenario';

/** The production storefront's page of the demo catalog's fullest collection, for a visitor without cookies. */
export const scenario: Scenario = {
  name: 'collection-page-ssr',
  description:
    'GET /collections/{slug} from the production storefront: the fullest demo collection, for a new visitor',
  target: 'storefront',
  prepare: async (ctx) => {
    const answer = (await ctx.call('POST', '/v1/collections/query', {
      query: { paging: { limit: 100 } },
    })) as { collections: { slug: string; numberOfProducts?: number }[] };
    const fullest = [...answer.collections].sort(
      (a, b) => (b.numberOfProducts ?? 0) - (a.numberOfProducts ?? 0),
    )[0];
    if (!fullest) throw new Error('the demo catalog has no collection');
    return { method: 'GET', path: `/collections/${fullest.slug}` };
  },
};

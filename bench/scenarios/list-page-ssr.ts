import type { Scenario } from '../lib/scenario';

/** The production storefront's product list, first page, for a visitor without cookies. */
export const scenario: Scenario = {
  name: 'list-page-ssr',
  description: 'GET /list from the production storefront: all pieces, first page, for a new visitor',
  target: 'storefront',
  prepare: () => Promise.resolve({ method: 'GET', path: '/list' }),
};

import type { Scenario } from '../lib/scenario';

/** The production storefront's home page for a visitor without cookies (see product-page-ssr.ts). */
export const scenario: Scenario = {
  name: 'home-page-ssr',
  description: 'GET / from the production storefront: the home page with its shelves, for a new visitor',
  target: 'storefront',
  prepare: () => Promise.resolve({ method: 'GET', path: '/' }),
};

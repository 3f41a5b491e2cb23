import type { Scenario } from '../lib/scenario';

export const scenario: Scenario = {
  name: 'visitor-token',
  description: 'POST /oauth2/token anonymous grant: a new visitor with fresh random tokens stored hashed',
  prepare: async () => ({
    method: 'POST',
    path: '/oauth2/token',
    body: JSON.stringify({ clientId: 'storefront', grantType: 'anonymous' }),
  }),
};

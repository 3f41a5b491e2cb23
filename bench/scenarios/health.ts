import type { Scenario } from '../lib/scenario';

export const scenario: Scenario = {
  name: 'health',
  description: 'GET /healthz: routing, hooks, error-envelope plumbing and one database round trip',
  prepare: async () => ({ method: 'GET', path: '/healthz' }),
};

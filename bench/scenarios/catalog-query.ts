import type { Scenario } from '../lib/scenario';

export const scenario: Scenario = {
  name: 'catalog-query',
  description: 'POST /v1/products/query-platformized, first page of 50 of the demo catalog, newest first',
  prepare: async () => ({
    method: 'POST',
    path: '/v1/products/query-platformized',
    body: JSON.stringify({
      query: { sort: [{ fieldName: 'lastUpdated', order: 'DESC' }], paging: { limit: 50 } },
    }),
  }),
};

import { defineConfig } from 'vitest/config';

// One command (`npm test`) runs every unit and integration suite; the browser journeys live in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/server', 'packages/sdk', 'apps/storefront'],
    // Each server test file has its own database; two workers suit the two cores CI has.
    pool: 'forks',
    maxWorkers: 2,
  },
});

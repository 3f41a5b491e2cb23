import { defineConfig } from 'vitest/config';

// Browser journeys: one real server, one production storefront, one Chromium, one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'artifacts/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    // Global setup may build the storefront first (about a minute on two cores).
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});

import { configDefaults, defineProject } from 'vitest/config';

/**
 * The embedded database's own suites (its client, maintenance, the server on a DATA_DIR) open PGlite whatever
 * DATABASE_URL says: the run on PostgreSQL (CI's second server run) would only repeat them.
 */
const EMBEDDED_ONLY = ['src/db/embedded/**/*.test.ts', 'test/embedded-*.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? EMBEDDED_ONLY : [])],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

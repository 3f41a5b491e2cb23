import { configDefaults, defineProject } from 'vitest/config';

/**
 * The embedded database's own suites (its client, maintenance, the server on a DATA_DIR) and create-owner's
 * (the command run on a DATA_DIR) open PGlite whatever DATABASE_URL says: the run on PostgreSQL (CI's second
 * server run) would only repeat them.
 */
const EMBEDDED_ONLY = [
  'src/db/embedded/**/*.test.ts',
  'test/embedded-*.test.ts',
  'test/create-owner.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? EMBEDDED_ONLY : [])],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker imports the server once and runs file after file in it: importing it again for each file
    // was about 1 s of a worker per file, 40 % of the suite. Each file still has its own database and app,
    // and state a module keeps is kept per database handle (db/kept-per-database.ts, db/sweep.ts).
    isolate: false,
  },
});

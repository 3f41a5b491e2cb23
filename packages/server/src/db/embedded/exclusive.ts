import type { PGlite } from '@electric-sql/pglite';

/** The PGlite release whose internals `outsideTransactions` was checked against (pglite-upgrade.test.ts). */
export const PGLITE_CHECKED_VERSION = '0.5.16';

function refuseClosed(pglite: PGlite): void {
  if (!pglite.ready) throw new Error(pglite.closed ? 'PGlite is closed' : 'PGlite is closing');
}

/** Waits for a database still opening and refuses one closing or closed, as PGlite's own `query` does. */
async function whenReady(pglite: PGlite): Promise<void> {
  if (pglite.ready) return;
  if (!pglite.closed) await pglite.waitReady;
  refuseClosed(pglite);
}

/**
 * Runs `fn` (a statement's messages in, its answer out) with the single connection to itself and
 * outside every transaction, as PGlite's own `query` runs a statement.
 *
 * PGlite has two locks: a transaction lock, held from BEGIN to COMMIT, and a query lock, held while
 * one statement runs. Its public `runExclusive` takes only the query lock, which a transaction lets
 * go between its statements: a statement holding that alone could land inside another caller's open
 * transaction, and commit or roll back with it. No public method takes the transaction lock without
 * also sending a statement of its own (`query`, `exec`) or BEGIN and COMMIT around it
 * (`transaction`, which would also refuse VACUUM), so this is the one place the client calls PGlite's
 * private `_runExclusiveTransaction` (checked against PGLITE_CHECKED_VERSION).
 */
export async function outsideTransactions<T>(pglite: PGlite, fn: () => Promise<T>): Promise<T> {
  await whenReady(pglite);
  return pglite._runExclusiveTransaction(() =>
    pglite.runExclusive(() => {
      // A close() queued before this statement got the locks first.
      refuseClosed(pglite);
      return fn();
    }),
  );
}

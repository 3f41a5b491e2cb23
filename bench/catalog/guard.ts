import type { CatalogReport } from './report';

/**
 * The catalog's regression guard: on 100,000 products every listing's p95 stays under 50 ms, on each
 * database, as the shop runs (with its document cache; rows measured without it are diagnostics).
 * Answers one line per listing measured at that size, and whether all held.
 */
export const GUARD_SIZE = 100_000;
export const GUARD_P95_MS = 50;

export function checkGuard(report: CatalogReport): { lines: string[]; held: boolean } {
  const guarded = report.results.filter(
    (r) => r.size === GUARD_SIZE && !r.request.includes('no document cache'),
  );
  const lines = guarded.map(
    (r) =>
      `${r.atelier.p95 < GUARD_P95_MS ? 'held' : 'BROKEN'}: ${r.database} ${r.request} p95 ${r.atelier.p95} ms (guard < ${GUARD_P95_MS} ms)`,
  );
  return { lines, held: guarded.every((r) => r.atelier.p95 < GUARD_P95_MS) };
}

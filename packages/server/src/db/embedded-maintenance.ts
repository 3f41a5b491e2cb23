import { sql } from 'drizzle-orm';
import type { Db } from './open';

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: dead row versions left by
 * updates would pile up and the planner would never get statistics. The server does that work itself,
 * a few minutes after it starts and then every hour. Queries wait behind it on the one connection,
 * which on a catalog of 100,000 products is a second or two.
 */
export const FIRST_MAINTENANCE_MS = 5 * 60 * 1000;
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

export const vacuumAnalyze = (db: Db) => db.execute(sql`vacuum (analyze)`);

export function scheduleMaintenance(
  db: Db,
  timing = { firstAfterMs: FIRST_MAINTENANCE_MS, everyMs: MAINTENANCE_EVERY_MS },
) {
  let running: Promise<void> | undefined;
  let every: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    running = vacuumAnalyze(db)
      .then(() => undefined)
      .catch((error: unknown) => process.emitWarning(`database maintenance failed: ${String(error)}`))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(() => {
    tick();
    every = setInterval(tick, timing.everyMs).unref();
  }, timing.firstAfterMs).unref();
  return {
    /** Stops the schedule and waits for a run in progress, so the database can close. */
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

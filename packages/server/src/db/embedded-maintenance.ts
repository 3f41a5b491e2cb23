import { sql } from 'drizzle-orm';
import type { Db } from './open';

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: dead row versions left by
 * updates would pile up and the planner would never get statistics. The server does that work itself,
 * a few minutes after it starts and then every hour, on the tables that changed enough. Queries wait
 * behind it on the one connection.
 */
export const FIRST_MAINTENANCE_MS = 5 * 60 * 1000;
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/**
 * The tables PostgreSQL's autovacuum would vacuum or analyze now, by its default thresholds: dead
 * rows past 50 + 20 %, inserts past 1,000 + 20 % (to mark pages all-visible for index-only scans),
 * or changes past 50 + 10 % since the last analyze.
 */
const DUE_TABLES = sql`select schemaname as schema, relname as table from pg_stat_user_tables
  where n_dead_tup > 50 + 0.2 * n_live_tup
     or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
     or n_mod_since_analyze > 50 + 0.1 * n_live_tup
  order by schemaname, relname`;

/**
 * Vacuums and analyzes the tables that are due, and no others: a shop that has not changed since the
 * last pass costs nothing, where a whole-database pass held the one connection for a second or two
 * on 100,000 products. Answers the tables it did.
 */
export async function vacuumAnalyze(db: Db): Promise<string[]> {
  // PGlite holds a backend's table statistics until asked: flushed, they show in the next statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const due = (await db.execute(DUE_TABLES)) as unknown as { rows: { schema: string; table: string }[] };
  if (due.rows.length === 0) return [];
  const tables = due.rows.map((r) => sql`${sql.identifier(r.schema)}.${sql.identifier(r.table)}`);
  await db.execute(sql`vacuum (analyze) ${sql.join(tables, sql`, `)}`);
  return due.rows.map((r) => `${r.schema}.${r.table}`);
}

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

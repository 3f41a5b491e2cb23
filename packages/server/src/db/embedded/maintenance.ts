import { sql } from 'drizzle-orm';
import type { Db } from '../open';
import { carriedActivity, flushActivity, tableActivity, type TableActivity } from './activity';
import { unoverlapped } from '../unoverlapped';
import { rowsOf } from '../rows';

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: dead row versions left by
 * updates would pile up, pages would never be marked all-visible again (index-only scans, which the
 * shopper's listings rely on, would read the heap for every row written since), and the planner
 * would never get statistics. The server does that work itself, looking every minute as autovacuum
 * does (its naptime) and working only on the tables that changed enough: a look costs 1 to 10 ms
 * on 100,000 products, and a table's work comes in smaller, shorter passes than an hourly one made.
 * Queries wait behind it on the one connection.
 */
export const FIRST_MAINTENANCE_MS = 60 * 1000;
export const MAINTENANCE_EVERY_MS = 60 * 1000;

/**
 * Single-user mode has no checkpointer either, and a standalone backend never asks for a checkpoint
 * however much it writes: every WAL segment stays in pg_wal until the database closes (416 MB against
 * a 96 MB max_wal_size in a probe; the files of an in-memory database are memory), and a crash replays
 * them all at the next start. The server checkpoints once this much WAL was written since the last
 * checkpoint, looking every minute. A checkpoint keeps up to max_wal_size of old segments for reuse:
 * with PostgreSQL's 1 GB, the data dir of a 100,000-product import kept 897 MB of them.
 */
export const CHECKPOINT_AFTER_WAL_BYTES = 64 * 1024 * 1024;
export const WAL_CHECK_EVERY_MS = 60 * 1000;
export const EMBEDDED_MAX_WAL_SIZE = '128MB';

export interface MaintenanceTiming {
  firstAfterMs: number;
  everyMs: number;
  walCheckEveryMs: number;
  checkpointAfterWalBytes: number;
}

const DEFAULT_TIMING: MaintenanceTiming = {
  firstAfterMs: FIRST_MAINTENANCE_MS,
  everyMs: MAINTENANCE_EVERY_MS,
  walCheckEveryMs: WAL_CHECK_EVERY_MS,
  checkpointAfterWalBytes: CHECKPOINT_AFTER_WAL_BYTES,
};

/**
 * The tables PostgreSQL's autovacuum would vacuum or analyze now, by its default thresholds: dead
 * rows past 50 + 20 %, inserts past 1,000 + 20 % (to mark pages all-visible for index-only scans),
 * or changes past 50 + 10 % since the last analyze. The percentages are of the table's rows as the
 * catalog holds them (`reltuples`, as autovacuum takes them): PGlite's activity counters start from 0
 * whenever the database is opened, and with their live-row count a 100,000-product table was due
 * after a restart as soon as any 50 of its rows changed. The counters themselves are carried over a
 * restart (embedded-activity.ts), so changes spread over several runs of the server add up.
 */
const dueTables = (carried: readonly TableActivity[]) => sql`select a.schema, a.table
  from (${tableActivity(carried)}) as a
  where a.dead > 50 + 0.2 * a.rows
     or a.inserted > 1000 + 0.2 * a.rows
     or a.modified > 50 + 0.1 * a.rows
  order by a.schema, a.table`;

/**
 * Vacuums and analyzes the tables that are due, and no others: a shop that has not changed since the
 * last pass costs nothing, where a whole-database pass held the one connection for a second or two
 * on 100,000 products. Counters carried from earlier runs count too. Answers the tables it did.
 */
export async function vacuumAnalyze(db: Db): Promise<string[]> {
  await flushActivity(db);
  const due = (await db.execute(dueTables(carriedActivity(db)))) as unknown as {
    rows: { schema: string; table: string }[];
  };
  if (due.rows.length === 0) return [];
  const tables = due.rows.map((r) => sql`${sql.identifier(r.schema)}.${sql.identifier(r.table)}`);
  await db.execute(sql`vacuum (analyze) ${sql.join(tables, sql`, `)}`);
  return due.rows.map((r) => `${r.schema}.${r.table}`);
}

/** Bytes of WAL written since the redo point of the last checkpoint: what a crash would replay. */
export async function walSinceCheckpoint(db: Db): Promise<number> {
  const rows = await rowsOf<{ bytes: string | number }>(
    db,
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::bigint as bytes from pg_control_checkpoint()`,
  );
  return Number(rows[0]!.bytes);
}

/** Checkpoints when at least `afterBytes` of WAL were written since the last one; answers whether it did. */
export async function checkpointIfDue(db: Db, afterBytes = CHECKPOINT_AFTER_WAL_BYTES): Promise<boolean> {
  if ((await walSinceCheckpoint(db)) < afterBytes) return false;
  await db.execute(sql`checkpoint`);
  return true;
}

export function scheduleMaintenance(db: Db, timing: Partial<MaintenanceTiming> = {}) {
  const { firstAfterMs, everyMs, walCheckEveryMs, checkpointAfterWalBytes } = {
    ...DEFAULT_TIMING,
    ...timing,
  };
  const warn = (error: unknown) => process.emitWarning(`database maintenance failed: ${String(error)}`);
  const vacuum = unoverlapped(() => vacuumAnalyze(db), warn);
  const checkpoint = unoverlapped(() => checkpointIfDue(db, checkpointAfterWalBytes), warn);
  let every: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    vacuum.tick();
    every = setInterval(vacuum.tick, everyMs).unref();
  }, firstAfterMs).unref();
  const wal = setInterval(checkpoint.tick, walCheckEveryMs).unref();
  return {
    /** Stops the schedule and waits for runs in progress, so the database can close. */
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      clearInterval(wal);
      await Promise.all([vacuum.settled(), checkpoint.settled()]);
    },
  };
}

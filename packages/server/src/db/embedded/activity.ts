import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../open';
import { rowsOf } from '../rows';

/**
 * A table's activity since its last vacuum and analyze, as autovacuum weighs it: dead row versions,
 * rows inserted since the last vacuum, rows changed since the last analyze.
 */
export interface TableActivity {
  schema: string;
  table: string;
  dead: number;
  inserted: number;
  modified: number;
}

/** Where the counters wait between two runs of the server: a file in the embedded database's directory. */
export const ACTIVITY_FILE = 'atelier-activity.json';

/**
 * Each table's activity counters, with those `carried` over from earlier runs added, as long as the
 * table was not vacuumed (for dead rows and inserts) or analyzed (for changes) since the database
 * opened: that work cleared them. `rows` is the table's size as the catalog holds it (`reltuples`,
 * -1 before a first vacuum or analyze, taken as 0), which survives a restart.
 */
export const tableActivity = (carried: readonly TableActivity[]) => sql`
  select s.schemaname as schema, s.relname as table, greatest(c.reltuples, 0) as rows,
    s.n_dead_tup
      + case when s.last_vacuum is null then coalesce(k.dead, 0) else 0 end as dead,
    s.n_ins_since_vacuum
      + case when s.last_vacuum is null then coalesce(k.inserted, 0) else 0 end as inserted,
    s.n_mod_since_analyze
      + case when s.last_analyze is null then coalesce(k.modified, 0) else 0 end as modified
  from pg_stat_user_tables as s
    join pg_class as c on c.oid = s.relid
    left join jsonb_to_recordset(${JSON.stringify(carried)}::jsonb)
      as k(schema text, "table" text, dead bigint, inserted bigint, modified bigint)
      on k.schema = s.schemaname and k."table" = s.relname`;

/** The counters carried into each open embedded database from its earlier runs. */
const carriedInto = new WeakMap<Db, readonly TableActivity[]>();

/** What the database's last run left (takeCarriedActivity), for the maintenance pass and the next save. */
export function carryActivity(db: Db, carried: readonly TableActivity[]): void {
  carriedInto.set(db, carried);
}

export const carriedActivity = (db: Db): readonly TableActivity[] => carriedInto.get(db) ?? [];

/** PGlite holds a backend's table statistics until asked: flushed, they show in the next statement. */
export async function flushActivity(db: Db): Promise<void> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
}

const count = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

function parseActivity(entry: unknown): TableActivity | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const e = entry as Record<string, unknown>;
  const [dead, inserted, modified] = [count(e.dead), count(e.inserted), count(e.modified)];
  if (typeof e.schema !== 'string' || typeof e.table !== 'string') return undefined;
  if (dead === undefined || inserted === undefined || modified === undefined) return undefined;
  return { schema: e.schema, table: e.table, dead, inserted, modified };
}

/**
 * The counters the last run left, read once and removed: after a crash there is then nothing to
 * carry, as PostgreSQL discards its own statistics after crash recovery. A file that cannot be read
 * carries nothing; the maintenance pass then sees only this run's changes, as it did before.
 */
export function takeCarriedActivity(file: string): TableActivity[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  fs.rmSync(file, { force: true });
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.map(parseActivity).filter((a): a is TableActivity => a !== undefined);
  } catch {
    return [];
  }
}

/**
 * Writes the counters this run leaves (its own and those still carried) for the next run, to a new
 * file moved into place, so that a crash while writing leaves no half file.
 */
export async function saveActivity(db: Db, file: string): Promise<void> {
  await flushActivity(db);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select a.schema, a.table, a.dead, a.inserted, a.modified
        from (${tableActivity(carriedActivity(db))}) as a
        where a.dead > 0 or a.inserted > 0 or a.modified > 0
        order by a.schema, a.table`,
  );
  const activity = rows.map(parseActivity).filter((a): a is TableActivity => a !== undefined);
  const staging = `${file}.saving`;
  fs.writeFileSync(staging, JSON.stringify(activity));
  fs.renameSync(staging, file);
}

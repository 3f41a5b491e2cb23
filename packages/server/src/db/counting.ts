import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './open';
import { rowsOf } from './rows';

/**
 * Counting stops here: beyond it `total` is this number and `tooManyToCount` is true. Counting is
 * the costly part of a listing on a large catalog (every match is visited, where a page visits 50),
 * and past a thousand a shopper reads "1,000+" as well as an exact figure.
 */
export const COUNT_CAP = 1_000;

/**
 * A row count written into a statement's text rather than bound as a parameter. PostgreSQL keeps a
 * prepared statement's generic plan only when it costs about what a plan made for the actual values
 * does; with `limit $1` it costs the generic plan as if a tenth of the table were read, so it plans
 * the statement again on every execution instead. On PGlite that planning was most of a listing's
 * time: every index of the table is looked up and measured, each through a file-system call.
 * Drizzle writes an object given as a limit or offset into the text as it is (as it does a placeholder).
 */
export function literalRowCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/** An expression counting matching rows up to cap + 1, so a huge table is never counted in full. */
export function countCappedSql(table: PgTable, where: SQL | undefined, cap = COUNT_CAP): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${literalRowCount(cap + 1)}) capped)`;
}

/** What countCappedSql answered, as a page's count. */
export const cappedCount = (n: number | string, cap = COUNT_CAP) => ({
  total: Math.min(Number(n), cap),
  tooManyToCount: Number(n) > cap,
});

/** Runs a countCappedSql expression on its own: a page's count. */
export async function readCappedCount(
  db: Db,
  counted: SQL<number>,
  cap = COUNT_CAP,
): Promise<{ total: number; tooManyToCount: boolean }> {
  const result = (await db.execute(sql`select ${counted} as n`)) as unknown as {
    rows: { n: number | string }[];
  };
  return cappedCount(result.rows[0]?.n ?? 0, cap);
}

export const countCapped = (db: Db, table: PgTable, where: SQL | undefined, cap = COUNT_CAP) =>
  readCappedCount(db, countCappedSql(table, where, cap), cap);

/**
 * Whether every one of the tables is empty, in one statement: a transaction is one connection, and
 * statements sent on it at once queue behind each other anyway (node-postgres deprecates sending them).
 */
export async function allEmpty(db: Db, tables: PgTable[]): Promise<boolean> {
  const any = sql.join(
    tables.map((table) => sql`exists (select 1 from ${table})`),
    sql` or `,
  );
  const [row] = await rowsOf<{ used: boolean }>(db, sql`select ${any} as used`);
  return !row?.used;
}

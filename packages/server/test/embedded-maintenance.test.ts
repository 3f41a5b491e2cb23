import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/open';
import { scheduleMaintenance, vacuumAnalyze } from '../src/db/embedded-maintenance';

/** Autovacuum never runs in PGlite's single-user mode: the scheduled maintenance stands in for it. */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
});
afterAll(() => database.close());

const plannerRows = async () => {
  const result = (await database.db.execute(
    sql`select reltuples::int as n from pg_class where relname = 'newsletter_subscriptions'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
};

describe('embedded database maintenance', () => {
  it('vacuums and analyzes on schedule, and stops cleanly', async () => {
    await database.db.execute(
      sql`insert into newsletter_subscriptions (email) select 'reader' || g || '@example.com' from generate_series(1, 300) g`,
    );
    expect(await plannerRows()).toBeLessThan(300);
    const maintenance = scheduleMaintenance(database.db, { firstAfterMs: 10, everyMs: 60_000 });
    const deadline = Date.now() + 10_000;
    while ((await plannerRows()) !== 300 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await maintenance.stop();
    expect(await plannerRows()).toBe(300);
  });

  it('works only on the tables that changed enough since the last pass', async () => {
    await vacuumAnalyze(database.db);
    expect(await vacuumAnalyze(database.db)).toEqual([]);
    // Ten rows of 300 rewritten: under the thresholds (50 + 20 % dead, 50 + 10 % changed).
    await database.db.execute(
      sql`update newsletter_subscriptions set email = 'x' || email where email like 'reader1_@%'`,
    );
    expect(await vacuumAnalyze(database.db)).toEqual([]);
    await database.db.execute(sql`update newsletter_subscriptions set email = 'y' || email`);
    expect(await vacuumAnalyze(database.db)).toEqual(['public.newsletter_subscriptions']);
    const { rows } = (await database.db.execute(
      sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'newsletter_subscriptions'`,
    )) as unknown as { rows: { dead: number }[] };
    expect(rows[0]!.dead).toBe(0);
  });
});

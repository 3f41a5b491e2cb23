import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/open';
import { ACTIVITY_FILE, takeCarriedActivity, type TableActivity } from '../src/db/embedded/activity';
import {
  checkpointIfDue,
  EMBEDDED_MAX_WAL_SIZE,
  scheduleMaintenance,
  vacuumAnalyze,
  walSinceCheckpoint,
} from '../src/db/embedded/maintenance';

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

  it('weighs changes against the rows the catalog holds, which outlive reopening the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-maintenance-'));
    const subscribe = sql`insert into newsletter_subscriptions (email)
      select 'reader' || g || '@example.com' from generate_series(1, 1000) g`;
    const rewrite = (n: number) =>
      sql`update newsletter_subscriptions set email = 'x' || email
          where id in (select id from newsletter_subscriptions order by id limit ${n})`;
    try {
      let embedded = await openDatabase({ kind: 'pglite', dataDir });
      await embedded.db.execute(subscribe);
      expect(await vacuumAnalyze(embedded.db)).toContain('public.newsletter_subscriptions');
      await embedded.close();

      // Reopened, the activity counters start again from 0, live rows included.
      embedded = await openDatabase({ kind: 'pglite', dataDir });
      await embedded.db.execute(rewrite(60));
      // 60 dead rows of 1,000: under 50 + 20 %, though past 50 + 20 % of the 0 live rows counted.
      expect(await vacuumAnalyze(embedded.db)).not.toContain('public.newsletter_subscriptions');
      await embedded.db.execute(rewrite(300));
      expect(await vacuumAnalyze(embedded.db)).toContain('public.newsletter_subscriptions');
      await embedded.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('carries the activity counters over a restart, until the table is vacuumed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-activity-'));
    const activityFile = path.join(dataDir, 'pgdata', ACTIVITY_FILE);
    const table = 'public.newsletter_subscriptions';
    // 150 rows of 1,000 rewritten per run: under 50 + 20 % dead rows in one run, past it over two.
    const rewrite150 = sql`update newsletter_subscriptions set email = 'x' || email
      where id in (select id from newsletter_subscriptions order by id limit 150)`;
    try {
      let embedded = await openDatabase({ kind: 'pglite', dataDir });
      await embedded.db.execute(
        sql`insert into newsletter_subscriptions (email)
            select 'reader' || g || '@example.com' from generate_series(1, 1000) g`,
      );
      expect(await vacuumAnalyze(embedded.db)).toContain(table);
      await embedded.db.execute(rewrite150);
      expect(await vacuumAnalyze(embedded.db)).not.toContain(table);
      await embedded.close();
      const kept = JSON.parse(fs.readFileSync(activityFile, 'utf8')) as TableActivity[];
      expect(kept.find((a) => `${a.schema}.${a.table}` === table)).toMatchObject({ dead: 150 });

      embedded = await openDatabase({ kind: 'pglite', dataDir });
      // Taken when the database opens: a crash of this run would carry nothing stale into the next.
      expect(fs.existsSync(activityFile)).toBe(false);
      await embedded.db.execute(rewrite150);
      expect(await vacuumAnalyze(embedded.db)).toContain(table);
      await embedded.close();

      // Vacuumed in the last run: what was carried into it is cleared, and nothing is left to carry.
      const left = JSON.parse(fs.readFileSync(activityFile, 'utf8')) as TableActivity[];
      expect(left.find((a) => `${a.schema}.${a.table}` === table)).toBeUndefined();
      embedded = await openDatabase({ kind: 'pglite', dataDir });
      await embedded.db.execute(rewrite150);
      expect(await vacuumAnalyze(embedded.db)).not.toContain(table);
      await embedded.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('starts with nothing carried when the counters file cannot be read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-activity-file-'));
    const file = path.join(dir, ACTIVITY_FILE);
    try {
      expect(takeCarriedActivity(file)).toEqual([]);
      fs.writeFileSync(file, '{"not": "a list"');
      expect(takeCarriedActivity(file)).toEqual([]);
      expect(fs.existsSync(file)).toBe(false);
      const good = { schema: 'public', table: 'products', dead: 3, inserted: 0, modified: 7 };
      fs.writeFileSync(file, JSON.stringify([good, { ...good, table: 'other', dead: -1 }, 'x']));
      expect(takeCarriedActivity(file)).toEqual([good]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** About 2 MB of WAL: rows of a table made for it (a temporary table would write none). */
const writeWal = async () => {
  await database.db.execute(sql`create table if not exists wal_filler (body text)`);
  await database.db.execute(
    sql`insert into wal_filler select repeat('w', 1000) from generate_series(1, 2000)`,
  );
};

describe('embedded database checkpoints', () => {
  it('checkpoints once enough WAL was written since the last checkpoint, and not before', async () => {
    await database.db.execute(sql`checkpoint`);
    expect(await walSinceCheckpoint(database.db)).toBeLessThan(4096);
    await writeWal();
    const written = await walSinceCheckpoint(database.db);
    expect(written).toBeGreaterThan(1_000_000);

    expect(await checkpointIfDue(database.db, written + 1_000_000)).toBe(false);
    expect(await walSinceCheckpoint(database.db)).toBeGreaterThanOrEqual(written);
    expect(await checkpointIfDue(database.db, 1_000_000)).toBe(true);
    expect(await walSinceCheckpoint(database.db)).toBeLessThan(4096);
    expect(await checkpointIfDue(database.db, 1_000_000)).toBe(false);
  });

  it('looks at the WAL on its own schedule, and stops cleanly', async () => {
    await database.db.execute(sql`checkpoint`);
    await writeWal();
    const maintenance = scheduleMaintenance(database.db, {
      firstAfterMs: 60_000,
      walCheckEveryMs: 10,
      checkpointAfterWalBytes: 1_000_000,
    });
    const deadline = Date.now() + 10_000;
    while ((await walSinceCheckpoint(database.db)) >= 4096 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await maintenance.stop();
    expect(await walSinceCheckpoint(database.db)).toBeLessThan(4096);
  });

  it('keeps at most EMBEDDED_MAX_WAL_SIZE of WAL, in memory and in a data dir', async () => {
    const maxWal = async (db: Database['db']) =>
      ((await db.execute(sql`show max_wal_size`)) as unknown as { rows: { max_wal_size: string }[] }).rows[0]!
        .max_wal_size;
    expect(await maxWal(database.db)).toBe(EMBEDDED_MAX_WAL_SIZE);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-wal-'));
    const onDisk = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await maxWal(onDisk.db)).toBe(EMBEDDED_MAX_WAL_SIZE);
    } finally {
      await onDisk.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

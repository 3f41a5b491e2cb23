import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/open';
import { scheduleMaintenance } from '../src/db/embedded-maintenance';

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
});

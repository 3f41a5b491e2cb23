import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

// PostgreSQL only: PGlite has no connections to lose.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('survives PostgreSQL closing its idle connections, and answers again at once', async () => {
    // Fill the pool with several idle connections.
    const warm = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/healthz' })),
    );
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [result.rows[0]!.name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Let the pool hear of the closed sockets before the next request.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(after.statusCode).toBe(200);
  });
});

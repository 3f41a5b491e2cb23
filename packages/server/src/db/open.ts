import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { ACTIVITY_FILE, carryActivity, saveActivity, takeCarriedActivity } from './embedded/activity';
import { EmbeddedClient } from './embedded/client';
import { EMBEDDED_MAX_WAL_SIZE, scheduleMaintenance } from './embedded/maintenance';

export type Schema = typeof schema;
/** The database handle services take as their first argument; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; /** a data dir dump (PGlite's dumpDataDir) to start from */ from?: Blob | File };

/**
 * The file systems Atelier gives PGlite (a directory through NodeFS, or memory) have no sync step:
 * their syncToFs does nothing (checked in @electric-sql/pglite 0.5.16), and writes reach the files
 * as PostgreSQL makes them. Relaxed durability only stops PGlite from awaiting that empty step
 * after every query, which halves the cost of a small query; what survives a crash is unchanged.
 */
/**
 * How closely a word must resemble a word of a product's name for a search with typos to find it
 * (pg_trgm's `<%`, http/query-search.ts): 0.5 finds "vasse" for "vase" (0.57), which the default 0.6
 * misses. Set per connection, so the operator keeps using its index.
 */
const WORD_SIMILARITY = '-c pg_trgm.word_similarity_threshold=0.5';

const PGLITE_OPTIONS = {
  relaxedDurability: true,
  // Trigram matching for searches with typos (migration 0014): its files are in the package, nothing is downloaded.
  extensions: { pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    `max_wal_size=${EMBEDDED_MAX_WAL_SIZE}`,
    ...WORD_SIMILARITY.split(' '),
  ],
};

/**
 * The planner's cost of a random page read. PostgreSQL's default (4) assumes spinning disks; a
 * shop's working set is in memory or on SSD, where it costs about a sequential read. With 4 the
 * planner would hash a whole collection to count a page of it instead of walking its index.
 */
const RANDOM_PAGE_COST = '1.1';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Serialises migrations across server processes sharing one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_241_105;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  if (options.kind === 'memory') {
    const client = await PGlite.create(
      options.from ? { ...PGLITE_OPTIONS, loadDataDir: options.from } : PGLITE_OPTIONS,
    );
    return pgliteDatabase(client, () => client.close());
  }
  return openPgliteDir(options.dataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c random_page_cost=${RANDOM_PAGE_COST} ${WORD_SIMILARITY}`,
  });
  // An idle connection that PostgreSQL closes (a restart, pg_terminate_backend, a network cut) is
  // reported here; unheard, it would end the process. The pool drops it and connects anew on demand.
  pool.on('error', (error) => {
    process.emitWarning(`an idle PostgreSQL connection was lost: ${error.message}`, 'DatabaseWarning');
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function pgliteDatabase(client: PGlite, close: () => Promise<void>): Promise<Database> {
  const embedded = new EmbeddedClient(client) as unknown as PGlite;
  const db = drizzlePglite(embedded, { schema, casing: 'snake_case' }) as unknown as Db;
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}

/**
 * The embedded database lives in DATA_DIR/pgdata. A fresh directory is initialised beside it and
 * renamed into place only once initdb and the migrations are done, so a crash during the first boot
 * leaves nothing half-made for the next start to trip on.
 */
async function openPgliteDir(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const live = path.join(dataDir, 'pgdata');
    if (!fs.existsSync(path.join(live, 'PG_VERSION'))) {
      const staging = path.join(dataDir, 'pgdata.initialising');
      fs.rmSync(staging, { recursive: true, force: true });
      const fresh = await PGlite.create(staging, { extensions: PGLITE_OPTIONS.extensions });
      await migratePglite(drizzlePglite(fresh, { schema }), { migrationsFolder });
      await fresh.close();
      fs.rmSync(live, { recursive: true, force: true });
      fs.renameSync(staging, live);
    }
    const activityFile = path.join(live, ACTIVITY_FILE);
    const carried = takeCarriedActivity(activityFile);
    const client = await PGlite.create(live, PGLITE_OPTIONS);
    const database = await pgliteDatabase(client, () => client.close());
    carryActivity(database.db, carried);
    const maintenance = scheduleMaintenance(database.db);
    return {
      ...database,
      close: async () => {
        try {
          await maintenance.stop();
          await saveActivity(database.db, activityFile).catch((error: unknown) =>
            process.emitWarning(`could not keep the database's activity counters: ${String(error)}`),
          );
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../../packages/server/src/db/open';
import { importProducts } from '../../packages/server/src/modules/catalog/import/run';
import { settleCatalog } from '../../packages/server/src/modules/catalog/listing/settle';
import { repoRoot } from '../lib/processes';
import { catalogCsv } from './csv';
import { databaseUrl } from '../../packages/server/test/postgres-server';

/**
 * Generated catalogs for the catalog benchmark, written once through the server's own CSV import
 * and kept: PGlite ones under bench/.cache, PostgreSQL ones as databases atelier_bench_<size>.
 * A catalog is reused when it was made whole for the same size by the same generator.
 */
export type DatabaseKind = 'pglite' | 'postgres';

const CHUNK = 10_000;
/** Bump when the generated rows change; new migrations apply at server start, as on any database. */
const GENERATOR_VERSION = 1;
const stamp = (size: number) => `atelier-bench catalog size=${size} generator=${GENERATOR_VERSION}`;

export const postgresBase = () =>
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrlOf = (name: string) => databaseUrl(postgresBase(), name);

async function fill(options: DatabaseOptions, size: number, log: (line: string) => void) {
  const database = await openDatabase(options);
  try {
    // Each import settles the catalog when it commits (statistics, all-visible pages).
    for (let from = 1; from <= size; from += CHUNK) {
      const count = Math.min(CHUNK, size - from + 1);
      const started = Date.now();
      await importProducts(database.db, catalogCsv(from, count), { currency: 'USD' });
      log(`  imported ${from + count - 1}/${size} products (${Date.now() - started} ms for ${count})`);
    }
  } finally {
    await database.close();
  }
}

/**
 * A kept catalog, brought to the server's schema (migrations apply on opening) and settled: a
 * migration may rewrite rows, and a shop runs on them settled, by PGlite's maintenance pass a few
 * minutes after start or by PostgreSQL's autovacuum, not in the minutes just after an upgrade.
 */
async function settleKept(options: DatabaseOptions, log: (line: string) => void) {
  const started = Date.now();
  const database = await openDatabase(options);
  try {
    await settleCatalog(database.db);
  } finally {
    await database.close();
  }
  log(`  kept catalog migrated and settled in ${Date.now() - started} ms`);
}

async function preparePglite(size: number, log: (line: string) => void) {
  const dir = path.join(repoRoot, 'bench/.cache', `catalog-${size}`);
  const marker = path.join(dir, 'catalog.txt');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === stamp(size)) {
    await settleKept({ kind: 'pglite', dataDir: dir }, log);
    return { DATA_DIR: dir };
  }
  log(`Generating a ${size}-product catalog on PGlite in ${dir} (once; kept for later runs)...`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  await fill({ kind: 'pglite', dataDir: dir }, size, log);
  fs.writeFileSync(marker, stamp(size));
  return { DATA_DIR: dir };
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresBase() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function preparePostgres(size: number, log: (line: string) => void) {
  const name = `atelier_bench_${size}`;
  const current = await admin(async (c) => {
    const res = await c.query<{ note: string | null }>(
      `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
      [name],
    );
    return res.rows[0];
  });
  if (current?.note === stamp(size)) {
    await settleKept({ kind: 'postgres', url: databaseUrlOf(name) }, log);
    return { DATABASE_URL: databaseUrlOf(name) };
  }
  log(
    `Generating a ${size}-product catalog on PostgreSQL in database ${name} (once; kept for later runs)...`,
  );
  await admin(async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  await fill({ kind: 'postgres', url: databaseUrlOf(name) }, size, log);
  await admin((c) => c.query(`comment on database ${name} is '${stamp(size)}'`));
  return { DATABASE_URL: databaseUrlOf(name) };
}

/** An empty database for the demo catalog, which the server seeds at its first start. */
async function freshDemo(kind: DatabaseKind): Promise<Record<string, string>> {
  if (kind === 'pglite') return { DATA_DIR: fs.mkdtempSync(path.join(repoRoot, 'bench/.cache/demo-')) };
  await admin(async (c) => {
    await c.query('drop database if exists atelier_bench_demo');
    await c.query('create database atelier_bench_demo');
  });
  return { DATABASE_URL: databaseUrlOf('atelier_bench_demo') };
}

/** Server settings pointing at a catalog of `size` products ('demo': the seeded demo catalog). */
export async function prepareCatalog(
  size: number | 'demo',
  kind: DatabaseKind,
  log: (line: string) => void = console.log,
): Promise<Record<string, string>> {
  fs.mkdirSync(path.join(repoRoot, 'bench/.cache'), { recursive: true });
  if (size === 'demo') return freshDemo(kind);
  return kind === 'pglite' ? preparePglite(size, log) : preparePostgres(size, log);
}

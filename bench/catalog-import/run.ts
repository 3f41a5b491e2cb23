// `npm run bench:import [-- --size 10000 --rounds 1]`
// The dashboard's product import (POST /v1/products/import's service, runImport) of generated products: a dry
// run (every row checked, nothing written) and a real run (every row written in one transaction), on the
// embedded database (PGlite) and, when DATABASE_URL is set, on PostgreSQL; each a fresh database. Reports rows/s
// beside a baseline measured in the same run: reading the same file with the one CSV reader (lib/csv.ts).
// Writes bench/results/catalog-import-<date>-<commit>.{json,md}.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../../packages/server/src/db/open';
import { parseCsv } from '../../packages/server/src/lib/csv';
import { runImport } from '../../packages/server/src/modules/catalog/import/run';
import { databaseUrl } from '../../packages/server/test/postgres-server';
import { catalogCsv } from '../catalog/csv';
import { repoRoot } from '../lib/processes';
import { resultName } from '../lib/result-name';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '1' },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
  },
});
const size = Number(values.size);
const rounds = Number(values.rounds);

interface Result {
  database: 'pglite' | 'postgres';
  run: 'dry run' | 'real run';
  rows: number;
  ms: number;
  rowsPerSecond: number;
  /** The CSV reader's rows/s on the same file, in the same run. */
  baselineRowsPerSecond: number;
  ratio: number;
}

const text = catalogCsv(1, size);

function baseline(): number {
  const started = performance.now();
  const rows = parseCsv(text).length - 1;
  return rows / ((performance.now() - started) / 1000);
}

async function freshPostgres(round: number): Promise<DatabaseOptions> {
  const base = process.env.DATABASE_URL!;
  const name = `atelier_bench_import_${round}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return { kind: 'postgres', url: databaseUrl(base, name) };
}

async function measure(kind: Result['database'], round: number): Promise<Result[]> {
  const options: DatabaseOptions =
    kind === 'pglite'
      ? { kind: 'pglite', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-import-')) }
      : await freshPostgres(round);
  const database = await openDatabase(options);
  const results: Result[] = [];
  try {
    for (const dryRun of [true, false]) {
      const reference = baseline();
      const started = performance.now();
      const report = await runImport(database.db, text, { dryRun, currency: 'USD' });
      const ms = performance.now() - started;
      const done = dryRun ? report.wouldCreate : report.created;
      if (done !== size || report.invalid > 0) throw new Error(`imported ${done} of ${size} rows`);
      const rowsPerSecond = size / (ms / 1000);
      results.push({
        database: kind,
        run: dryRun ? 'dry run' : 'real run',
        rows: size,
        ms: Math.round(ms),
        rowsPerSecond: Math.round(rowsPerSecond),
        baselineRowsPerSecond: Math.round(reference),
        ratio: Number((rowsPerSecond / reference).toFixed(4)),
      });
      console.log(
        `${kind} ${dryRun ? 'dry run' : 'real run'}: ${size} rows in ${Math.round(ms)} ms = ${Math.round(rowsPerSecond)} rows/s` +
          ` (CSV reader alone: ${Math.round(reference)} rows/s)`,
      );
    }
  } finally {
    await database.close();
    if (options.kind === 'pglite') fs.rmSync(options.dataDir, { recursive: true, force: true });
  }
  return results;
}

const kinds: Result['database'][] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: PGlite only.');
const results: Result[] = [];
for (let round = 1; round <= rounds; round++)
  for (const kind of kinds) results.push(...(await measure(kind, round)));

fs.mkdirSync(values.out, { recursive: true });
const name = resultName('catalog-import');
fs.writeFileSync(
  path.join(values.out, `${name}.json`),
  JSON.stringify({ size, rounds, cpus: os.cpus().length, results }, null, 2) + '\n',
);
const md = [
  `# Product import, ${size} rows`,
  '',
  '| database | run | ms | rows/s | CSV reader rows/s | ratio |',
  '|---|---|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.run} | ${r.ms} | ${r.rowsPerSecond} | ${r.baselineRowsPerSecond} | ${r.ratio} |`,
  ),
  '',
].join('\n');
fs.writeFileSync(path.join(values.out, `${name}.md`), md);
console.log(`\n${md}`);

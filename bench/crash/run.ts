// `npm run crash -w @atelier/bench [-- --database pglite|postgres --cycles 10 --concurrency 6 --window 6
//   --writers newsletter,products,registrations --kill-postgres --out bench/results]`
// Repeatedly kills the server with SIGKILL under a write load from several writers at once (at a random
// moment within --window seconds of the cycle's first acknowledged write), restarts it on the same database,
// checks that it opens every time, and at the end that every write acknowledged with 200 is still there. PostgreSQL mode creates a fresh database on the server named by
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and drops it afterwards; with
// --kill-postgres it runs its own throwaway cluster instead and SIGKILLs PostgreSQL with the server.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitForDemoCatalog } from '../lib/demo-catalog';
import { repoRoot, startAtelierServer, type Running } from '../lib/processes';
import { resultName } from '../lib/result-name';
import { median } from '../lib/stats';
import { ownCluster } from './cluster';
import { pgliteDatabase, postgresDatabase, type CrashDatabase } from './database';
import { markdown, type CrashReport, type WriterTally } from './report';
import type { CrashWriter } from './writer';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    cycles: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '6' },
    window: { type: 'string', default: '6' },
    writers: { type: 'string' },
    'kill-postgres': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
  },
});

const spread = (ms: number[]) => ({ min: Math.min(...ms), median: median(ms), max: Math.max(...ms) });

function wholeNumber(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
  return n;
}

function databaseMode(text: string): 'pglite' | 'postgres' {
  if (text !== 'pglite' && text !== 'postgres') throw new Error('--database must be pglite or postgres');
  return text;
}

const mode = databaseMode(values.database);
const cycles = wholeNumber('cycles', values.cycles, 1);
const windowMs = wholeNumber('window', values.window, 1) * 1000;
const killPostgres = values['kill-postgres'];
if (killPostgres && mode !== 'postgres') throw new Error('--kill-postgres needs --database postgres');

async function loadWriters(): Promise<CrashWriter[]> {
  const dir = path.join(repoRoot, 'bench/crash/writers');
  const available = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.basename(f, '.ts'))
    .sort();
  const wanted = values.writers?.split(',') ?? available;
  const unknown = wanted.filter((w) => !available.includes(w));
  if (unknown.length)
    throw new Error(`unknown writer ${unknown.join(', ')}: pick from ${available.join(', ')}`);
  const writers: CrashWriter[] = [];
  for (const name of wanted)
    writers.push(((await import(path.join(dir, `${name}.ts`))) as { writer: CrashWriter }).writer);
  return writers;
}

/**
 * Drives the writers (worker i always runs writer i mod count) until `load.running` turns false; the
 * writes in flight then end with the kill. `onAcknowledged` hears of every acknowledged write.
 */
async function writeWhile(
  load: { running: boolean },
  server: Running,
  adminKey: string,
  workers: CrashWriter[],
  tallies: Map<CrashWriter, WriterTally>,
  next: () => number,
  onAcknowledged: () => void,
) {
  await Promise.all(
    workers.map(async (writer) => {
      const tally = tallies.get(writer)!;
      while (load.running) {
        const acknowledge = (key: string) => {
          tally.keys.push(key);
          onAcknowledged();
        };
        const ctx = { apiUrl: server.url, adminKey, acknowledge };
        try {
          await writer.write(ctx, next());
        } catch (error) {
          // fetch's TypeError is the connection the kill broke; anything else is a real failure.
          if (!(error instanceof TypeError)) tally.refused.push(String(error));
        }
      }
    }),
  );
}

/**
 * Starts the load, waits for its first acknowledged write, then SIGKILLs the server at a random moment
 * within the window. New writes stop just before the kill; those in flight end with it.
 */
async function killUnderLoad(
  victim: Running,
  cycle: number,
  startLoad: (load: { running: boolean }, onAcknowledged: () => void) => Promise<void>,
  killAlso?: () => Promise<void>,
) {
  const load = { running: true };
  let firstAck: () => void = () => undefined;
  const writing = new Promise<void>((resolve) => (firstAck = resolve));
  const loadDone = startLoad(load, () => firstAck());
  await Promise.race([
    writing,
    new Promise((_, reject) =>
      setTimeout(
        () => reject(new Error(`no write acknowledged within a minute (kill ${cycle})`)),
        60_000,
      ).unref(),
    ),
  ]);
  await new Promise((r) => setTimeout(r, Math.random() * windowMs));
  if (victim.child.exitCode !== null || victim.child.signalCode !== null)
    throw new Error(`the server exited by itself (${victim.child.exitCode ?? victim.child.signalCode})`);
  const killed = new Promise((resolve) => victim.child.once('exit', resolve));
  load.running = false;
  victim.child.kill('SIGKILL');
  await Promise.all([killed, killAlso?.()]);
  await loadDone;
}

async function checkAll(
  server: Running,
  adminKey: string,
  tallies: Map<CrashWriter, WriterTally>,
  parallel = 4,
) {
  for (const [writer, tally] of tallies) {
    const queue = [...tally.keys];
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
          const problem = await writer.check({ apiUrl: server.url, adminKey }, key);
          if (problem) tally.missing.push(problem);
          else tally.found++;
        }
      }),
    );
    tally.notes = writer.notes?.() ?? [];
  }
}

async function main() {
  const writers = await loadWriters();
  const concurrency = Math.max(writers.length, wholeNumber('concurrency', values.concurrency, 1));
  const workers = Array.from({ length: concurrency }, (_, i) => writers[i % writers.length]!);
  const adminKey = randomBytes(24).toString('hex');
  const cluster = killPostgres ? await ownCluster() : undefined;
  let database: CrashDatabase | undefined;
  let server: Running | undefined;
  const tallies = new Map<CrashWriter, WriterTally>(
    writers.map((w) => [w, { name: w.name, keys: [], found: 0, missing: [], refused: [], notes: [] }]),
  );
  const reopenMs: number[] = [];
  const postgresRecoveryMs: number[] = [];
  let cleanReopenMs = 0;
  let counter = 0;
  let firstOpenMs = 0;
  try {
    database =
      mode === 'postgres'
        ? await postgresDatabase(
            cluster?.url ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
          )
        : pgliteDatabase();
    if (cluster) database.label += ', own cluster SIGKILLed with the server';
    // A cheaper proof of work than the default keeps the load generator from starving the server.
    // TRUST_PROXY: the newsletter writer names a client address per sign-up (100 per address in 15 minutes).
    const env = { ...database.env, ADMIN_API_KEY: adminKey, CAPTCHA_MAX_NUMBER: '5000', TRUST_PROXY: 'true' };
    console.log(
      `Crash test on ${database.label}: ${cycles} SIGKILLs under load from ${concurrency} workers (${writers.map((w) => w.name).join(', ')})`,
    );
    let started = Date.now();
    server = await startAtelierServer(env);
    firstOpenMs = Date.now() - started;
    // The first start seeds the demo catalog; the kills start once the server is in its steady state.
    await waitForDemoCatalog(server.url);
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const victim = server;
      await killUnderLoad(
        victim,
        cycle,
        (load, onAcknowledged) =>
          writeWhile(load, victim, adminKey, workers, tallies, () => counter++, onAcknowledged),
        cluster?.kill,
      );
      if (cluster) postgresRecoveryMs.push(await cluster.start());
      started = Date.now();
      server = await startAtelierServer(env); // throws, with the server's output, when the database does not open
      reopenMs.push(Date.now() - started);
      const acknowledged = [...tallies.values()].reduce((n, t) => n + t.keys.length, 0);
      console.log(
        `  kill ${cycle}: reopened in ${reopenMs.at(-1)} ms, ${acknowledged} writes acknowledged so far`,
      );
    }
    // For comparison: how long the same database takes to open after a clean shutdown.
    await server.stop();
    started = Date.now();
    server = await startAtelierServer(env);
    cleanReopenMs = Date.now() - started;
    console.log('Checking every acknowledged write ...');
    await checkAll(server, adminKey, tallies);
  } finally {
    await server?.stop();
    await database?.drop();
    await cluster?.destroy();
  }

  const report: CrashReport = {
    date: new Date().toISOString(),
    command: `npm run crash -w @atelier/bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    database: mode,
    label: database.label,
    settings: database.settings,
    kills: cycles,
    concurrency,
    windowSeconds: windowMs / 1000,
    firstOpenMs,
    cleanReopenMs,
    reopenMs: spread(reopenMs),
    ...(cluster ? { postgresRecoveryMs: spread(postgresRecoveryMs) } : {}),
    writers: [...tallies.values()],
  };
  const text = markdown(report);
  fs.mkdirSync(values.out, { recursive: true });
  const file = path.join(values.out, resultName(`crash-${mode}${cluster ? '-kill-postgres' : ''}`));
  fs.writeFileSync(`${file}.json`, JSON.stringify(report, null, 2));
  fs.writeFileSync(`${file}.md`, text);
  console.log(`\n${text}\nWritten to ${file}.{json,md}`);
  const failed = report.writers.some((w) => w.missing.length > 0 || w.refused.length > 0);
  process.exit(failed ? 1 : 0);
}

// Interrupted: exit through process.exit so that the own cluster's exit hook takes it down.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

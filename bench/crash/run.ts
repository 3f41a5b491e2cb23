// `npm run crash -w @atelier/bench [-- --cycles 10 --writers newsletter]`
// Repeatedly kills the server with SIGKILL at a random moment under a write load, restarts it on the same
// database, and checks that every write acknowledged with 200 is still there and that the database opens.
// Runs on the embedded PGlite by default and on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startAtelierServer } from '../lib/processes';
import type { CrashWriter } from './writer';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    writers: { type: 'string' },
  },
});

async function loadWriters(): Promise<CrashWriter[]> {
  const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'writers');
  const wanted = values.writers?.split(',');
  const writers: CrashWriter[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    if (wanted && !wanted.includes(path.basename(file, '.ts'))) continue;
    writers.push(((await import(path.join(dir, file))) as { writer: CrashWriter }).writer);
  }
  return writers;
}

async function main() {
  const writers = await loadWriters();
  const cycles = Number(values.cycles);
  const concurrency = Number(values.concurrency);
  const adminKey = randomBytes(24).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-'));
  const env = { DATA_DIR: dataDir, ADMIN_API_KEY: adminKey };
  const acknowledged: { writer: CrashWriter; key: string }[] = [];
  const mode = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `Crash test on ${mode}: ${cycles} SIGKILLs under load from ${writers.map((w) => w.name).join(', ')}`,
  );

  let server = await startAtelierServer(env);
  let counter = 0;
  for (let cycle = 1; cycle <= cycles; cycle++) {
    let running = true;
    const loops = Array.from({ length: concurrency }, async (_, worker) => {
      while (running) {
        const writer = writers[(counter + worker) % writers.length]!;
        const n = counter++;
        try {
          const key = await writer.write(server.url, adminKey, n);
          if (key) acknowledged.push({ writer, key });
        } catch {
          // connection reset by the kill: not acknowledged, nothing to check
        }
      }
    });
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 2500));
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    running = false;
    await Promise.all(loops);
    const started = Date.now();
    server = await startAtelierServer(env); // must open every time
    console.log(
      `  cycle ${cycle}: killed, reopened in ${Date.now() - started} ms, ${acknowledged.length} acknowledged so far`,
    );
  }

  let missing = 0;
  for (const { writer, key } of acknowledged) {
    if (!(await writer.present(server.url, adminKey, key))) {
      missing++;
      console.error(`  MISSING after crash: ${writer.name} ${key}`);
    }
  }
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `${acknowledged.length - missing} passed, ${missing} failed (acknowledged writes present after ${cycles} crashes, ${mode})`,
  );
  process.exit(missing === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
// `npm start`: runs the commerce server (API on :4000, embedded database in ./.data unless DATABASE_URL
// is set) and the storefront (:3000) together. Installs nothing. It compiles the server at every start
// (esbuild, under a second, so the build is never older than the sources) and runs the JavaScript; it
// builds the storefront only when it has no build (`npm run build -w @atelier/storefront` after a change).
// `npm run dev` runs the server's sources with tsx and Next's dev server, both watching files.
// `npm start` runs both with NODE_ENV=production. Unless ADMIN_API_KEY (or ADMIN_API_KEY_FILE) is set, the
// operator key is kept in DATA_DIR/operator-key (made once, readable by its owner only) and handed to the
// server alone: with it the operator reads the mail outbox (/dev/outbox) when no SMTP_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const apiPort = process.env.PORT ?? '4000';
const shopPort = process.env.STOREFRONT_PORT ?? '3000';
const apiUrl = process.env.ATELIER_API_URL ?? `http://127.0.0.1:${apiPort}`;
const storefrontDir = path.join(root, 'apps/storefront');
const serverDir = path.join(root, 'packages/server');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));

/** DATA_DIR/operator-key: 32 random bytes (hex), written once with mode 0600; its path for ADMIN_API_KEY_FILE. */
function operatorKeyFile() {
  const file = path.join(dataDir, 'operator-key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  // Made by an older start or by hand: nobody but its owner may read it.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return file;
}

const operatorKey =
  process.env.ADMIN_API_KEY || process.env.ADMIN_API_KEY_FILE
    ? {}
    : { ADMIN_API_KEY_FILE: operatorKeyFile() };

const env = {
  ...process.env,
  ...(dev ? {} : { NODE_ENV: 'production' }),
  DATA_DIR: dataDir,
  PORT: apiPort,
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${shopPort}`,
  ATELIER_API_URL: apiUrl,
  // The storefront, on this machine, hands on each shopper's address: per-address limits count shoppers.
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  NEXT_TELEMETRY_DISABLED: '1',
  // Catalog changes reach the shop at once: the server posts its events, signed with a secret both
  // processes share (a fresh one each start), to the storefront's revalidation route.
  EVENT_WEBHOOK_URLS: process.env.EVENT_WEBHOOK_URLS ?? `http://127.0.0.1:${shopPort}/api/revalidate`,
  EVENT_WEBHOOK_SECRET: process.env.EVENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
};

// The operator key is the server's alone: the storefront asks the operator for it on /dev/outbox.
const serverEnv = { ...env, ...operatorKey };
const storefrontEnv = { ...env };
delete storefrontEnv.ADMIN_API_KEY;
delete storefrontEnv.ADMIN_API_KEY_FILE;

if (!dev) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!dev && !fs.existsSync(path.join(storefrontDir, '.next/BUILD_ID'))) {
  console.log('Building the storefront (first start only)...');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: storefrontDir,
    env: storefrontEnv,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;

function run(name, args, cwd, childEnv) {
  const child = spawn(process.execPath, args, { cwd, env: childEnv, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the shop.`);
    stop(code ?? 1);
  });
  return child;
}

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => process.exit(code), 10_000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Resolves once `url` answers (any HTTP status), polling every 250 ms for up to two minutes. */
async function waitUntilAnswers(what, url, ok = () => true) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (ok(res)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!stopping) throw new Error(`The ${what} did not answer at ${url}`);
}

// The storefront first: the server posts its events to the storefront's /api/revalidate from the moment it is
// ready, so that route must already answer (a GET is refused with 405, which is all we wait for). Started the
// other way round, the first deliveries failed with ECONNREFUSED and were retried. The storefront itself asks
// the server for nothing until a shopper visits.
run('storefront', [nextBin, dev ? 'dev' : 'start', '-p', shopPort], storefrontDir, storefrontEnv);
await waitUntilAnswers('storefront', `http://127.0.0.1:${shopPort}/api/revalidate`);
run(
  'server',
  dev ? ['--import', 'tsx', '--watch', 'src/main.ts'] : ['--enable-source-maps', 'dist/main.js'],
  serverDir,
  serverEnv,
);
await waitUntilAnswers('API', `${apiUrl}/healthz`, (res) => res.ok);
// Said only once both answer: a visit now gets the shop, not an error page.
console.log(
  `\nAtelier is open: shop http://localhost:${shopPort}  ·  API ${apiUrl}  ·  API docs ${apiUrl}/docs\n`,
);

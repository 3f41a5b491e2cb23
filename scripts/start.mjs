#!/usr/bin/env node
// `npm start`: runs the commerce server (API on :4000, embedded database in ./.data unless DATABASE_URL
// is set) and the storefront (:3000) together. Installs nothing. It compiles the server at every start
// (esbuild, under a second, so the build is never older than the sources) and runs the JavaScript; it
// builds the storefront only when it has no build (`npm run build -w @atelier/storefront` after a change).
// `npm run dev` runs the server's sources with tsx and Next's dev server, both watching files.
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

const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
  PORT: apiPort,
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${shopPort}`,
  ATELIER_API_URL: apiUrl,
  // The storefront, on this machine, hands on each shopper's address: per-address limits count shoppers.
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  NEXT_TELEMETRY_DISABLED: '1',
  // Without SMTP, mail (verification codes, recovery links) lands in the development outbox: show it at /dev/outbox.
  ATELIER_DEV_OUTBOX: process.env.ATELIER_DEV_OUTBOX ?? (process.env.SMTP_URL ? '0' : '1'),
  // Catalog changes reach the shop at once: the server posts its events, signed with a secret both
  // processes share (a fresh one each start), to the storefront's revalidation route.
  EVENT_WEBHOOK_URLS: process.env.EVENT_WEBHOOK_URLS ?? `http://127.0.0.1:${shopPort}/api/revalidate`,
  EVENT_WEBHOOK_SECRET: process.env.EVENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
};

if (!dev) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!dev && !fs.existsSync(path.join(storefrontDir, '.next/BUILD_ID'))) {
  console.log('Building the storefront (first start only)...');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: storefrontDir,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;

function run(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
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

async function waitForApi() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(`${apiUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API did not become healthy at ${apiUrl}`);
}

run(
  'server',
  dev ? ['--import', 'tsx', '--watch', 'src/main.ts'] : ['--enable-source-maps', 'dist/main.js'],
  serverDir,
);
await waitForApi();
run('storefront', [nextBin, dev ? 'dev' : 'start', '-p', shopPort], storefrontDir);
console.log(
  `\nAtelier is open: shop http://localhost:${shopPort}  ·  API ${apiUrl}  ·  API docs ${apiUrl}/docs\n`,
);

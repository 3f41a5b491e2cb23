import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, run, startProcess, stopProcess, waitForHttp } from './processes';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The storefront under test, e.g. http://127.0.0.1:41234 */
    storefrontUrl: string;
    /** The commerce server the storefront talks to. */
    apiUrl: string;
  }
}

const STOREFRONT_DIR = path.join(REPO_ROOT, 'apps/storefront');
const LOG_DIR = path.join(ARTIFACTS_DIR, 'logs');

/** Newest modification time of the files a storefront build depends on. */
function newestSource(): number {
  const roots = ['app', 'components', 'lib', 'public', 'next.config.ts', 'package.json', 'tsconfig.json'].map(
    (entry) => path.join(STOREFRONT_DIR, entry),
  );
  roots.push(path.join(REPO_ROOT, 'packages/sdk/src'));
  let newest = 0;
  const visit = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  roots.forEach(visit);
  return newest;
}

/** Builds the storefront when there is no build yet, or when its sources changed since (E2E_BUILD=1 forces it). */
async function ensureStorefrontBuild(nextBin: string): Promise<void> {
  const buildId = path.join(STOREFRONT_DIR, '.next/BUILD_ID');
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const reason =
    process.env.E2E_BUILD === '1'
      ? 'E2E_BUILD=1'
      : built === 0
        ? 'no build yet'
        : newestSource() > built
          ? 'sources changed since the last build'
          : undefined;
  if (!reason) return;
  console.log(`[e2e] building the storefront (${reason}) ...`);
  await run(process.execPath, [nextBin, 'build'], STOREFRONT_DIR, {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  });
}

/**
 * Starts the real commerce server (tsx, temporary DATA_DIR, free port) and the production storefront
 * (`next start`, free port, ATELIER_API_URL pointing at that server); stops both afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const requireFromStorefront = createRequire(path.join(STOREFRONT_DIR, 'package.json'));
  const nextBin = requireFromStorefront.resolve('next/dist/bin/next');
  const tsxCli = createRequire(path.join(REPO_ROOT, 'packages/server/package.json')).resolve('tsx/cli');

  await ensureStorefrontBuild(nextBin);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-data-'));
  const [apiPort, storefrontPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

  const server = startProcess({
    name: 'server',
    command: process.execPath,
    args: [tsxCli, 'packages/server/src/main.ts'],
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      STOREFRONT_URL: storefrontUrl,
      // Redirect-session pages (the storefront's server-side login exchange) on the address it listens on.
      PUBLIC_URL: apiUrl,
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    },
    logDir: LOG_DIR,
  });

  const storefront = startProcess({
    name: 'storefront',
    command: process.execPath,
    args: [nextBin, 'start', '--port', String(storefrontPort), '--hostname', '127.0.0.1'],
    cwd: STOREFRONT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ATELIER_API_URL: apiUrl,
      // Its own address (OAuth redirect URI, cookie flags) and the /dev/outbox page for the journeys.
      STOREFRONT_URL: storefrontUrl,
      ATELIER_DEV_OUTBOX: '1',
    },
    logDir: LOG_DIR,
  });

  // Should the test run itself be killed, take both process groups down with it.
  const killOnExit = () => {
    for (const { child } of [storefront, server]) {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  };
  process.once('exit', killOnExit);

  const teardown = async () => {
    await Promise.all([stopProcess(storefront.child), stopProcess(server.child)]);
    process.off('exit', killOnExit);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await Promise.all([
      waitForHttp(`${apiUrl}/healthz`, server.child, server.logFile),
      waitForHttp(`${storefrontUrl}/`, storefront.child, storefront.logFile),
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }

  console.log(`[e2e] server ${apiUrl} (DATA_DIR ${dataDir}), storefront ${storefrontUrl}`);
  project.provide('apiUrl', apiUrl);
  project.provide('storefrontUrl', storefrontUrl);
  return teardown;
}

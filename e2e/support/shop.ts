import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startProcess, stopProcess, waitForHttp } from './processes';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths';
import { nextBin, STOREFRONT_DIR } from './storefront-build';

const LOG_DIR = path.join(ARTIFACTS_DIR, 'logs');
export const SERVER_DIR = path.join(REPO_ROOT, 'packages/server');

async function waitForDemoCatalog(apiUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${apiUrl}/v1/products/query-platformized`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { paging: { limit: 1 } } }),
    });
    const { metadata } = (await res.json()) as { metadata?: { total?: number } };
    if ((metadata?.total ?? 0) >= 24) return;
    if (Date.now() > deadline) throw new Error('the demo catalog was not seeded in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A running shop: the commerce server and the production storefront in front of it. */
export interface Shop {
  /** The storefront, e.g. http://127.0.0.1:41234 */
  storefrontUrl: string;
  /** The commerce server the storefront talks to. */
  apiUrl: string;
  /** The server's ADMIN_API_KEY: management calls as the merchant's app. */
  adminApiKey: string;
  stop(): Promise<void>;
}

/**
 * Starts the real commerce server as production runs it (compiled to dist/, temporary DATA_DIR, free port)
 * and the production storefront (`next start`, free port, ATELIER_API_URL pointing at that server), both
 * already built; `stop` ends both. `name` tells its logs apart from another shop's.
 */
export async function startShop({
  name = '',
  stockHoldMinutes,
}: {
  name?: string;
  /** STOCK_HOLD_MINUTES: 0 for a shop that holds no stock for checkouts. */
  stockHoldMinutes: number;
}): Promise<Shop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-data-'));
  const [apiPort, storefrontPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const adminApiKey = randomBytes(24).toString('hex');
  // The server posts its events, signed, to the storefront, which drops the cached reads they touch.
  const eventWebhookSecret = randomBytes(32).toString('hex');

  const server = startProcess({
    name: `server${name}`,
    command: process.execPath,
    args: ['--enable-source-maps', 'dist/main.js'],
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      STOREFRONT_URL: storefrontUrl,
      // Redirect-session pages (the storefront's server-side login exchange) on the address it listens on.
      PUBLIC_URL: apiUrl,
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      ADMIN_API_KEY: adminApiKey,
      EVENT_WEBHOOK_URLS: `${storefrontUrl}/api/revalidate`,
      EVENT_WEBHOOK_SECRET: eventWebhookSecret,
      STOCK_HOLD_MINUTES: String(stockHoldMinutes),
      // As `npm start` runs it: the storefront on this machine hands on each shopper's address, so per-address
      // limits count the browser, not the storefront.
      TRUST_PROXY: 'loopback',
      // Staff passkeys: a WebAuthn relying party must be a domain name, never an IP address, so the staff
      // pages are opened at http://localhost:<port> (staffUrl in support/staff.ts).
      WEBAUTHN_ORIGIN: storefrontUrl.replace('127.0.0.1', 'localhost'),
    },
    logDir: LOG_DIR,
  });

  const storefront = startProcess({
    name: `storefront${name}`,
    command: process.execPath,
    args: [nextBin(), 'start', '--port', String(storefrontPort), '--hostname', '127.0.0.1'],
    cwd: STOREFRONT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ATELIER_API_URL: apiUrl,
      // Its own address (OAuth redirect URI, cookie flags). It never gets the operator key: journeys give
      // it on /dev/outbox (support/outbox.ts), as the operator does.
      STOREFRONT_URL: storefrontUrl,
      EVENT_WEBHOOK_SECRET: eventWebhookSecret,
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

  const stop = async () => {
    await Promise.all([stopProcess(storefront.child), stopProcess(server.child)]);
    process.off('exit', killOnExit);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHttp(`${apiUrl}/healthz`, server.child, server.logFile);
    // The server seeds the demo catalog just after it starts listening: journeys start once it is there.
    await waitForDemoCatalog(apiUrl);
    await waitForHttp(`${storefrontUrl}/`, storefront.child, storefront.logFile);
  } catch (error) {
    await stop();
    throw error;
  }

  console.log(`[e2e] server${name} ${apiUrl} (DATA_DIR ${dataDir}), storefront ${storefrontUrl}`);
  return { apiUrl, storefrontUrl, adminApiKey, stop };
}

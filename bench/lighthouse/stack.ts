import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextBin, STOREFRONT_DIR } from '../../e2e/support/storefront-build';
import { freePort, startAtelierServer, startProcess, type Running } from '../lib/processes';

// The shop as a visitor meets it: the commerce server on a fresh DATA_DIR (so the demo catalog is
// seeded) and the production storefront build (`next start`) in front of it.

export interface Stack {
  storefrontUrl: string;
  apiUrl: string;
  /** The server's operator key (ADMIN_API_KEY), to make the shoppers of the personal pages. */
  adminKey: string;
  /** A product page worth auditing: a piece with options, pictures and a collection. */
  productPath: string;
  /** In-stock pieces without options, for the shoppers' carts. */
  simpleProductIds: string[];
  stop(): Promise<void>;
}

interface WireProduct {
  id: string;
  slug: string;
  productOptions: unknown[];
  media?: { items?: unknown[] };
  collections: unknown[];
  stock?: { inStock?: boolean };
}

/** Waits for the demo catalog (seeded in one transaction just after the server listens) and picks products. */
async function pickProducts(apiUrl: string): Promise<{ productPath: string; simpleProductIds: string[] }> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${apiUrl}/v1/products/query-platformized`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { paging: { limit: 100 } } }),
    });
    if (response.status !== 200) throw new Error(`product query answered ${response.status}`);
    const { products } = (await response.json()) as { products: WireProduct[] };
    const rich = products.find(
      (p) => p.productOptions.length > 0 && (p.media?.items?.length ?? 0) > 0 && p.collections.length > 0,
    );
    const product = rich ?? products[0];
    const simple = products.filter((p) => p.productOptions.length === 0 && p.stock?.inStock !== false);
    if (product)
      return { productPath: `/product/${product.slug}`, simpleProductIds: simple.map((p) => p.id) };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo catalog was not seeded in time');
}

/**
 * The storefront's data cache (`unstable_cache`, kept in .next/cache/fetch-cache) outlives `next start`,
 * and its keys do not name the commerce server: entries from an earlier run against another server
 * (other ids, media URLs on a closed port) would be served until they expire. Start with none of them.
 */
function dropDataCache(): void {
  const dir = path.join(STOREFRONT_DIR, '.next/cache/fetch-cache');
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
}

/** Starts both; the storefront must be built already (see ensureStorefrontBuild). */
export async function startStack(): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-lighthouse-'));
  const storefrontPort = await freePort();
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const adminKey = randomBytes(24).toString('hex');
  const running: Running[] = [];
  const stop = async () => {
    await Promise.all(running.map((process) => process.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startAtelierServer({
      DATA_DIR: dataDir,
      STOREFRONT_URL: storefrontUrl,
      ADMIN_API_KEY: adminKey,
    });
    running.push(server);
    dropDataCache();
    const storefront = await startProcess({
      args: [nextBin(), 'start', '--port', String(storefrontPort), '--hostname', '127.0.0.1'],
      cwd: STOREFRONT_DIR,
      env: {
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ATELIER_API_URL: server.url,
        STOREFRONT_URL: storefrontUrl,
      },
      port: storefrontPort,
      readyPath: '/',
      timeoutMs: 120_000,
    });
    running.push(storefront);
    return { storefrontUrl, apiUrl: server.url, adminKey, ...(await pickProducts(server.url)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { ensureStorefrontBuild, nextBin, STOREFRONT_DIR } from '../../e2e/support/storefront-build';
import { freePort, startProcess, type Running } from './processes';

/** Builds the production storefront when it is missing or stale (BENCH_BUILD=1 forces it). */
export const ensureBenchStorefront = () =>
  ensureStorefrontBuild({ force: process.env.BENCH_BUILD === '1', label: 'bench' });

/** The production storefront (`next start`) on a free port, talking to the API server at `apiUrl`. */
export async function startStorefront(apiUrl: string, cpu?: number): Promise<Running> {
  const port = await freePort();
  return startProcess({
    args: [nextBin(), 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    cwd: STOREFRONT_DIR,
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ATELIER_API_URL: apiUrl,
      STOREFRONT_URL: `http://127.0.0.1:${port}`,
    },
    cpu,
    port,
    readyPath: '/',
    timeoutMs: 180_000,
  });
}

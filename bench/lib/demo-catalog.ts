import { startAtelierServer, type Running } from './processes';

/** Products the demo catalog has at least. */
export const DEMO_MINIMUM = 24;

/**
 * Resolves once the server lists at least `minimum` products: a seeding or importing server shows
 * its catalog whole, when the transaction that writes it commits.
 */
export async function waitForCatalog(apiUrl: string, minimum: number, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${apiUrl}/v1/products/query-platformized`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { paging: { limit: 1 } } }),
    });
    const answer = (await res.json()) as { metadata?: { total?: number } };
    if (res.status === 200 && (answer.metadata?.total ?? 0) >= minimum) {
      // A moment more, so that the end of the seeding is not measured.
      await new Promise((r) => setTimeout(r, 1000));
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the catalog did not reach ${minimum} products in time`);
}

/** The server seeds the demo catalog just after it starts listening: resolves once it is all there. */
export const waitForDemoCatalog = (apiUrl: string) => waitForCatalog(apiUrl, DEMO_MINIMUM);

/**
 * Starts the Atelier server on an empty database, lets it seed the demo catalog, and starts it again
 * on the seeded data: the benchmarks measure a server as a shop runs it, not the one process that
 * seeded (which answers listings markedly slower until it restarts; see the README).
 */
export async function startSeededServer(
  env: Record<string, string | undefined>,
  cpu: number | undefined,
): Promise<Running> {
  const seeding = await startAtelierServer(env, cpu);
  try {
    await waitForDemoCatalog(seeding.url);
  } finally {
    await seeding.stop();
  }
  const server = await startAtelierServer(env, cpu);
  await waitForDemoCatalog(server.url);
  return server;
}

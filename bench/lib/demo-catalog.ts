/** The server seeds the demo catalog just after it starts listening: resolves once it is all there. */
export async function waitForDemoCatalog(apiUrl: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${apiUrl}/v1/products/query-platformized`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { paging: { limit: 1 } } }),
    });
    const answer = (await res.json()) as { metadata?: { total?: number } };
    if (res.status === 200 && (answer.metadata?.total ?? 0) >= 24) {
      // A moment more, so that the end of the seeding is not measured.
      await new Promise((r) => setTimeout(r, 1000));
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the demo catalog was not seeded in time');
}

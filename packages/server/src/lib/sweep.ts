/**
 * Expired rows (access tokens, login failures, used captchas) are swept by the requests that create
 * them, at most once a minute per process, so a sweep's table scan never rides on every request.
 */
const lastRun = new Map<string, number>();
const INTERVAL_MS = 60_000;

export async function sweepNow(name: string, sweep: () => Promise<unknown>, now = Date.now()): Promise<void> {
  const last = lastRun.get(name) ?? 0;
  if (now - last < INTERVAL_MS) return;
  lastRun.set(name, now);
  await sweep();
}

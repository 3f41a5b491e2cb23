import { databaseKey } from './kept-per-database';
import type { Db } from './open';

/**
 * Expired rows (access tokens, login failures, used captchas) are swept by the requests that create
 * them, at most once a minute per database, so a sweep's table scan never rides on every request.
 * Kept per database (databaseKey), so two databases in one process (tests) keep their own times.
 */
const lastRuns = new WeakMap<object, Map<string, number>>();
const INTERVAL_MS = 60_000;

export async function sweepNow(
  db: Db,
  name: string,
  sweep: () => Promise<unknown>,
  now = Date.now(),
): Promise<void> {
  const key = databaseKey(db);
  let lastRun = lastRuns.get(key);
  if (!lastRun) lastRuns.set(key, (lastRun = new Map()));
  const last = lastRun.get(name) ?? 0;
  if (now - last < INTERVAL_MS) return;
  lastRun.set(name, now);
  await sweep();
}

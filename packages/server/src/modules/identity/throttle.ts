import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { loginFailures } from '../../db/schema';
import { FAILURE_WINDOW_MS, loginGate, type LoginGate } from './rules';
import { sweepNow } from '../../db/sweep';

export const accountKey = (email: string) => `acct:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Failures of the last 15 minutes for the account and the client address, and what they imply. */
export async function gateFor(db: Db, email: string, ip: string): Promise<LoginGate> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [accountKey(email), addressKey(ip)]), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
  return loginGate({ account: count(accountKey(email)), address: count(addressKey(ip)) });
}

/**
 * The account's own failures only: for a caller already holding a session (change password), where the
 * client address is often the storefront's, shared by every shopper.
 */
export async function accountGate(db: Db, email: string): Promise<LoginGate> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, accountKey(email)), gt(loginFailures.at, since)));
  return loginGate({ account: Number(row?.n ?? 0), address: 0 });
}

export async function recordAccountFailure(db: Db, email: string): Promise<void> {
  await db.insert(loginFailures).values({ key: accountKey(email) });
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values([{ key: accountKey(email) }, { key: addressKey(ip) }]);
  // Old rows are of no use to the window.
  await sweepNow(db, 'login-failures', () =>
    db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 2 * FAILURE_WINDOW_MS))),
  );
}

/** A successful login clears the account's failures (the address keeps its own). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}

/** Counts one more use of a key in the window; false once the key has used up `limit`. */
export async function withinLimit(db: Db, key: string, limit: number): Promise<boolean> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
  if (Number(row?.n ?? 0) >= limit) return false;
  await db.insert(loginFailures).values({ key });
  return true;
}

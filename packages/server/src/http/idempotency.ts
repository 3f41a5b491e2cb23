import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { runWhileAppRuns } from '../db/unoverlapped';
import { idempotencyKeys } from '../db/schema';
import type { Caller } from './auth';
import { AppError, invalidField } from './errors';

/**
 * `Idempotency-Key` (the header a client sends so that a retried write is done once): within 24 hours the
 * same key, from the same caller on the same route, answers the answer stored the first time; the same key
 * with another request (path or body) is refused with 422. Only successful answers are stored: a refused call
 * (out of stock, a missing email) changed nothing, and its retry is judged afresh.
 */

export const IDEMPOTENCY_HOURS = 24;
const MAX_KEY = 255;

/** Whose keys these are: a token's subject, else the app's client (an API key), and the route. */
export const idempotencyScope = (caller: Caller, route: string) =>
  `${caller.subjectId ?? caller.clientId ?? caller.role}|${route}`;

/** A stable fingerprint of a request: its JSON with object keys sorted. */
export function requestHash(request: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

const reused = () =>
  new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for another request: send a new key for a new request',
  );

async function storedAnswer(db: Db, scope: string, key: string, since: Date) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdDate, since),
      ),
    );
  return row;
}

/**
 * Runs `run` once per key: a stored answer (same request) is answered again, a new one is stored. Two calls
 * with one key at once may both run (the service itself must be safe to repeat, as create-order is): the first
 * stored answer wins and both answer it.
 */
export async function withIdempotency<T>(
  db: Db,
  key: string | undefined,
  scope: string,
  request: unknown,
  run: () => Promise<T>,
): Promise<T> {
  if (key === undefined) return run();
  if (key.length === 0 || key.length > MAX_KEY)
    throw invalidField('Idempotency-Key', 'MAX_LENGTH', `must be 1 to ${MAX_KEY} characters`);
  const hash = requestHash(request);
  const since = new Date(Date.now() - IDEMPOTENCY_HOURS * 3600_000);
  const before = await storedAnswer(db, scope, key, since);
  if (before) {
    if (before.requestHash !== hash) throw reused();
    return before.response as T;
  }
  const answer = await run();
  const [stored] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, statusCode: 200, response: answer as unknown })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: hash, statusCode: 200, response: answer as unknown, createdDate: sql`now()` },
      // An expired key is taken anew; a live one (stored by a call that ran at the same time) stays.
      setWhere: lt(idempotencyKeys.createdDate, since),
    })
    .returning({ scope: idempotencyKeys.scope });
  if (stored) return answer;
  const winner = await storedAnswer(db, scope, key, since);
  if (winner && winner.requestHash !== hash) throw reused();
  return (winner?.response as T | undefined) ?? answer;
}

/** Deletes the answers kept past their 24 hours. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_HOURS * 3600_000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdDate, cutoff))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** Prunes kept answers hourly while the app runs (every process; a second delete finds nothing). */
export function attachIdempotencyPruning(app: FastifyInstance, db: Db, everyMs = 60 * 60 * 1000) {
  runWhileAppRuns(
    app,
    async () => {
      await pruneIdempotencyKeys(db);
    },
    { everyMs, atReady: true, failure: 'pruning idempotency keys failed' },
  );
}

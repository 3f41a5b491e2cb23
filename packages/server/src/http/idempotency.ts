import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { runWhileAppRuns } from '../db/unoverlapped';
import { idempotencyKeys } from '../db/schema';
import type { Caller } from './auth';
import { AppError, invalidField } from './errors';

/**
 * `Idempotency-Key` (the header a client sends so that a retried write is done once). The first request with a
 * key claims it before any work, in a statement of its own that commits at once (IN_FLIGHT), so a request at the
 * same moment sees the claim: the same key and request answer 409 IDEMPOTENCY_KEY_IN_FLIGHT (retry later),
 * another request (path or body) 422 IDEMPOTENCY_KEY_REUSED, and neither does anything. When the work succeeds
 * its answer is stored (DONE) and answered again to the same key and request for 24 hours. When it fails, the
 * claim is let go: a refused call (out of stock, a missing email) changed nothing, and its retry is judged
 * afresh. A claim left by a process that died mid-request expires after CLAIM_SECONDS.
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

/**
 * How long a claim holds without an answer: longer than any create-order takes, short enough that a key
 * claimed by a process that crashed is usable again within minutes.
 */
export const CLAIM_SECONDS = 120;

const reused = () =>
  new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for another request: send a new key for a new request',
  );

const inFlight = () =>
  new AppError(
    409,
    'IDEMPOTENCY_KEY_IN_FLIGHT',
    'A request with this Idempotency-Key is still being worked on: retry later with the same key',
  );

const whereKey = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Claims the key (own statement, committed at once): a new key, an answer past its 24 hours or a claim past its
 * CLAIM_SECONDS is taken. Answers the claim's token, or undefined when the key is someone else's now.
 */
async function claimKey(db: Db, scope: string, key: string, hash: string): Promise<string | undefined> {
  const claim = randomUUID();
  const values = { requestHash: hash, state: 'IN_FLIGHT', claim, statusCode: null, response: null };
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, ...values })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { ...values, createdDate: sql`now()` },
      setWhere: sql`(${idempotencyKeys.state} = 'DONE' and ${idempotencyKeys.createdDate} < now() - ${`${IDEMPOTENCY_HOURS} hours`}::interval)
        or (${idempotencyKeys.state} = 'IN_FLIGHT' and ${idempotencyKeys.createdDate} < now() - ${`${CLAIM_SECONDS} seconds`}::interval)`,
    })
    .returning({ claim: idempotencyKeys.claim });
  return row?.claim ?? undefined;
}

/** The answer kept for a key someone else claimed: stored, or a refusal; undefined when the key was let go. */
async function othersAnswer<T>(
  db: Db,
  scope: string,
  key: string,
  hash: string,
): Promise<{ answer: T } | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(scope, key));
  if (!row) return undefined;
  if (row.requestHash !== hash) throw reused();
  if (row.state !== 'DONE') throw inFlight();
  return { answer: row.response as T };
}

/**
 * Runs `run` once per key and request (see above): claimed first, then the answer stored, or the claim let go
 * when `run` throws (the error goes on to the caller).
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
  let claim: string | undefined;
  // A key let go between the claim and the read (its request failed) is claimed again; twice is plenty.
  for (let attempt = 0; attempt < 3 && claim === undefined; attempt++) {
    claim = await claimKey(db, scope, key, hash);
    if (claim !== undefined) break;
    const kept = await othersAnswer<T>(db, scope, key, hash);
    if (kept) return kept.answer;
  }
  if (claim === undefined) throw inFlight();
  const mine = and(whereKey(scope, key), eq(idempotencyKeys.claim, claim));
  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    // The claim let go, so that a retry is judged afresh; were that to fail as well, the claim expires by itself
    // and the caller still hears why its request failed.
    await db
      .delete(idempotencyKeys)
      .where(mine)
      .catch(() => undefined);
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ state: 'DONE', statusCode: 200, response: answer as unknown, createdDate: sql`now()` })
    .where(mine);
  return answer;
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

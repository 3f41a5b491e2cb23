import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { authStates, identities } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { recordMemberEvent, loadMember, statusFor } from '../members';
import { codeMatches, issueCode } from './code';
import { codeCheck, MAX_CODE_ATTEMPTS, resendDecision, stateOf } from './rules';
import {
  answerFor,
  blocked,
  deliver,
  identityWithProfile,
  newState,
  openState,
  type Deps,
  type StateAnswer,
} from './state';

const wrongCode = (attemptsLeft: number) =>
  new AppError(400, 'INVALID_VERIFICATION_CODE', 'The code is not right', 'The code is not right', {
    attemptsLeft,
  });
const codeExpired = () =>
  new AppError(400, 'VERIFICATION_CODE_EXPIRED', 'The code has expired: ask for a new one');
const codeDead = () =>
  new AppError(400, 'VERIFICATION_CODE_LOCKED', 'Too many wrong codes: ask for a new one');

/** POST /v1/auth/verify: the 6-digit code of a state token. Wrong tries count; the 5th kills the code. */
export async function verifyCode(
  db: Db,
  deps: Deps,
  input: { code: string; stateToken: string },
): Promise<StateAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const { state, identity } = await openState(tx, input.stateToken);
    const check = codeCheck(
      state,
      codeMatches(deps.secrets.codeHmac, state.codeHash, input.code.trim()),
      new Date(),
    );
    if (check === 'wrong') {
      await tx
        .update(authStates)
        .set({ attempts: state.attempts + 1 })
        .where(eq(authStates.id, state.id));
      return { error: wrongCode(Math.max(0, MAX_CODE_ATTEMPTS - state.attempts - 1)) };
    }
    if (check === 'expired') return { error: codeExpired() };
    if (check === 'dead') return { error: codeDead() };
    if (identity.status === 'BLOCKED' || identity.status === 'DELETED') throw blocked();
    await tx
      .update(authStates)
      .set({ consumedAt: new Date(), codeHash: null })
      .where(eq(authStates.id, state.id));
    const reasons = identity.pendingReasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
    const [updated] = await tx
      .update(identities)
      .set({
        emailVerified: true,
        pendingReasons: reasons,
        status: identity.status === 'PENDING' ? statusFor(reasons) : identity.status,
        revision: sql`${identities.revision} + 1`,
        updatedDate: sql`now()`,
      })
      .where(eq(identities.id, identity.id))
      .returning();
    const member = await loadMember(tx, identity.id);
    if (member) await recordMemberEvent(tx, 'updated', member);
    return answerFor(tx, deps, updated!);
  });
  // A wrong try must be counted even though the call fails, so the error leaves after the commit.
  if ('error' in outcome) throw outcome.error;
  await deliver(db, deps, outcome.mail);
  return outcome.answer;
}

/** POST /v1/auth/resend: a new code for the same state token, at most once a minute and 5 times in all. */
export async function resendCode(db: Db, deps: Deps, input: { stateToken: string }): Promise<StateAnswer> {
  const { answer, mail } = await db.transaction(async (tx) => {
    const { state, identity } = await openState(tx, input.stateToken);
    if (stateOf(identity) !== 'REQUIRE_EMAIL_VERIFICATION') {
      return answerFor(tx, deps, identity, { stateToken: input.stateToken });
    }
    const decision = resendDecision(state, new Date());
    if (!decision.ok) {
      throw decision.reason === 'WAIT'
        ? new AppError(
            429,
            'RESEND_THROTTLED',
            `Wait ${decision.retryAfterSeconds} s before asking for another code`,
            undefined,
            {
              retryAfterSeconds: decision.retryAfterSeconds,
            },
          )
        : new AppError(429, 'TOO_MANY_CODES', 'No more codes for this attempt: log in again');
    }
    const code = await issueCode(tx, deps.secrets.codeHmac, state, new Date());
    return {
      answer: {
        state: 'REQUIRE_EMAIL_VERIFICATION' as const,
        stateToken: input.stateToken,
        identity: await identityWithProfile(tx, identity),
        additionalData: {},
      },
      mail: { to: identity.email, code },
    };
  });
  await deliver(db, deps, mail);
  return { additionalData: {}, ...answer };
}

/** POST /v1/state/proceed: where a state token stands now (e.g. after the owner approved the member). */
export async function proceed(db: Db, deps: Deps, input: { stateToken: string }): Promise<StateAnswer> {
  const { answer, mail } = await db.transaction(async (tx) => {
    const { state, identity } = await openState(tx, input.stateToken);
    if (stateOf(identity) === 'SUCCESS') {
      await tx.update(authStates).set({ consumedAt: new Date() }).where(eq(authStates.id, state.id));
      return answerFor(tx, deps, identity);
    }
    return answerFor(tx, deps, identity, { stateToken: input.stateToken });
  });
  await deliver(db, deps, mail);
  return answer;
}

/** POST /v1/Start: a verification of the identity's email, by the member itself or an elevated caller. */
export async function startVerification(db: Db, deps: Deps, caller: Caller, input: { identityId: string }) {
  if (caller.role !== 'admin' && caller.memberId !== input.identityId)
    throw notFound('Identity', input.identityId);
  const { result, mail } = await db.transaction(async (tx) => {
    const [identity] = await tx
      .select()
      .from(identities)
      .where(
        and(eq(identities.id, input.identityId), sql`${identities.status} not in ('DELETED', 'BLOCKED')`),
      );
    if (!identity) throw notFound('Identity', input.identityId);
    const { stateToken, mail } = await newState(tx, deps, identity, true);
    const [state] = await tx
      .select({ id: authStates.id })
      .from(authStates)
      .where(and(eq(authStates.identityId, identity.id), sql`${authStates.consumedAt} is null`));
    return { result: { verificationId: state!.id, stateToken }, mail };
  });
  await deliver(db, deps, mail);
  return result;
}

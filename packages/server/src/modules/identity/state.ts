import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open';
import { authStates, identities, members, oneTimeTokens } from '../../db/schema';
import { AppError } from '../../http/errors';
import { verificationCodeMail } from '../mail';
import { identityProfileOf, loadMember } from '../members';
import { readShopName } from '../shop-settings';
import { hashToken, randomToken } from '../../lib/crypto';
import { issueCode } from './code';
import { SESSION_TOKEN_TTL_MS, STATE_TTL_MS, stateOf, type ServerState } from './rules';

export type Deps = Pick<AppContext, 'config' | 'secrets' | 'mailer' | 'log'>;
export type IdentityRow = typeof identities.$inferSelect;

export interface StateAnswer {
  state: ServerState;
  sessionToken?: string;
  stateToken?: string;
  identity?: ReturnType<typeof identityView>;
  additionalData?: Record<string, unknown>;
}

/** A mail to send once the transaction that decided it has committed. */
export interface PendingMail {
  to: string;
  code: string;
}

export const blocked = () =>
  new AppError(403, 'IDENTITY_BLOCKED', 'This account is blocked. Contact the shop.');
export const invalidStateToken = () =>
  new AppError(400, 'INVALID_STATE_TOKEN', 'The state token is unknown, used or expired: start again');

export function identityView(identity: IdentityRow, member?: Parameters<typeof identityProfileOf>[0]) {
  return {
    id: identity.id,
    createdDate: identity.createdDate.toISOString(),
    updatedDate: identity.updatedDate.toISOString(),
    revision: String(identity.revision),
    email: { address: identity.email, isVerified: identity.emailVerified },
    status: { name: identity.status, reasons: identity.pendingReasons },
    ...(member ? { identityProfile: identityProfileOf(member) } : {}),
  };
}

export async function identityWithProfile(tx: Db, identity: IdentityRow) {
  return identityView(identity, await loadMember(tx, identity.id));
}

/** A one-time session token for a proven login: exchanged once, within 5 minutes, in a redirect session. */
export async function issueSessionToken(tx: Db, identityId: string): Promise<string> {
  const token = randomToken('st');
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose: 'SESSION',
    identityId,
    expiresAt: new Date(Date.now() + SESSION_TOKEN_TTL_MS),
  });
  await tx
    .update(members)
    .set({ lastLoginDate: sql`now()` })
    .where(eq(members.id, identityId));
  return token;
}

/**
 * A new state token for an identity that must verify its email or wait for approval. Older open states
 * of the identity are closed. A verification code is mailed unless one went out in the last minute, in
 * which case that code (and its count of wrong tries) carries over.
 */
export async function newState(
  tx: Db,
  deps: Deps,
  identity: IdentityRow,
  withCode: boolean,
): Promise<{ stateToken: string; mail?: PendingMail }> {
  const now = new Date();
  const [latest] = await tx
    .select()
    .from(authStates)
    .where(
      and(
        eq(authStates.identityId, identity.id),
        isNull(authStates.consumedAt),
        gt(authStates.expiresAt, now),
      ),
    )
    .orderBy(sql`${authStates.createdDate} desc`)
    .limit(1);
  await tx
    .update(authStates)
    .set({ consumedAt: now })
    .where(and(eq(authStates.identityId, identity.id), isNull(authStates.consumedAt)));
  const stateToken = randomToken('sv');
  const [state] = await tx
    .insert(authStates)
    .values({
      tokenHash: hashToken(stateToken),
      identityId: identity.id,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    })
    .returning();
  if (!withCode || !state) return { stateToken };
  const recent =
    latest?.codeHash && latest.lastSentAt && now.getTime() - latest.lastSentAt.getTime() < 60_000;
  if (recent && latest) {
    // The code already mailed stays valid: its stored value names the state it was made for (code.ts),
    // so it carries over unchanged.
    await tx
      .update(authStates)
      .set({
        codeHash: latest.codeHash,
        codeExpiresAt: latest.codeExpiresAt,
        attempts: latest.attempts,
        sendCount: latest.sendCount,
        lastSentAt: latest.lastSentAt,
      })
      .where(eq(authStates.id, state.id));
    return { stateToken };
  }
  const code = await issueCode(tx, deps.secrets.codeHmac, state, now);
  return { stateToken, mail: { to: identity.email, code } };
}

/** Sends verification mail after commit; a failed send is logged (the person can ask to resend). */
export async function deliver(db: Db, deps: Deps, mail: PendingMail | undefined): Promise<void> {
  if (!mail) return;
  try {
    const shopName = await readShopName(db, deps.config);
    await deps.mailer.send(mail.to, verificationCodeMail(shopName, mail.code));
  } catch (error) {
    deps.log.error({ err: error }, 'could not send the verification code');
  }
}

/** The answer for an identity whose credentials (or code) were just proven. */
export async function answerFor(
  tx: Db,
  deps: Deps,
  identity: IdentityRow,
  options: { stateToken?: string } = {},
): Promise<{ answer: StateAnswer; mail?: PendingMail }> {
  const state = stateOf(identity);
  if (state === 'BLOCKED') throw blocked();
  const view = await identityWithProfile(tx, identity);
  if (state === 'SUCCESS') {
    return { answer: { state, sessionToken: await issueSessionToken(tx, identity.id), identity: view } };
  }
  if (options.stateToken) return { answer: { state, stateToken: options.stateToken, identity: view } };
  const { stateToken, mail } = await newState(tx, deps, identity, state === 'REQUIRE_EMAIL_VERIFICATION');
  return { answer: { state, stateToken, identity: view }, ...(mail ? { mail } : {}) };
}

/** The open state of a state token, locked for update. */
export async function openState(tx: Db, stateToken: string) {
  const [row] = await tx
    .select({ state: authStates, identity: identities })
    .from(authStates)
    .innerJoin(identities, eq(identities.id, authStates.identityId))
    .where(
      and(
        eq(authStates.tokenHash, hashToken(stateToken)),
        isNull(authStates.consumedAt),
        gt(authStates.expiresAt, new Date()),
      ),
    )
    .for('update');
  if (!row) throw invalidStateToken();
  return row;
}

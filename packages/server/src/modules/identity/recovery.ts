import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { identities, oneTimeTokens } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError, notFound, ValidationError } from '../../http/errors';
import { recordAudit } from '../audit';
import { activationMail, recoveryMail } from '../mail';
import { revokeMemberSessions, signedInAt } from '../oauth';
import { hashToken, randomToken } from '../../lib/crypto';
import { normalizeEmail, statusFor } from '../members';
import { readShopName } from '../shop-settings';
import { hashPassword, verifyPassword } from './passwords';
import {
  ACTIVATION_TTL_MS,
  FRESH_SIGN_IN_MS,
  freshSignIn,
  passwordViolation,
  RECOVERY_TTL_MS,
  RESEND_INTERVAL_MS,
} from './rules';
import { findLiveIdentity } from './service';
import type { Deps } from './state';
import { accountGate, clearAccountFailures, recordAccountFailure, withinLimit } from './throttle';

/** Recovery mails one client address may ask for in 15 minutes. */
const RECOVERY_MAILS_PER_ADDRESS = 20;

const invalidRecoveryToken = () =>
  new AppError(400, 'INVALID_RECOVERY_TOKEN', 'The link is invalid, used or expired: ask for a new one');

async function newLinkToken(tx: Db, identityId: string, purpose: 'RECOVERY' | 'ACTIVATION'): Promise<string> {
  const token = randomToken('rc');
  const ttl = purpose === 'RECOVERY' ? RECOVERY_TTL_MS : ACTIVATION_TTL_MS;
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    identityId,
    expiresAt: new Date(Date.now() + ttl),
  });
  return token;
}

const resetLink = (deps: Deps, token: string, activation = false) =>
  `${deps.config.storefrontUrl}/reset-password?token=${encodeURIComponent(token)}${activation ? '&activation=true' : ''}`;

async function sendSafely(deps: Deps, to: string, content: Parameters<Deps['mailer']['send']>[1]) {
  try {
    await deps.mailer.send(to, content);
  } catch (error) {
    deps.log.error({ err: error, kind: content.kind }, 'could not send mail');
    throw new AppError(503, 'MAIL_UNAVAILABLE', 'The mail could not be sent: try again later');
  }
}

/**
 * POST /v1/send-email: mails a recovery link. Always answers the same way, so it tells nobody whether an
 * address has an account; at most one mail a minute per account, 20 requests per client address in 15 minutes.
 */
export async function sendRecoveryEmail(
  db: Db,
  deps: Deps,
  input: { email: string; ip: string },
): Promise<Record<string, never>> {
  if (!(await withinLimit(db, `recovery:${input.ip}`, RECOVERY_MAILS_PER_ADDRESS))) {
    throw new AppError(
      429,
      'TOO_MANY_REQUESTS',
      'Too many recovery requests from this address: try again later',
    );
  }
  const identity = await findLiveIdentity(db, normalizeEmail(input.email));
  if (!identity || identity.status === 'BLOCKED') return {};
  const [recent] = await db
    .select({ at: oneTimeTokens.createdDate })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.identityId, identity.id),
        eq(oneTimeTokens.purpose, 'RECOVERY'),
        gt(oneTimeTokens.createdDate, new Date(Date.now() - RESEND_INTERVAL_MS)),
      ),
    )
    .limit(1);
  if (recent) return {};
  const token = await newLinkToken(db, identity.id, 'RECOVERY');
  await sendSafely(
    deps,
    identity.email,
    recoveryMail(await readShopName(db, deps.config), resetLink(deps, token)),
  );
  return {};
}

/** POST /v1/activation-email (elevated): a link to choose a first password, valid 7 days. */
export async function sendActivationEmail(db: Db, deps: Deps, input: { identityId: string }) {
  const [identity] = await db.select().from(identities).where(eq(identities.id, input.identityId));
  if (!identity || identity.status === 'DELETED') throw notFound('Identity', input.identityId);
  // The link's token and the entry commit together; the mail leaves after (never the token in the entry).
  const token = await db.transaction(async (tx) => {
    const made = await newLinkToken(tx, identity.id, 'ACTIVATION');
    await recordAudit(tx, {
      action: 'member.activation_email_sent',
      entity: { type: 'member', id: identity.id },
      after: { email: identity.email },
    });
    return made;
  });
  await sendSafely(
    deps,
    identity.email,
    activationMail(await readShopName(db, deps.config), resetLink(deps, token, true)),
  );
  return {};
}

async function setPassword(tx: Db, identityId: string, passwordHash: string, proveEmail: boolean) {
  const [identity] = await tx.select().from(identities).where(eq(identities.id, identityId)).for('update');
  if (!identity) throw invalidRecoveryToken();
  const reasons = proveEmail
    ? identity.pendingReasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED')
    : identity.pendingReasons;
  await tx
    .update(identities)
    .set({
      passwordHash,
      mustResetPassword: false,
      ...(proveEmail ? { emailVerified: true } : {}),
      pendingReasons: reasons,
      status: identity.status === 'PENDING' ? statusFor(reasons) : identity.status,
      revision: sql`${identities.revision} + 1`,
      updatedDate: sql`now()`,
    })
    .where(eq(identities.id, identityId));
}

/**
 * POST /v1/recover: a recovery or activation token and a new password. The link proves the mailbox, so
 * the email counts as verified; every session of the member ends; other open links die.
 */
export async function recover(db: Db, input: { recoveryToken: string; password: string }) {
  const violation = passwordViolation('password', input.password);
  if (violation) throw new ValidationError([violation]);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [token] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(input.recoveryToken)),
          inArray(oneTimeTokens.purpose, ['RECOVERY', 'ACTIVATION']),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!token) throw invalidRecoveryToken();
    await setPassword(tx, token.identityId, passwordHash, true);
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.identityId, token.identityId),
          inArray(oneTimeTokens.purpose, ['RECOVERY', 'ACTIVATION']),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await revokeMemberSessions(tx, token.identityId);
  });
  return {};
}

export const wrongCurrentPassword = () =>
  new AppError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is not right');
const tooManyWrongPasswords = () =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong passwords: try again in 15 minutes');
export const currentPasswordRequired = () =>
  new AppError(
    403,
    'CURRENT_PASSWORD_REQUIRED',
    `Send currentPassword: without it the password changes only within ${FRESH_SIGN_IN_MS / 60_000} minutes of signing in`,
    undefined,
    { freshSignInMinutes: FRESH_SIGN_IN_MS / 60_000 },
  );

/**
 * POST /v2/change-password: a borrowed session must not take the account, so the member proves it is them.
 * Within FRESH_SIGN_IN_MS of signing in (the token family's sign-in, which a refresh does not renew) the
 * sign-in is that proof and `newPassword` alone, the spec's body, is enough; later `currentPassword` is
 * required (403 CURRENT_PASSWORD_REQUIRED). A current password sent is always checked, with login's
 * brute-force counter of the account: a wrong one counts as a failed login, and from 5 failures in 15 minutes
 * the change is refused (429) until the window has passed. The client address is not counted: behind the
 * storefront it is the storefront's, shared by every shopper. The member's other sessions end; the calling
 * one stays.
 */
export async function changePassword(
  db: Db,
  caller: Caller,
  input: { newPassword: string; currentPassword?: string | undefined },
  now = Date.now(),
) {
  const violation = passwordViolation('newPassword', input.newPassword);
  if (violation) throw new ValidationError([violation]);
  if (!caller.memberId) throw new AppError(404, 'MEMBER_NOT_FOUND', 'There is no member behind this caller');
  const memberId = caller.memberId;
  const [identity] = await db.select().from(identities).where(eq(identities.id, memberId));
  if (!identity || identity.status === 'DELETED') {
    throw new AppError(404, 'MEMBER_NOT_FOUND', 'There is no member behind this caller');
  }
  if (input.currentPassword === undefined) {
    const signedIn = caller.sessionId ? await signedInAt(db, caller.sessionId) : undefined;
    if (!freshSignIn(signedIn, now)) throw currentPasswordRequired();
  } else {
    if ((await accountGate(db, identity.email)) !== 'open') throw tooManyWrongPasswords();
    if (!(await verifyPassword(identity.passwordHash, input.currentPassword))) {
      await recordAccountFailure(db, identity.email);
      throw wrongCurrentPassword();
    }
    await clearAccountFailures(db, identity.email);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, memberId, passwordHash, false);
    await revokeMemberSessions(tx, memberId, caller.sessionId);
  });
  return {};
}

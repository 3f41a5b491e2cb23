import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { identities } from '../../db/schema';
import { AppError, ValidationError } from '../../http/errors';
import { recordAudit } from '../audit';
import {
  fromIdentityProfile,
  type IdentityProfileInput,
  insertMember,
  EMAIL_EXISTS,
  normalizeEmail,
  statusFor,
} from '../members';
import { requireCaptcha, type CaptchaSettings } from './captcha';
import { hashPassword, verifyPassword } from './passwords';
import { readShopPolicy } from '../shop-settings';
import { initialPendingReasons, passwordViolation, RESET_PASSWORD, WRONG_PASSWORD } from './rules';
import {
  answerFor,
  deliver,
  identityWithProfile,
  issueSessionToken,
  type Deps,
  type StateAnswer,
} from './state';
import { clearAccountFailures, gateFor, recordFailure } from './throttle';

type CaptchaTokens = Record<string, string>[] | undefined;

export const emailExists = () =>
  new AppError(
    409,
    EMAIL_EXISTS,
    'An account with this email already exists',
    'An account with this email already exists',
  );
export const wrongPassword = () =>
  new AppError(400, WRONG_PASSWORD, 'Wrong email or password', 'Wrong email or password');
export const mustResetPassword = () =>
  new AppError(
    400,
    RESET_PASSWORD,
    'This account needs a new password: use "forgot password"',
    'Password must be reset',
  );
export const tooManyAttempts = () =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed logins: try again in 15 minutes');

export function captchaSettings(deps: Pick<Deps, 'config' | 'secrets'>): CaptchaSettings {
  const c = deps.config.captcha;
  return {
    invisibleSiteKey: c.invisibleSiteKey,
    visibleSiteKey: c.visibleSiteKey,
    maxNumber: c.maxNumber,
    hmacSecret: deps.secrets.captchaHmac,
    keyHmacSecret: deps.secrets.captchaKeyHmac,
  };
}

export async function findLiveIdentity(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.email, email), ne(identities.status, 'DELETED')));
  return row;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';

/** Registration: a PENDING (or ACTIVE) identity and its member; then email verification or approval. */
export async function register(
  db: Db,
  deps: Deps,
  input: {
    email: string;
    password: string;
    passwordField: string;
    profile?: IdentityProfileInput | undefined;
    captchaTokens: CaptchaTokens;
  },
): Promise<StateAnswer> {
  const violation = passwordViolation(input.passwordField, input.password);
  if (violation) throw new ValidationError([violation]);
  // The shop's current policy (its settings), read on each registration: a change applies without a restart.
  const policy = await readShopPolicy(db, deps.config);
  if (policy.registerRequiresCaptcha) await requireCaptcha(db, captchaSettings(deps), input.captchaTokens);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const { answer, mail } = await db.transaction(async (tx) => {
      if (await findLiveIdentity(tx, email)) throw emailExists();
      const pendingReasons = initialPendingReasons(policy);
      const [identity] = await tx
        .insert(identities)
        .values({ email, passwordHash, status: statusFor(pendingReasons), pendingReasons })
        .returning();
      const { contact, profile } = fromIdentityProfile(input.profile ?? {});
      const privacy = input.profile?.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
      await insertMember(tx, { id: identity!.id, email, contact, profile, privacyStatus: privacy });
      return answerFor(tx, deps, identity!);
    });
    await deliver(db, deps, mail);
    return answer;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}

/**
 * Login: brute-force gate (captcha after 5 failures in 15 minutes per account or address, 429 past the
 * hard limit), password check, then the state of the identity.
 */
export async function login(
  db: Db,
  deps: Deps,
  input: { email: string; password: string; captchaTokens: CaptchaTokens; ip: string },
): Promise<StateAnswer> {
  const email = normalizeEmail(input.email);
  const gate = await gateFor(db, email, input.ip);
  if (gate === 'locked') throw tooManyAttempts();
  if (gate === 'captcha') await requireCaptcha(db, captchaSettings(deps), input.captchaTokens);
  const identity = await findLiveIdentity(db, email);
  if (identity && !identity.passwordHash) throw mustResetPassword();
  if (!identity || !(await verifyPassword(identity.passwordHash, input.password))) {
    await recordFailure(db, email, input.ip);
    throw wrongPassword();
  }
  await clearAccountFailures(db, email);
  if (identity.mustResetPassword) throw mustResetPassword();
  const { answer, mail } = await db.transaction((tx) => answerFor(tx, deps, identity));
  await deliver(db, deps, mail);
  return answer;
}

/** POST /v2/sign-on (elevated): an app vouches for the person; no password is asked. */
export async function signOn(
  db: Db,
  input: { email: string; profile?: IdentityProfileInput | undefined; verifyEmail?: boolean | undefined },
) {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    let identity = await findLiveIdentity(tx, email);
    /** What the sign-on stored beyond the session (never the session's token). */
    let stored: Record<string, unknown> = {};
    if (!identity) {
      [identity] = await tx
        .insert(identities)
        .values({ email, status: 'ACTIVE', emailVerified: input.verifyEmail === true })
        .returning();
      const { contact, profile } = fromIdentityProfile(input.profile ?? {});
      await insertMember(tx, { id: identity!.id, email, contact, profile });
      stored = { created: true, emailVerified: identity!.emailVerified };
    } else if (input.verifyEmail && !identity.emailVerified) {
      const reasons = identity.pendingReasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
      const status = identity.status === 'PENDING' ? statusFor(reasons) : identity.status;
      [identity] = await tx
        .update(identities)
        .set({ emailVerified: true, pendingReasons: reasons, status })
        .where(eq(identities.id, identity.id))
        .returning();
      stored = { emailVerified: true };
    }
    if (identity!.status !== 'ACTIVE')
      throw new AppError(403, 'IDENTITY_NOT_ACTIVE', 'This account is not active');
    // A session for a member, opened by an elevated caller: who did it, for whom, what it stored.
    await recordAudit(tx, {
      action: 'member.signed_on',
      entity: { type: 'member', id: identity!.id },
      after: { email, ...stored },
    });
    return {
      sessionToken: await issueSessionToken(tx, identity!.id),
      identity: await identityWithProfile(tx, identity!),
    };
  });
}

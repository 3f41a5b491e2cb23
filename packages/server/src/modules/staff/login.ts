import { and, eq, gt, isNull, or, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff, staffChallenges, staffRecoveryCodes } from '../../db/schema';
import { secondFactorsOf } from './factors';
import { hashToken, hmacHex, randomToken } from '../../lib/crypto';
import {
  captchaSettings,
  clearAccountFailures,
  gateFor,
  recordFailure,
  requireCaptcha,
  verifyPassword,
} from '../identity';
import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  invalidChallenge,
  invalidCredentials,
  invalidSecondFactor,
  isTotpCode,
  normalizeRecoveryCode,
  throttleKey,
  tooManyAttempts,
} from './rules';
import { staffPolicy } from './policy';
import { startStaffSession, sweepStaffSessions, type CaptchaTokens, type Client } from './sessions';
import { matchedStep, openSecret } from './totp';
import { auditSignIn, type SignInMethod } from './sign-in-audit';
import { AppError } from '../../http/errors';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

export const recoveryHash = (ctx: Ctx, code: string) =>
  hmacHex(ctx.secrets.staffKey, `recovery:${normalizeRecoveryCode(code)}`);

/**
 * The members' brute-force gate, per account and address: 429 past the hard limits, and from 5 failures in
 * 15 minutes a solved captcha (the members' altcha, `captchaTokens`), or 400 -19971 / -19970. A passkey's
 * signature cannot be guessed, so its steps pass `null`: only the lock applies to them.
 */
async function passGate(ctx: Ctx, key: string, client: Client, tokens: CaptchaTokens | null) {
  const gate = await gateFor(ctx.db, key, client.ip);
  if (gate === 'locked') throw tooManyAttempts();
  if (gate === 'captcha' && tokens !== null) await requireCaptcha(ctx.db, captchaSettings(ctx), tokens);
}

/** Runs a sign-in step's gate; a refusal (lock, captcha) goes to the audit log before it is answered. */
async function gateAudited(
  ctx: Ctx,
  step: () => Promise<void>,
  audit: (reason: string) => Promise<void>,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    await audit(error instanceof AppError ? error.code : 'REFUSED');
    throw error;
  }
}

/**
 * Sign-in with email and password. An unknown email, a wrong password and a disabled account answer
 * alike, after the same argon2id work. With a confirmed second factor the answer is a challenge instead
 * of a session.
 */
export async function signIn(
  ctx: Ctx,
  input: { email: string; password: string; captchaTokens?: CaptchaTokens },
  client: Client,
) {
  const email = input.email.trim().toLowerCase();
  const key = throttleKey(email);
  const [row] = await ctx.db.select().from(staff).where(eq(staff.email, email));
  const who = { member: row, email };
  await gateAudited(
    ctx,
    () => passGate(ctx, key, client, input.captchaTokens),
    (reason) => auditSignIn(ctx, 'staff.login_failed', who, client, { reason }),
  );
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok || row.disabled) {
    await recordFailure(ctx.db, key, client.ip);
    const reason = !row ? 'UNKNOWN_EMAIL' : !ok ? 'WRONG_PASSWORD' : 'DISABLED';
    await auditSignIn(ctx, 'staff.login_failed', who, client, { reason });
    throw invalidCredentials();
  }
  await sweepStaffSessions(ctx.db, ctx.config);
  const secondFactors = await secondFactorsOf(ctx.db, row);
  if (secondFactors.length > 0) {
    const challengeToken = randomToken('sc');
    await ctx.db.insert(staffChallenges).values({
      tokenHash: hashToken(challengeToken),
      staffId: row.id,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    await auditSignIn(ctx, 'staff.login_password_accepted', who, client);
    return { secondFactorRequired: true as const, challengeToken, secondFactors };
  }
  await clearAccountFailures(ctx.db, key);
  const session = await startStaffSession(ctx.db, ctx.config, row.id, client);
  await auditSignIn(ctx, 'staff.login_succeeded', who, client, { method: 'password' });
  // The owner requires a second factor: this session may only set one up until it is confirmed.
  const mustSetUp = (await staffPolicy(ctx.db)).requireSecondFactor;
  return { session, ...(mustSetUp ? { secondFactorSetupRequired: true } : {}) };
}

/** Takes a TOTP code of a step later than the last one taken: one UPDATE, so a code is taken once. */
async function takeTotp(ctx: Ctx, member: typeof staff.$inferSelect, code: string): Promise<boolean> {
  if (!member.totpSecret || !member.totpConfirmed) return false;
  const step = matchedStep(openSecret(ctx.secrets.staffKey, member.totpSecret), code, Date.now());
  if (step === null) return false;
  const taken = await ctx.db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return taken.length === 1;
}

/** Takes an unused recovery code: one UPDATE, so a code is taken once. */
async function takeRecoveryCode(ctx: Ctx, staffId: string, code: string): Promise<boolean> {
  const taken = await ctx.db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date(Date.now()) })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, recoveryHash(ctx, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return taken.length === 1;
}

/** The live challenge of a sign-in awaiting its second factor; refused when unknown, expired or its person disabled. */
export async function liveChallenge(ctx: Ctx, challengeToken: string) {
  const tokenHash = hashToken(challengeToken);
  const [row] = await ctx.db
    .select({ challenge: staffChallenges, member: staff })
    .from(staffChallenges)
    .innerJoin(staff, eq(staff.id, staffChallenges.staffId))
    .where(
      and(eq(staffChallenges.tokenHash, tokenHash), gt(staffChallenges.expiresAt, new Date(Date.now()))),
    );
  if (!row || row.member.disabled) throw invalidChallenge();
  return {
    member: row.member,
    key: throttleKey(row.member.email),
    tokenHash,
    attempts: row.challenge.attempts,
  };
}

/**
 * The live challenge with one more try counted (before it is judged, so parallel guesses cannot share one
 * attempt); past the tries it is removed.
 */
export async function countedChallenge(
  ctx: Ctx,
  challengeToken: string,
  client: Client,
  captchaTokens: CaptchaTokens | null,
) {
  const challenge = await liveChallenge(ctx, challengeToken);
  const { tokenHash } = challenge;
  const who = { member: challenge.member, email: challenge.member.email };
  const refused = (reason: string) => auditSignIn(ctx, 'staff.second_factor_failed', who, client, { reason });
  // A challenge past its tries is over, whatever the captcha: the person signs in again.
  if (challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) {
    await ctx.db.delete(staffChallenges).where(eq(staffChallenges.tokenHash, tokenHash));
    await refused('CHALLENGE_USED_UP');
    throw invalidChallenge();
  }
  await gateAudited(ctx, () => passGate(ctx, challenge.key, client, captchaTokens), refused);
  const [counted] = await ctx.db
    .update(staffChallenges)
    .set({ attempts: sql`${staffChallenges.attempts} + 1` })
    .where(
      and(eq(staffChallenges.tokenHash, tokenHash), lt(staffChallenges.attempts, CHALLENGE_MAX_ATTEMPTS)),
    )
    .returning({ attempts: staffChallenges.attempts });
  if (!counted) {
    await ctx.db.delete(staffChallenges).where(eq(staffChallenges.tokenHash, tokenHash));
    await refused('CHALLENGE_USED_UP');
    throw invalidChallenge();
  }
  return challenge;
}

/** The second factor was given: the challenge is taken (once), the failures cleared, a session started. */
export async function completeChallenge(
  ctx: Ctx,
  challenge: { member: typeof staff.$inferSelect; key: string; tokenHash: string },
  client: Client,
  method: SignInMethod,
) {
  const consumed = await ctx.db
    .delete(staffChallenges)
    .where(eq(staffChallenges.tokenHash, challenge.tokenHash))
    .returning({ staffId: staffChallenges.staffId });
  if (consumed.length === 0) throw invalidChallenge();
  await clearAccountFailures(ctx.db, challenge.key);
  const session = await startStaffSession(ctx.db, ctx.config, challenge.member.id, client);
  const who = { member: challenge.member, email: challenge.member.email };
  await auditSignIn(ctx, 'staff.login_succeeded', who, client, { method });
  return { session };
}

/** The second step of sign-in: a TOTP code or a recovery code against the challenge; a session. */
export async function signInSecondFactor(
  ctx: Ctx,
  input: { challengeToken: string; code: string; captchaTokens?: CaptchaTokens },
  client: Client,
) {
  const challenge = await countedChallenge(ctx, input.challengeToken, client, input.captchaTokens);
  const { member } = challenge;
  const method = isTotpCode(input.code) ? 'totp' : 'recovery_code';
  const ok = isTotpCode(input.code)
    ? await takeTotp(ctx, member, input.code)
    : await takeRecoveryCode(ctx, member.id, input.code);
  if (!ok) {
    await recordFailure(ctx.db, challenge.key, client.ip);
    const who = { member, email: member.email };
    await auditSignIn(ctx, 'staff.second_factor_failed', who, client, { method, reason: 'WRONG_CODE' });
    throw invalidSecondFactor();
  }
  return completeChallenge(ctx, challenge, client, method);
}

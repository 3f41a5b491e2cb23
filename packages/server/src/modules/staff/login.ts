import { and, eq, gt, isNull, or, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff, staffChallenges, staffRecoveryCodes } from '../../db/schema';
import { hashToken, hmacHex, randomToken } from '../../lib/crypto';
import { clearAccountFailures, gateFor, recordFailure, verifyPassword } from '../identity';
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
import { startStaffSession, sweepStaffSessions, type Client } from './sessions';
import { matchedStep, openSecret } from './totp';
import { auditSignIn } from './sign-in-audit';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

export const recoveryHash = (ctx: Ctx, code: string) =>
  hmacHex(ctx.secrets.staffKey, `recovery:${normalizeRecoveryCode(code)}`);

/**
 * Sign-in with email and password. An unknown email, a wrong password and a disabled account answer
 * alike, after the same argon2id work. With a confirmed second factor the answer is a challenge instead
 * of a session.
 */
export async function signIn(ctx: Ctx, input: { email: string; password: string }, client: Client) {
  const email = input.email.trim().toLowerCase();
  const key = throttleKey(email);
  const [row] = await ctx.db.select().from(staff).where(eq(staff.email, email));
  const who = { member: row, email };
  if ((await gateFor(ctx.db, key, client.ip)) === 'locked') {
    await auditSignIn(ctx, 'staff.login_failed', who, client, { reason: 'TOO_MANY_ATTEMPTS' });
    throw tooManyAttempts();
  }
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok || row.disabled) {
    await recordFailure(ctx.db, key, client.ip);
    const reason = !row ? 'UNKNOWN_EMAIL' : !ok ? 'WRONG_PASSWORD' : 'DISABLED';
    await auditSignIn(ctx, 'staff.login_failed', who, client, { reason });
    throw invalidCredentials();
  }
  await sweepStaffSessions(ctx.db, ctx.config);
  if (row.totpConfirmed) {
    const challengeToken = randomToken('sc');
    await ctx.db.insert(staffChallenges).values({
      tokenHash: hashToken(challengeToken),
      staffId: row.id,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    await auditSignIn(ctx, 'staff.login_password_accepted', who, client);
    return { secondFactorRequired: true as const, challengeToken };
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

/** The second step of sign-in: a TOTP code or a recovery code against the challenge; a session. */
export async function signInSecondFactor(
  ctx: Ctx,
  input: { challengeToken: string; code: string },
  client: Client,
) {
  const tokenHash = hashToken(input.challengeToken);
  const [row] = await ctx.db
    .select({ challenge: staffChallenges, member: staff })
    .from(staffChallenges)
    .innerJoin(staff, eq(staff.id, staffChallenges.staffId))
    .where(
      and(eq(staffChallenges.tokenHash, tokenHash), gt(staffChallenges.expiresAt, new Date(Date.now()))),
    );
  if (!row || row.member.disabled) throw invalidChallenge();
  const { member } = row;
  const key = throttleKey(member.email);
  const who = { member, email: member.email };
  if ((await gateFor(ctx.db, key, client.ip)) === 'locked') {
    await auditSignIn(ctx, 'staff.second_factor_failed', who, client, { reason: 'TOO_MANY_ATTEMPTS' });
    throw tooManyAttempts();
  }
  // Each try is counted before it is judged, so parallel guesses cannot share one attempt.
  const [counted] = await ctx.db
    .update(staffChallenges)
    .set({ attempts: sql`${staffChallenges.attempts} + 1` })
    .where(
      and(eq(staffChallenges.tokenHash, tokenHash), lt(staffChallenges.attempts, CHALLENGE_MAX_ATTEMPTS)),
    )
    .returning({ attempts: staffChallenges.attempts });
  if (!counted) {
    await ctx.db.delete(staffChallenges).where(eq(staffChallenges.tokenHash, tokenHash));
    await auditSignIn(ctx, 'staff.second_factor_failed', who, client, { reason: 'CHALLENGE_USED_UP' });
    throw invalidChallenge();
  }
  const method = isTotpCode(input.code) ? 'totp' : 'recovery_code';
  const ok = isTotpCode(input.code)
    ? await takeTotp(ctx, member, input.code)
    : await takeRecoveryCode(ctx, member.id, input.code);
  if (!ok) {
    await recordFailure(ctx.db, key, client.ip);
    await auditSignIn(ctx, 'staff.second_factor_failed', who, client, { method, reason: 'WRONG_CODE' });
    throw invalidSecondFactor();
  }
  const consumed = await ctx.db
    .delete(staffChallenges)
    .where(eq(staffChallenges.tokenHash, tokenHash))
    .returning({ staffId: staffChallenges.staffId });
  if (consumed.length === 0) throw invalidChallenge();
  await clearAccountFailures(ctx.db, key);
  const session = await startStaffSession(ctx.db, ctx.config, member.id, client);
  await auditSignIn(ctx, 'staff.login_succeeded', who, client, { method });
  return { session };
}

import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff, staffPasskeys } from '../../db/schema';
import { clearAccountFailures, gateFor, recordFailure } from '../identity';
import { completeChallenge, countedChallenge, liveChallenge } from './login';
import { counterAccepted, invalidPasskey, throttleKey, tooManyAttempts } from './rules';
import { startStaffSession, type Client } from './sessions';
import { auditSignIn } from './sign-in-audit';
import { authenticationOptions, challengeOf, takeChallenge, verifiedAssertion } from './webauthn';

/**
 * Sign-in with a passkey: as the second factor of a password sign-in (against its challenge token), or alone,
 * without an email: a discoverable passkey with user verification stands for both factors. Failures count
 * in identity's limiter like a wrong password.
 */

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;
type Passkey = typeof staffPasskeys.$inferSelect;
/**
 * Failures of a sign-in with a passkey nobody has are counted under a key of the client's address (and for the
 * address itself), so they never lock anyone else out.
 */
const unknownPasskeyKey = (ip: string) => `staff-passkey:${ip}`;

/** Options for the second factor: the person's passkeys. */
export async function secondFactorPasskeyOptions(ctx: Ctx, input: { challengeToken: string }) {
  const challenge = await liveChallenge(ctx, input.challengeToken);
  const passkeys = await ctx.db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, challenge.member.id));
  if (passkeys.length === 0) throw invalidPasskey();
  return {
    options: await authenticationOptions(ctx, 'second-factor', { id: challenge.member.id, passkeys }),
  };
}

/** Options for a sign-in without an email; none for an address locked by its failures. */
export async function passwordlessOptions(ctx: Ctx, client: Client) {
  if ((await gateFor(ctx.db, unknownPasskeyKey(client.ip), client.ip)) === 'locked') throw tooManyAttempts();
  return { options: await authenticationOptions(ctx, 'passwordless') };
}

/**
 * Verifies an assertion of `passkey` against a challenge taken for it; moves the counter forward in one
 * conditional UPDATE (two uses of one assertion cannot both pass). False on any failure.
 */
async function assertionAccepted(
  ctx: Ctx,
  response: AuthenticationResponseJSON,
  passkey: Passkey,
  challengeTaken: { challenge: string | undefined; taken: boolean },
  requireUserVerification: boolean,
): Promise<boolean> {
  if (!challengeTaken.taken || !challengeTaken.challenge) return false;
  const verified = await verifiedAssertion(
    ctx,
    response,
    challengeTaken.challenge,
    passkey,
    requireUserVerification,
  );
  if (!verified || (requireUserVerification && !verified.userVerified)) return false;
  if (!counterAccepted(passkey.counter, verified.newCounter)) return false;
  const moved = await ctx.db
    .update(staffPasskeys)
    .set({ counter: verified.newCounter, lastUsedDate: new Date(Date.now()) })
    .where(and(eq(staffPasskeys.id, passkey.id), eq(staffPasskeys.counter, passkey.counter)))
    .returning({ id: staffPasskeys.id });
  return moved.length === 1;
}

/** The second step of sign-in with one of the person's passkeys; a session. */
export async function signInSecondFactorPasskey(
  ctx: Ctx,
  input: { challengeToken: string; response: AuthenticationResponseJSON },
  client: Client,
) {
  const challenge = await countedChallenge(ctx, input.challengeToken, client, null);
  const signed = challengeOf(input.response);
  const taken = await takeChallenge(ctx.db, signed, 'second-factor', challenge.member.id);
  const [passkey] = await ctx.db
    .select()
    .from(staffPasskeys)
    .where(
      and(eq(staffPasskeys.staffId, challenge.member.id), eq(staffPasskeys.credentialId, input.response.id)),
    );
  if (
    !passkey ||
    !(await assertionAccepted(ctx, input.response, passkey, { challenge: signed, taken }, false))
  ) {
    await recordFailure(ctx.db, challenge.key, client.ip);
    const who = { member: challenge.member, email: challenge.member.email };
    await auditSignIn(ctx, 'staff.second_factor_failed', who, client, {
      method: 'passkey',
      reason: 'REFUSED',
    });
    throw invalidPasskey();
  }
  return completeChallenge(ctx, challenge, client, 'passkey');
}

/** The user handle a passkey was made with: the person's id (webauthn.ts registrationOptions). */
const userHandleOf = (staffId: string) => Buffer.from(staffId, 'utf8').toString('base64url');

/** Sign-in with a discoverable passkey alone: user verification required; a session. */
export async function signInPasswordless(
  ctx: Ctx,
  input: { response: AuthenticationResponseJSON },
  client: Client,
) {
  const [row] = await ctx.db
    .select({ passkey: staffPasskeys, member: staff })
    .from(staffPasskeys)
    .innerJoin(staff, eq(staff.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.credentialId, input.response.id));
  const key = row ? throttleKey(row.member.email) : unknownPasskeyKey(client.ip);
  if ((await gateFor(ctx.db, key, client.ip)) === 'locked') throw tooManyAttempts();
  const signed = challengeOf(input.response);
  // The challenge is taken whatever follows: an answer is judged once.
  const taken = await takeChallenge(ctx.db, signed, 'passwordless', null);
  const handle = input.response.response.userHandle;
  const ok =
    row !== undefined &&
    !row.member.disabled &&
    (handle === undefined || handle === userHandleOf(row.member.id)) &&
    (await assertionAccepted(ctx, input.response, row.passkey, { challenge: signed, taken }, true));
  const who = { member: row?.member, email: row?.member.email ?? 'unknown passkey' };
  if (!ok || !row) {
    await recordFailure(ctx.db, key, client.ip);
    await auditSignIn(ctx, 'staff.login_failed', who, client, { method: 'passkey', reason: 'REFUSED' });
    throw invalidPasskey();
  }
  await clearAccountFailures(ctx.db, key);
  const session = await startStaffSession(ctx.db, ctx.config, row.member.id, client);
  await auditSignIn(ctx, 'staff.login_succeeded', who, client, { method: 'passkey' });
  return { session };
}

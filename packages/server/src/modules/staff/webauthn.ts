import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open';
import { staffPasskeyChallenges, type staffPasskeys } from '../../db/schema';
import { readShopName } from '../shop-settings';
import { PASSKEY_CHALLENGE_TTL_MS } from './rules';

/**
 * WebAuthn through @simplewebauthn/server: options to hand to the browser, their challenges kept here
 * (single use, short-lived), and the verification of the browser's answers against this server's relying
 * party (config `webauthn`).
 */

type Ctx = Pick<AppContext, 'db' | 'config'>;
export type Purpose = 'register' | 'second-factor' | 'passwordless';
type PasskeyRow = typeof staffPasskeys.$inferSelect;

const TIMEOUT_MS = 120_000;

async function keepChallenge(db: Db, challenge: string, purpose: Purpose, staffId: string | null) {
  const now = Date.now();
  await db.delete(staffPasskeyChallenges).where(lt(staffPasskeyChallenges.expiresAt, new Date(now)));
  await db
    .insert(staffPasskeyChallenges)
    .values({ challenge, purpose, staffId, expiresAt: new Date(now + PASSKEY_CHALLENGE_TTL_MS) });
}

/** The challenge a browser's answer signed (from its clientDataJSON); undefined when unreadable. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes a challenge this server handed out for `purpose` (and `staffId`, or nobody's) and not expired:
 * one DELETE, so an answer is verified once.
 */
export async function takeChallenge(
  db: Db,
  challenge: string | undefined,
  purpose: Purpose,
  staffId: string | null,
): Promise<boolean> {
  if (!challenge) return false;
  const taken = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.challenge, challenge),
        eq(staffPasskeyChallenges.purpose, purpose),
        staffId === null
          ? isNull(staffPasskeyChallenges.staffId)
          : eq(staffPasskeyChallenges.staffId, staffId),
        gt(staffPasskeyChallenges.expiresAt, new Date(Date.now())),
      ),
    )
    .returning({ challenge: staffPasskeyChallenges.challenge });
  return taken.length === 1;
}

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) => row.transports as AuthenticatorTransport[];

/** Options to create a discoverable passkey with user verification (it then stands for both factors). */
export async function registrationOptions(
  ctx: Ctx,
  person: { id: string; email: string; name: string },
  existing: Pick<PasskeyRow, 'credentialId' | 'transports'>[],
) {
  const options = await generateRegistrationOptions({
    rpName: await readShopName(ctx.db, ctx.config),
    rpID: ctx.config.webauthn.rpId,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -257],
  });
  await keepChallenge(ctx.db, options.challenge, 'register', person.id);
  return options;
}

/** The new credential of a registration answer, or undefined when it does not verify. */
export async function verifiedRegistration(ctx: Ctx, response: RegistrationResponseJSON, challenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: ctx.config.webauthn.origin,
      expectedRPID: ctx.config.webauthn.rpId,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/**
 * Options to sign in with a passkey: the person's own passkeys for a second factor; for a sign-in without
 * an email none are named (the authenticator offers its discoverable ones) and user verification is required.
 */
export async function authenticationOptions(
  ctx: Ctx,
  purpose: Exclude<Purpose, 'register'>,
  person?: { id: string; passkeys: Pick<PasskeyRow, 'credentialId' | 'transports'>[] },
) {
  const options = await generateAuthenticationOptions({
    rpID: ctx.config.webauthn.rpId,
    timeout: TIMEOUT_MS,
    userVerification: purpose === 'passwordless' ? 'required' : 'preferred',
    ...(person
      ? {
          allowCredentials: person.passkeys.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
        }
      : {}),
  });
  await keepChallenge(ctx.db, options.challenge, purpose, person?.id ?? null);
  return options;
}

/** The verified assertion's new counter and whether the person was verified; undefined when it fails. */
export async function verifiedAssertion(
  ctx: Ctx,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: PasskeyRow,
  requireUserVerification: boolean,
) {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: ctx.config.webauthn.origin,
      expectedRPID: ctx.config.webauthn.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification,
    });
    if (!result.verified) return undefined;
    return {
      newCounter: result.authenticationInfo.newCounter,
      userVerified: result.authenticationInfo.userVerified,
    };
  } catch {
    return undefined;
  }
}

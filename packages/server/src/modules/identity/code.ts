import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { authStates } from '../../db/schema';
import { hmacHex, sameHex, sixDigitCode } from '../../lib/crypto';
import { CODE_TTL_MS } from './rules';

/**
 * The email verification code of a state. It is kept as "<state id>:<hmac>": the HMAC is keyed by the
 * state it was made for, so a code carried over to a newer state still checks.
 */
const codeHash = (secret: string, stateId: string, code: string) => hmacHex(secret, `${stateId}:${code}`);

/** Issues a new code for a state (its wrong tries start again at 0) and answers it, to be mailed. */
export async function issueCode(
  tx: Db,
  secret: string,
  state: { id: string; sendCount: number },
  now: Date,
): Promise<string> {
  const code = sixDigitCode();
  await tx
    .update(authStates)
    .set({
      codeHash: `${state.id}:${codeHash(secret, state.id, code)}`,
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      attempts: 0,
      sendCount: state.sendCount + 1,
      lastSentAt: now,
    })
    .where(eq(authStates.id, state.id));
  return code;
}

/** Whether a code given by a person is the one stored (a code is six digits). */
export function codeMatches(secret: string, stored: string | null, code: string): boolean {
  if (!stored) return false;
  const [stateId, hash] = stored.split(':');
  return !!stateId && !!hash && /^\d{6}$/.test(code) && sameHex(hash, codeHash(secret, stateId, code));
}

/**
 * Token renewal ahead of a request (proxy.ts). With refresh-token rotation, two renewals with one
 * refresh token revoke the whole session, and a page load sends several requests at once: renewals
 * of the same refresh token share one call, and its answer is kept briefly for the late ones.
 */
import { AuthError, type RefreshToken, type Tokens } from '@atelier/sdk';
import { sessionClient } from './client';

const KEEP_MS = 30_000;
const recent = new Map<string, { at: number; result: Promise<Tokens | null> }>();

function sweep(now: number): void {
  for (const [key, entry] of recent) if (now - entry.at > KEEP_MS) recent.delete(key);
}

/**
 * New tokens for `refreshToken`; `null` when the server refused it (revoked, expired, reused): the
 * session is over. An unreachable server throws.
 */
export function renewSession(refreshToken: RefreshToken): Promise<Tokens | null> {
  const now = Date.now();
  sweep(now);
  const known = recent.get(refreshToken.value);
  if (known) return known.result;
  const { auth } = sessionClient(undefined, { get: () => undefined, set: () => undefined });
  const result = auth.renewToken(refreshToken).catch((error: unknown) => {
    if (error instanceof AuthError && error.status !== undefined && error.status < 500) return null;
    recent.delete(refreshToken.value);
    throw error;
  });
  recent.set(refreshToken.value, { at: now, result });
  return result;
}

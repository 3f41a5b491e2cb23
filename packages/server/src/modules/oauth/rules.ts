import { createHash } from 'node:crypto';
import type { OAuthClient } from '../../config';

export const CODE_TTL_MS = 10 * 60_000;
export const REDIRECT_SESSION_TTL_MS = 10 * 60_000;
export const VERIFIER_MIN = 43;
export const VERIFIER_MAX = 128;

/** RFC 7636: BASE64URL(SHA256(ASCII(code_verifier))). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** The spec's verifier rule (section 5): 43 to 128 of letters, digits, hyphen, dot, underscore, tilde. */
export function verifierProblem(verifier: string): string | undefined {
  if (verifier.length < VERIFIER_MIN || verifier.length > VERIFIER_MAX) {
    return `Expected a length between ${VERIFIER_MIN} and ${VERIFIER_MAX}. Received ${verifier.length}.`;
  }
  if (!/^[A-Za-z0-9\-._~]+$/.test(verifier))
    return 'The code verifier holds characters outside [A-Za-z0-9-._~]';
  return undefined;
}

/** A challenge is the base64url form of a SHA-256 digest: 43 characters. */
export function isS256Challenge(challenge: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(challenge);
}

export function pkceMatches(challenge: string, verifier: string): boolean {
  return verifierProblem(verifier) === undefined && s256(verifier) === challenge;
}

/** Exact match: scheme, host, port, path and query as registered; never a prefix. */
export function redirectUriAllowed(client: OAuthClient, uri: string): boolean {
  return client.redirectUris.includes(uri);
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Where a flow may send the browser back to: the client's origins and redirect URIs (no open redirect). */
export function postFlowUrlAllowed(client: OAuthClient, url: string): boolean {
  const origin = originOf(url);
  if (!origin) return false;
  return client.origins.includes(origin) || client.redirectUris.some((r) => originOf(r) === origin);
}

/** `#code=...&state=...` appended to the redirect URI (RFC 6749 fragment response mode). */
export function fragmentRedirect(redirectUri: string, params: Record<string, string>): string {
  const base = redirectUri.split('#')[0] ?? redirectUri;
  return `${base}#${new URLSearchParams(params).toString()}`;
}

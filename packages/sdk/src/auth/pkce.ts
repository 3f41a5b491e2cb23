/**
 * PKCE (RFC 7636) as spec section 5 states it: a code verifier of 43 to 128 characters (default 43)
 * of letters, digits, hyphen, dot, underscore and tilde; the challenge is S256 of the verifier.
 */
export const CODE_VERIFIER_MIN_LENGTH = 43;
export const CODE_VERIFIER_MAX_LENGTH = 128;
export const CODE_VERIFIER_DEFAULT_LENGTH = 43;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const VERIFIER = /^[A-Za-z0-9\-._~]+$/;

export const lengthMessage = (n: number): string =>
  `Expected a length between ${CODE_VERIFIER_MIN_LENGTH} and ${CODE_VERIFIER_MAX_LENGTH}. Received ${n}.`;

function randomChars(length: number): string {
  // 256 % 66 != 0: bytes at or above the largest multiple of 66 are dropped so every character is equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

export function generateCodeVerifier(length: number = CODE_VERIFIER_DEFAULT_LENGTH): string {
  if (!Number.isInteger(length) || length < CODE_VERIFIER_MIN_LENGTH || length > CODE_VERIFIER_MAX_LENGTH) {
    throw new RangeError(lengthMessage(length));
  }
  return randomChars(length);
}

export function isCodeVerifier(value: string): boolean {
  return (
    value.length >= CODE_VERIFIER_MIN_LENGTH &&
    value.length <= CODE_VERIFIER_MAX_LENGTH &&
    VERIFIER.test(value)
  );
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** BASE64URL(SHA-256(ASCII(verifier))). */
export async function codeChallenge(verifier: string): Promise<string> {
  if (verifier.length < CODE_VERIFIER_MIN_LENGTH || verifier.length > CODE_VERIFIER_MAX_LENGTH) {
    throw new RangeError(lengthMessage(verifier.length));
  }
  if (!VERIFIER.test(verifier)) {
    throw new TypeError('A code verifier holds only letters, digits, hyphen, dot, underscore and tilde');
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A verifier and its S256 challenge. */
export async function generatePkce(
  length?: number,
): Promise<{ codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = generateCodeVerifier(length);
  return { codeVerifier, codeChallenge: await codeChallenge(codeVerifier) };
}

/** An unguessable OAuth `state` (128 random bits). */
export function randomState(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

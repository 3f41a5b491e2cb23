import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer secret: a kind prefix and 256 random bits, base64url. Only its hash is stored. */
export function randomToken(
  prefix: 'at' | 'rt' | 'ac' | 'st' | 'sv' | 'rc' | 'sa' | 'sc' | 'si' | 'sr' | 'ak',
): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Codes are short, so they are kept as an HMAC under a server secret rather than a bare hash. */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 80 random bits as hex in groups of `group` characters, for a person to type: `a1b2-c3d4-...`. */
export function groupedCode(group: 4 | 5): string {
  return (
    randomBytes(10)
      .toString('hex')
      .match(new RegExp(`.{${group}}`, 'g')) ?? []
  ).join('-');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { stepAt, TOTP_DRIFT_STEPS, TOTP_PERIOD_S } from './rules';

/**
 * TOTP secrets (RFC 6238, SHA-1, 6 digits, 30 s: what every authenticator app reads), sealed at rest with
 * AES-256-GCM under a key derived from the server's staff secret: a copy of the database alone does not
 * give the codes.
 */

const sealKey = (staffKey: string) => createHmac('sha256', staffKey).update('totp-seal').digest();

export function sealSecret(staffKey: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(staffKey), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(staffKey: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(staffKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

const totpOf = (base32: string, label = 'staff') =>
  new TOTP({
    issuer: 'Atelier',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(base32),
  });

/** A new secret (160 bits, base32) and the otpauth:// URL an authenticator app scans. */
export function newTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, label).toString() };
}

/** The step whose code `code` is, within one step of `now`; null when it is none of them. */
export function matchedStep(base32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const delta = totpOf(base32).validate({ token: code.trim(), timestamp: now, window: TOTP_DRIFT_STEPS });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of the step `now` falls in (tests, and the dashboard's own checks). */
export const codeAt = (base32: string, now: number) => totpOf(base32).generate({ timestamp: now });

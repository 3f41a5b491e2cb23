import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks the commerce server's event webhook signature (its modules/events/signature.ts signs):
 * `x-atelier-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` keyed by the shared
 * EVENT_WEBHOOK_SECRET, and `x-atelier-timestamp` in Unix seconds, refused when older (or newer)
 * than five minutes so a captured request cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'x-atelier-signature';
export const TIMESTAMP_HEADER = 'x-atelier-timestamp';
export const MAX_AGE_SECONDS = 300;

export type SignatureVerdict = { valid: true } | { valid: false; reason: string };

export function verifySignature(
  secret: string,
  signed: { timestamp: string | null; signature: string | null },
  body: string,
  nowMs: number,
): SignatureVerdict {
  const { timestamp, signature } = signed;
  if (timestamp === null || !/^\d{1,12}$/.test(timestamp)) {
    return { valid: false, reason: `${TIMESTAMP_HEADER} is missing or not a Unix time in seconds` };
  }
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) {
    return { valid: false, reason: `${TIMESTAMP_HEADER} is more than ${MAX_AGE_SECONDS} seconds away` };
  }
  if (signature === null) return { valid: false, reason: `${SIGNATURE_HEADER} is missing` };
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: `${SIGNATURE_HEADER} does not match the body` };
  }
  return { valid: true };
}

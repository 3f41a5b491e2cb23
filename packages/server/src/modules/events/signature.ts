import { createHmac } from 'node:crypto';

/**
 * The signature rule of event webhooks, shared with every receiver (the storefront's
 * app/api/revalidate checks it the same way): HMAC-SHA256, keyed by the shared secret, over
 * `<timestamp>.<body>`, sent as `sha256=<hex>`. The timestamp (Unix seconds) is signed too, so a
 * receiver can refuse an old request replayed with its original signature.
 */
export const SIGNATURE_HEADER = 'x-atelier-signature';
export const TIMESTAMP_HEADER = 'x-atelier-timestamp';

export function signBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of one delivery, signed at `now` (milliseconds). */
export function signatureHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signBody(secret, timestamp, body) };
}

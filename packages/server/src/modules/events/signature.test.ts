import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signatureHeaders, signBody, TIMESTAMP_HEADER } from './signature';

const SECRET = 'test-secret-0123456789abcdef0123456789';
const BODY = '{"events":[]}';

describe('event webhook signature', () => {
  it('is HMAC-SHA256 of "<timestamp>.<body>" in hex (vector from openssl dgst -sha256 -hmac)', () => {
    expect(signBody(SECRET, 1_700_000_000, BODY)).toBe(
      'sha256=5d108b7aae831df20670bf1fdf13b2f4943a9cac97c22654864475761b4a5c57',
    );
  });

  it('changes with the secret, the timestamp and every byte of the body', () => {
    const base = signBody(SECRET, 1_700_000_000, BODY);
    expect(signBody(`${SECRET}x`, 1_700_000_000, BODY)).not.toBe(base);
    expect(signBody(SECRET, 1_700_000_001, BODY)).not.toBe(base);
    expect(signBody(SECRET, 1_700_000_000, '{"events":[ ]}')).not.toBe(base);
  });

  it('signs with the current time in whole seconds', () => {
    const headers = signatureHeaders(SECRET, BODY, 1_700_000_000_999);
    expect(headers).toEqual({
      [TIMESTAMP_HEADER]: '1700000000',
      [SIGNATURE_HEADER]: signBody(SECRET, 1_700_000_000, BODY),
    });
  });
});

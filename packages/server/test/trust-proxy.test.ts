import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

/**
 * TRUST_PROXY as a list: the storefront on this machine hands on each shopper's address, so per-address limits
 * count shoppers, not the storefront; a peer outside the list cannot pick its address by writing the header.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => t?.close());

let n = 0;
const askRecovery = (remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/send-email',
    payload: { email: `proxy-${++n}@example.com` },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('client addresses behind a trusted proxy', () => {
  it('counts each forwarded address on its own when the peer is trusted', async () => {
    for (let i = 0; i < 20; i++) expect((await askRecovery('127.0.0.1', '203.0.113.1')).statusCode).toBe(200);
    expect((await askRecovery('127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
    expect((await askRecovery('127.0.0.1', '203.0.113.2')).statusCode).toBe(200);
  });

  it('ignores the header of a peer it does not trust', async () => {
    for (let i = 0; i < 20; i++)
      expect((await askRecovery('10.0.3.3', `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await askRecovery('10.0.3.3', '198.51.100.99')).statusCode).toBe(429);
  });
});

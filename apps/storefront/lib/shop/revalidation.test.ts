import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tagsTouchedBy } from './catalog-tags';
import { handleRevalidation } from './revalidation';
import { verifySignature } from './webhook-signature';

const SECRET = 'test-secret-0123456789abcdef0123456789';
const NOW = 1_700_000_000_000;

const sign = (body: string, timestamp: number, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

function post(body: string, headers: Record<string, string>) {
  return new Request('http://shop.test/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

/** Runs the route's handler with a recording revalidate; returns the status, the answer and the tags dropped. */
async function call(request: Request, secret: string | null = SECRET) {
  const dropped: string[] = [];
  const response = await handleRevalidation(request, {
    secret: secret ?? undefined,
    revalidate: (tag) => dropped.push(tag),
    now: () => NOW,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, dropped };
}

const priceChange = JSON.stringify({
  events: [
    {
      id: 'e1',
      sequence: 7,
      type: 'catalog.product.changed',
      entityId: 'p1',
      entity: { id: 'p1', slug: 'vase', priceData: { price: 25 } },
      metadata: { eventTime: '2023-11-14T22:13:20.000Z' },
    },
  ],
});
const signedNow = (body: string) => ({
  'x-atelier-timestamp': String(NOW / 1000),
  'x-atelier-signature': sign(body, NOW / 1000),
});

describe('verifySignature', () => {
  it('accepts the server rule: the vector its own unit test pins (openssl dgst -sha256 -hmac)', () => {
    const verdict = verifySignature(
      SECRET,
      {
        timestamp: '1700000000',
        signature: 'sha256=5d108b7aae831df20670bf1fdf13b2f4943a9cac97c22654864475761b4a5c57',
      },
      '{"events":[]}',
      NOW,
    );
    expect(verdict).toEqual({ valid: true });
  });

  it('refuses a timestamp more than five minutes away, either side', () => {
    for (const seconds of [NOW / 1000 - 301, NOW / 1000 + 301]) {
      const verdict = verifySignature(
        SECRET,
        { timestamp: String(seconds), signature: sign('{}', seconds) },
        '{}',
        NOW,
      );
      expect(verdict).toMatchObject({ valid: false, reason: expect.stringContaining('300 seconds') });
    }
    const edge = NOW / 1000 - 300;
    expect(
      verifySignature(SECRET, { timestamp: String(edge), signature: sign('{}', edge) }, '{}', NOW),
    ).toEqual({
      valid: true,
    });
  });
});

describe('POST /api/revalidate', () => {
  it('drops the tags of a correctly signed price change', async () => {
    const result = await call(post(priceChange, signedNow(priceChange)));
    expect(result.status).toBe(200);
    expect(result.dropped).toEqual(['products', 'product-id:p1', 'product:vase', 'collections']);
    expect(result.json).toEqual({ revalidated: result.dropped });
  });

  it('answers 401 and drops nothing for a wrong, missing, stale or re-used signature', async () => {
    const at = NOW / 1000;
    const cases: Record<string, string>[] = [
      { 'x-atelier-timestamp': String(at), 'x-atelier-signature': sign(priceChange, at, `${SECRET}!`) },
      { 'x-atelier-timestamp': String(at) },
      { 'x-atelier-signature': sign(priceChange, at) },
      { 'x-atelier-timestamp': String(at - 3600), 'x-atelier-signature': sign(priceChange, at - 3600) },
      // A valid signature moved to another timestamp, or to another body.
      { 'x-atelier-timestamp': String(at - 1), 'x-atelier-signature': sign(priceChange, at) },
      { 'x-atelier-timestamp': String(at), 'x-atelier-signature': sign('{"events":[]}', at) },
      { 'x-atelier-timestamp': String(at), 'x-atelier-signature': sign(priceChange, at).slice(0, -1) },
      { 'x-atelier-timestamp': 'soon', 'x-atelier-signature': sign(priceChange, at) },
    ];
    for (const headers of cases) {
      const result = await call(post(priceChange, headers));
      expect(result.status, JSON.stringify(headers)).toBe(401);
      expect(result.json.message).toEqual(expect.any(String));
      expect(result.dropped).toEqual([]);
    }
  });

  it('answers 503 while no secret is configured, 400 for a signed body that is not a batch of events', async () => {
    expect((await call(post(priceChange, signedNow(priceChange)), null)).status).toBe(503);
    for (const body of ['not json', '{"events":{}}', '{"events":[{"type":"catalog.product.changed"}]}']) {
      const result = await call(post(body, signedNow(body)));
      expect(result.status, body).toBe(400);
      expect(result.dropped).toEqual([]);
    }
  });
});

describe('tagsTouchedBy', () => {
  it('drops the shop settings read (footer hours, time zone) when the merchant changes them', () => {
    expect(tagsTouchedBy({ type: 'shop.settings.changed', entityId: 'shop', entity: {} })).toEqual([
      'shop-settings',
    ]);
  });

  it('maps each catalog event to the reads it changes', () => {
    const product = { id: 'p1', slug: 'vase' };
    expect(tagsTouchedBy({ type: 'catalog.product.created', entityId: 'p1', entity: product })).toEqual([
      'products',
      'product-id:p1',
      'product:vase',
      'collections',
    ]);
    expect(tagsTouchedBy({ type: 'catalog.product.deleted', entityId: 'p1' })).toEqual([
      'products',
      'product-id:p1',
      'collections',
    ]);
    expect(
      tagsTouchedBy({
        type: 'catalog.collection.changed',
        entityId: 'c1',
        entity: { id: 'c1', slug: 'bowls' },
      }),
    ).toEqual(['collections', 'collection:bowls', 'products']);
    expect(tagsTouchedBy({ type: 'catalog.collection.deleted', entityId: 'c1' })).toEqual([
      'collections',
      'products',
    ]);
    expect(tagsTouchedBy({ type: 'catalog.variants.changed', entityId: 'p1' })).toEqual(['product-id:p1']);
    // A sale: the product's pages go; listings only when it sold out (or came back).
    const sale = (inStockChanged: boolean) => ({
      type: 'catalog.variants.changed',
      entityId: 'p1',
      entity: { slug: 'vase', stock: { inStock: !inStockChanged, quantity: 0 }, inStockChanged },
    });
    expect(tagsTouchedBy(sale(false))).toEqual(['product-id:p1', 'product:vase']);
    expect(tagsTouchedBy(sale(true))).toEqual(['product-id:p1', 'product:vase', 'products']);
    expect(tagsTouchedBy({ type: 'member.created', entityId: 'm1', entity: { slug: 'ada' } })).toEqual([]);
  });
});

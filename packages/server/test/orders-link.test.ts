import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPricing } from '../src/modules/pricing';
import { seedDemoShipping } from '../src/modules/shipping';
import { ADMIN_KEY, appCode, startTestApp, type TestApp } from './helpers';
import { visitorToken, type OutboxMessage } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, line, readyCheckoutOf } from './checkout-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
let cushion: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp({ STOREFRONT_URL: 'https://shop.example' });
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  await seedDemoPricing(t.database.db);
  cushion = await createProduct(t.app, { name: 'Woven Cushion Cover', priceData: { price: '48.00' } });
});
afterAll(() => t.close());

let serial = 0;
const uniqueEmail = () => `link-${++serial}@example.com`;

async function confirmationTo(to: string): Promise<OutboxMessage> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/dev/outbox',
    query: { to, limit: '10' },
    headers: { authorization: ADMIN_KEY },
  });
  const mail = res
    .json<{ messages: OutboxMessage[] }>()
    .messages.find((m) => m.kind === 'order-confirmation');
  if (!mail) throw new Error(`no confirmation to ${to}`);
  return mail;
}

/** A visitor's order of the cushion with the WELCOME10 coupon; its confirmation's order link and token. */
async function visitorOrder() {
  const visitor = await visitorToken(t.app);
  const email = uniqueEmail();
  const checkout = await readyCheckoutOf(t.app, visitor, [line(cushion.id)], email, {
    couponCode: 'WELCOME10',
  });
  const placed = await call('POST', `/v1/checkouts/${checkout.id}/create-order`, visitor);
  expect(placed.statusCode, placed.body).toBe(200);
  const mail = await confirmationTo(email);
  const link = /See your order: (\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no order link in ${mail.text}`);
  const token = new URL(link).searchParams.get('token')!;
  return { visitor, checkout, order: placed.json().order, mail, link, token };
}

const readByLink = (token: string, authorization?: string) =>
  call('GET', `/v1/order-link?token=${encodeURIComponent(token)}`, authorization);

describe('the order link of the confirmation', () => {
  it('opens the order for anyone holding it, without a login', async () => {
    const { link, token, order } = await visitorOrder();
    expect(link.startsWith('https://shop.example/orders/view?token=')).toBe(true);
    const res = await readByLink(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ id: order.id, number: order.number });
    // Another visitor's token reads it too: the link is the check.
    const other = await readByLink(token, await visitorToken(t.app));
    expect(other.statusCode).toBe(200);
  });

  it('refuses a tampered token, one for another order, and a malformed one', async () => {
    const a = await visitorOrder();
    const b = await visitorOrder();
    const [aId, aExpires, aSignature] = a.token.split('.');
    const [bId] = b.token.split('.');
    const flipped = aSignature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const token of [
      `${aId}.${aExpires}.${flipped}`,
      `${bId}.${aExpires}.${aSignature}`,
      `${aId}.${Number(aExpires) + 86_400}.${aSignature}`,
      'not-a-token',
      `${aId}.${aExpires}`,
    ]) {
      const res = await readByLink(token);
      expect(res.statusCode, token).toBe(403);
      expect(appCode(res)).toBe('INVALID_ORDER_LINK');
      expect(res.json().message).toBe('This order link is not valid');
    }
  });

  it('refuses an expired token with its own answer', async () => {
    const { order } = await visitorOrder();
    // The server's own signature, as it made it 61 days ago (order-link.ts: 60 days).
    const { orderLinkToken } = await import('../src/modules/orders/order-link');
    const old = orderLinkToken(t.app.ctx, order.id, new Date(Date.now() - 61 * 86_400_000));
    const res = await readByLink(old);
    expect(res.statusCode).toBe(410);
    expect(appCode(res)).toBe('ORDER_LINK_EXPIRED');
    expect(res.json().message).toBe('This order link has expired');
  });

  it('is no access token: a write with it is refused and changes nothing', async () => {
    const { token, order } = await visitorOrder();
    const cancel = await call('POST', `/v1/orders/${order.id}/cancel`, token, {});
    expect([401, 403]).toContain(cancel.statusCode);
    const update = await call('PATCH', `/v1/orders/${order.id}`, token, { order: { buyerNote: 'x' } });
    expect([401, 403]).toContain(update.statusCode);
    // Nor does it read through the buyer's routes.
    const read = await call('GET', `/v1/orders/${order.id}`, token);
    expect([401, 403]).toContain(read.statusCode);
    const after = await readByLink(token);
    expect(after.json().order.status).toBe('APPROVED');
    expect(after.json().order.buyerNote).toBeUndefined();
  });
});

describe('the confirmation mail', () => {
  it('reads quantity × unit price = amount beside the subtotal, and the checkout’s totals to the cent', async () => {
    const { mail, checkout } = await visitorOrder();
    const s = checkout.priceSummary;
    const money = (m: { amount: string }) => `$${Number(m.amount).toFixed(2)}`;
    expect(mail.text).toContain('1 × Woven Cushion Cover, $48.00 each: $48.00');
    expect(mail.text).toContain(
      [
        `Subtotal: ${money(s.subtotal)}`,
        `Discount: \u2212${money(s.discount)}`,
        `Shipping: ${money(s.shipping)}`,
        `Tax: ${money(s.tax)}`,
        `Total: ${money(s.total)}`,
      ].join('\n'),
    );
    expect(s.discount.amount).toBe('4.80');
    expect(mail.html).toContain(`\u2212${money(s.discount)}`);
    expect(mail.text).toContain('Shipping to:\nAda\n12 Mercer St\nNew York, NY 10013\nUnited States');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmProviderPayment, startCardPayment } from '../src/modules/orders';
import { seedDemoGiftCards } from '../src/modules/gift-cards';
import { seedDemoPaymentMethods } from '../src/modules/payment-methods';
import { ADMIN_KEY, appCode, asAdmin, startTestApp, type TestApp } from './helpers';
import type { OutboxMessage } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, line, placedCheckout, STORES } from './checkout-helpers';
import { draftOf, placeOrder, testProvider, ZERO } from './orders-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
let ebook: Record<string, any>;
let vase: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp({ SHOP_NAME: 'Studio Nord' });
  call = caller(t.app);
  await seedDemoPaymentMethods(t.database.db);
  await seedDemoGiftCards(t.database.db);
  ebook = await createProduct(t.app, {
    name: 'Glazing Guide',
    productType: 'digital',
    priceData: { price: '12.00' },
  });
  vase = await createProduct(t.app, {
    name: 'Stoneware Vase',
    priceData: { price: '25.00' },
    stock: { trackInventory: true, quantity: 50 },
  });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/v1/products/${ebook.id}/digital-file`,
    headers: asAdmin,
    payload: { fileName: 'glazing-guide.pdf', mimeType: 'application/pdf', data: GUIDE.toString('base64') },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
});
afterAll(() => t.close());

const GUIDE = Buffer.from('%PDF-1.4\n% Atelier glazing guide\n%%EOF\n');
let serial = 0;
const uniqueEmail = (what: string) => `${what}-${++serial}@example.com`;

/** Every mail the development outbox holds for `to`, oldest first. */
async function mailsTo(to: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/dev/outbox',
    query: { to, limit: '100' },
    headers: { authorization: ADMIN_KEY },
  });
  return res.json<{ messages: OutboxMessage[] }>().messages.reverse();
}
const downloadMails = async (to: string) => (await mailsTo(to)).filter((m) => m.kind === 'order-downloads');

/** The download links a text names, in order. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+\/downloads\/\S+/g)].map((m) => m[0]);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;');
const fetchLink = (link: string) => {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};
const markAsPaid = (orderId: string) =>
  call('POST', `/v1/orders/${orderId}/mark-as-paid`, asAdmin.authorization);

/** The e-book and a vase, NOT_PAID, for `email`. */
const mixedOrder = (email: string) =>
  placeOrder(
    t.app,
    draftOf(
      [
        { productId: ebook.id, quantity: 1, unitPrice: '12.00', name: 'Glazing Guide', itemType: 'DIGITAL' },
        { productId: vase.id, quantity: 1, unitPrice: '25.00', name: 'Stoneware Vase' },
      ],
      { buyer: { email, firstName: 'Ada' } },
    ),
  );

describe('the downloads mail', () => {
  it('goes once when mark-as-paid makes the links: each digital line, its working link and until when', async () => {
    const email = uniqueEmail('reader');
    const row = await mixedOrder(email);
    expect(await downloadMails(email)).toEqual([]);

    const paid = await markAsPaid(row.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json().order;
    const file = order.lineItems[0].digitalFile;
    const mails = await downloadMails(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Studio Nord: your downloads of order ${order.number} are ready`);
    expect(mail.text).toContain(`Thank you, Ada: order ${order.number} is paid`);
    expect(mail.text).toContain(`Glazing Guide\nDownload: ${file.link}\nAvailable until `);
    const until = new Date(file.expirationDate);
    const day = until.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(mail.text).toContain(`Available until ${day} at `);
    expect(mail.html).toContain(`href="${escapeHtml(file.link)}"`);
    expect(mail.html).toContain(`Available until ${day}`);
    expect(mail.html).toContain('Glazing Guide');
    // Only the digital line has a link: the vase is not in the mail.
    expect(mail.text).not.toContain('Stoneware Vase');
    expect(linksIn(mail.text)).toEqual([file.link]);

    const got = await fetchLink(linksIn(mail.text)[0]!);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.rawPayload.equals(GUIDE)).toBe(true);

    // A second mark-as-paid is refused and mails nothing.
    const again = await markAsPaid(row.id);
    expect(again.statusCode).toBe(409);
    expect(appCode(again)).toBe('ORDER_ALREADY_PAID');
    expect(await downloadMails(email)).toHaveLength(1);
  });

  it('goes once when two mark-as-paid calls race: one pays, the other is refused', async () => {
    const email = uniqueEmail('race');
    const row = await mixedOrder(email);
    const answers = await Promise.all([markAsPaid(row.id), markAsPaid(row.id), markAsPaid(row.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await downloadMails(email)).toHaveLength(1);
  });

  it('is not sent for an order without digital lines, nor for an unpaid one', async () => {
    const email = uniqueEmail('vase');
    const row = await placeOrder(
      t.app,
      draftOf([{ productId: vase.id, quantity: 2, unitPrice: '25.00', name: 'Stoneware Vase' }], {
        buyer: { email },
      }),
    );
    expect((await markAsPaid(row.id)).statusCode).toBe(200);
    expect(await mailsTo(email)).toEqual([]);

    // Placed to be paid by bank transfer: the confirmation goes, with no link, and no downloads mail.
    const unpaid = uniqueEmail('unpaid');
    const methods = await call('GET', '/v1/payment-methods', asAdmin.authorization);
    const bank = methods.json().paymentMethods.find((m: any) => m.kind === 'BANK_TRANSFER').id;
    const { order } = await placedCheckout(t.app, [line(ebook.id)], {
      checkout: { buyerInfo: { email: unpaid }, paymentMethodId: bank },
    });
    expect(order.paymentStatus).toBe('NOT_PAID');
    const mails = await mailsTo(unpaid);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation']);
    expect(mails[0]!.text).not.toContain('/downloads/');
  });

  it('uses the merchant’s edited template, and the default again once reset', async () => {
    const template = {
      subject: 'Files for {{orderNumber}}',
      html: '<p>Hallo {{buyerName}}</p>{{downloads}}',
      text: 'Hallo {{buyerName}}\n{{downloads}}\n{{^buyerName}}nobody{{/buyerName}}',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/mail-templates/ORDER_DOWNLOADS',
      headers: asAdmin,
      payload: { template },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const email = uniqueEmail('edited');
      const row = await mixedOrder(email);
      const order = (await markAsPaid(row.id)).json().order;
      const [mail, ...more] = await downloadMails(email);
      expect(more).toEqual([]);
      const link = order.lineItems[0].digitalFile.link as string;
      expect(mail!.subject).toBe(`Files for ${order.number}`);
      expect(mail!.text).toMatch(
        new RegExp(`^Hallo Ada\nGlazing Guide\nDownload: \\S+\nAvailable until .+ UTC\n$`),
      );
      expect(linksIn(mail!.text)).toEqual([link]);
      expect(mail!.html).toContain('<p>Hallo Ada</p><table');
      expect(mail!.html).toContain(`href="${escapeHtml(link)}"`);
      expect((await fetchLink(link)).statusCode).toBe(200);
    } finally {
      const reset = await call('DELETE', '/v1/mail-templates/ORDER_DOWNLOADS', asAdmin.authorization);
      expect(reset.statusCode).toBe(200);
    }
    const email = uniqueEmail('reset');
    const row = await mixedOrder(email);
    await markAsPaid(row.id);
    expect((await downloadMails(email))[0]!.subject).toMatch(/^Studio Nord: your downloads of order/);
  });

  it('follows the confirmation, once, when a gift card pays the whole order as it is placed', async () => {
    const email = uniqueEmail('gifted');
    const { visitor, checkoutId, order } = await placedCheckout(t.app, [line(ebook.id)], {
      checkout: { buyerInfo: { email } },
      giftCardCode: 'GIFT-DEMO-50',
    });
    expect(order.paymentStatus).toBe('PAID');
    const link = order.lineItems[0].digitalFile.link as string;

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['order-confirmation', 'order-downloads']);
    // The links travel in one mail only.
    expect(mails[0]!.text).not.toContain('/downloads/');
    expect(mails[0]!.html).not.toContain('/downloads/');
    expect(linksIn(mails[1]!.text)).toEqual([link]);
    expect(mails[1]!.html).toContain(`href="${escapeHtml(link)}"`);
    const got = await fetchLink(link);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.rawPayload.equals(GUIDE)).toBe(true);

    // Placing the same checkout again answers the same order and mails nothing more.
    const replay = await call('POST', `/v1/checkouts/${checkoutId}/create-order`, visitor);
    expect(replay.json().orderId).toBe(order.id);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('goes once for a merchant’s order with nothing to pay, and not for one still to be paid', async () => {
    const email = uniqueEmail('free');
    const ebookLine = (amount: string) => ({
      quantity: 1,
      catalogReference: { appId: STORES, catalogItemId: ebook.id, options: { variantId: ZERO } },
      price: { amount },
    });
    const free = await call('POST', '/v1/orders', asAdmin.authorization, {
      order: { lineItems: [ebookLine('0.00')], buyerInfo: { email } },
    });
    expect(free.statusCode, free.body).toBe(200);
    const order = free.json().order;
    expect(order.paymentStatus).toBe('PAID');
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['order-downloads']);
    expect(linksIn(mails[0]!.text)).toEqual([order.lineItems[0].digitalFile.link]);
    expect((await fetchLink(linksIn(mails[0]!.text)[0]!)).statusCode).toBe(200);

    const owed = uniqueEmail('owed');
    const unpaid = await call('POST', '/v1/orders', asAdmin.authorization, {
      order: { lineItems: [ebookLine('12.00')], buyerInfo: { email: owed } },
    });
    expect(unpaid.json().order.paymentStatus).toBe('NOT_PAID');
    expect(await mailsTo(owed)).toEqual([]);
  });

  it('goes once when a card provider confirms the payment, a repeated confirmation included', async () => {
    const email = uniqueEmail('card');
    const row = await mixedOrder(email);
    await startCardPayment(t.app.ctx, testProvider, row);
    const event = { providerTransactionId: `pt-${row.id}`, status: 'APPROVED' } as const;
    const [first, second] = await Promise.all([
      confirmProviderPayment(t.app.ctx, testProvider, event),
      confirmProviderPayment(t.app.ctx, testProvider, event),
    ]);
    expect([first?.paymentStatus, second?.paymentStatus].sort()).toEqual(['PAID', undefined]);
    await confirmProviderPayment(t.app.ctx, testProvider, event);
    const mails = await downloadMails(email);
    expect(mails).toHaveLength(1);
    expect((await fetchLink(linksIn(mails[0]!.text)[0]!)).statusCode).toBe(200);
  });
});

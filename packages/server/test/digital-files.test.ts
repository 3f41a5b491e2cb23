import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/modules/catalog/media/media-files';
import { digitalLinks } from '../src/modules/orders/digital';
import { orderById } from '../src/modules/orders';
import { seedDemoGiftCards } from '../src/modules/gift-cards';
import { seedDemoPaymentMethods } from '../src/modules/payment-methods';
import { visitorToken } from './auth-helpers';
import { countRows, createProduct, roleHeaders, type RoleName } from './catalog-helpers';
import { caller, line, newCheckout, placedCheckout } from './checkout-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
let ebook: Record<string, any>;
let vase: Record<string, any>;
let roles: Record<RoleName, Record<string, string>>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoPaymentMethods(t.database.db);
  await seedDemoGiftCards(t.database.db);
  roles = await roleHeaders(t.app);
  ebook = await createProduct(t.app, {
    name: 'Glazing Guide',
    productType: 'digital',
    priceData: { price: '12.00' },
  });
  vase = await createProduct(t.app, { name: 'Stoneware Vase', priceData: { price: '25.00' } });
});
afterAll(() => t.close());

const ZERO = '00000000-0000-0000-0000-000000000000';
const GUIDE = Buffer.from('%PDF-1.4\n% Atelier glazing guide\n1 0 obj << >> endobj\n%%EOF\n');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const fileUrl = (id: string) => `/v1/products/${id}/digital-file`;
const upload = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'POST', url: fileUrl(id), headers, payload });
const pdf = (bytes = GUIDE, fileName = 'glazing-guide.pdf') => ({
  fileName,
  mimeType: 'application/pdf',
  data: bytes.toString('base64'),
});
const violations = (res: { json(): any }) =>
  (res.json().details.validationError.fieldViolations as { field: string; violatedRule: string }[]).map(
    (v) => `${v.field} ${v.violatedRule}`,
  );
/** The path and query of a link, as inject takes them. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const fetchLink = (link: string) => t.app.inject({ method: 'GET', url: pathOf(link) });

describe('a digital product’s file (elevated callers)', () => {
  it('is refused to every caller but the shop: 401 without a token, 403 for visitors and members', async () => {
    for (const role of ['none', 'visitor', 'member'] as const) {
      const expected = role === 'none' ? 401 : 403;
      expect((await upload(ebook.id, pdf(), roles[role])).statusCode, role).toBe(expected);
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: fileUrl(ebook.id), headers: roles[role] });
        expect(res.statusCode, `${method} as ${role}`).toBe(expected);
      }
    }
    expect(await countRows(t.app, 'product_digital_files')).toBe(0);
  });

  it('is uploaded, read back as metadata, replaced with a new id, and deleted', async () => {
    const first = await upload(ebook.id, pdf());
    expect(first.statusCode, first.body).toBe(200);
    const file = first.json().file;
    expect(file).toEqual({
      id: expect.any(String),
      productId: ebook.id,
      fileName: 'glazing-guide.pdf',
      mimeType: 'application/pdf',
      size: GUIDE.length,
      sha256: sha(GUIDE),
      createdDate: expect.any(String),
    });
    const read = await t.app.inject({ method: 'GET', url: fileUrl(ebook.id), headers: asAdmin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ file });
    // Under the catalog's Wix prefix too.
    const aliased = await t.app.inject({
      method: 'GET',
      url: `/stores${fileUrl(ebook.id)}`,
      headers: asAdmin,
    });
    expect(aliased.json()).toEqual({ file });

    const next = Buffer.from('Second edition');
    const replaced = await upload(ebook.id, {
      fileName: 'C:\\fakepath\\Glazing Guide, 2nd.txt',
      mimeType: 'Text/Plain',
      data: next.toString('base64'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().file).toMatchObject({
      productId: ebook.id,
      fileName: 'Glazing Guide, 2nd.txt',
      mimeType: 'text/plain',
      size: next.length,
      sha256: sha(next),
    });
    expect(replaced.json().file.id).not.toBe(file.id);
    expect(await countRows(t.app, 'product_digital_files')).toBe(1);

    const gone = await t.app.inject({ method: 'DELETE', url: fileUrl(ebook.id), headers: asAdmin });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({});
    const after = await t.app.inject({ method: 'GET', url: fileUrl(ebook.id), headers: asAdmin });
    expect(after.statusCode).toBe(404);
    expect(appCode(after)).toBe('DIGITAL_FILE_NOT_FOUND');
    const again = await t.app.inject({ method: 'DELETE', url: fileUrl(ebook.id), headers: asAdmin });
    expect(appCode(again)).toBe('DIGITAL_FILE_NOT_FOUND');
  });

  it('keeps bytes exactly, a file of several megabytes included', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 7);
    const res = await upload(ebook.id, {
      fileName: 'glazes.zip',
      mimeType: 'application/zip',
      data: bytes.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().file).toMatchObject({ size: bytes.length, sha256: sha(bytes) });
    const order = await paidOrder();
    const got = await fetchLink(order.lineItems[0].digitalFile.link);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses an unknown product (404), a physical one (409), and a bad upload field by field', async () => {
    const unknown = await upload(ZERO, pdf());
    expect(unknown.statusCode).toBe(404);
    expect(appCode(unknown)).toBe('NOT_FOUND');
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: fileUrl(ZERO), headers: asAdmin });
      expect(res.statusCode, method).toBe(404);
      expect(appCode(res), method).toBe('NOT_FOUND');
    }
    const notUuid = await t.app.inject({ method: 'GET', url: fileUrl('nope'), headers: asAdmin });
    expect(notUuid.statusCode).toBe(400);

    const physical = await upload(vase.id, pdf());
    expect(physical.statusCode).toBe(409);
    expect(appCode(physical)).toBe('PRODUCT_NOT_DIGITAL');
    expect(physical.json().details.applicationError.data).toEqual({
      productId: vase.id,
      productType: 'physical',
    });

    expect(violations(await upload(ebook.id, { ...pdf(), data: 'not base64!' }))).toEqual(['data FORMAT']);
    expect(violations(await upload(ebook.id, { ...pdf(), data: 'A' }))).toEqual(['data MIN_SIZE']);
    expect(violations(await upload(ebook.id, { ...pdf(), mimeType: 'pdf' }))).toEqual(['mimeType FORMAT']);
    expect(violations(await upload(ebook.id, { ...pdf(), mimeType: 'text/html\r\nx: y' }))).toEqual([
      'mimeType FORMAT',
    ]);
    expect(violations(await upload(ebook.id, { ...pdf(), fileName: 'a\nb.pdf' }))).toEqual([
      'fileName FORMAT',
    ]);
    expect(violations(await upload(ebook.id, { mimeType: 'application/pdf' }))).toEqual([
      'data REQUIRED_FIELD',
      'fileName REQUIRED_FIELD',
    ]);
    const big = await upload(ebook.id, pdf(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1)));
    expect(violations(big)).toEqual(['data MAX_SIZE']);
    expect(big.json().details.validationError.fieldViolations[0].data).toEqual({ limit: MAX_UPLOAD_BYTES });
  }, 60_000);

  it('goes with its product when the product is deleted', async () => {
    const doomed = await createProduct(t.app, {
      name: 'Doomed pattern',
      productType: 'digital',
      priceData: { price: '3.00' },
    });
    const before = await countRows(t.app, 'product_digital_files');
    expect((await upload(doomed.id, pdf())).statusCode).toBe(200);
    expect(await countRows(t.app, 'product_digital_files')).toBe(before + 1);
    await t.app.inject({ method: 'DELETE', url: `/v1/products/${doomed.id}`, headers: asAdmin });
    expect(await countRows(t.app, 'product_digital_files')).toBe(before);
  });
});

/** A visitor's checkout of the e-book, placed with the bank transfer, as the visitor sees the order. */
async function placedOrder(): Promise<Record<string, any>> {
  const visitor = await visitorToken(t.app);
  const checkout = await newCheckout(t.app, visitor, [line(ebook.id)]);
  const patched = await call('PATCH', `/v1/checkouts/${checkout.id}`, visitor, {
    checkout: { buyerInfo: { email: 'reader@example.com' }, paymentMethodId: await bankId() },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const placed = await call('POST', `/v1/checkouts/${checkout.id}/create-order`, visitor);
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().order;
}

async function bankId(): Promise<string> {
  const res = await call('GET', '/v1/payment-methods', asAdmin.authorization);
  return res.json().paymentMethods.find((m: any) => m.kind === 'BANK_TRANSFER').id;
}

async function paidOrder(): Promise<Record<string, any>> {
  const order = await placedOrder();
  const paid = await call('POST', `/v1/orders/${order.id}/mark-as-paid`, asAdmin.authorization);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().order;
}

describe('buying a digital product', () => {
  it('records the file on the line, gives the link once paid, and the link sends the exact bytes', async () => {
    const uploaded = (await upload(ebook.id, pdf(GUIDE, 'Glasur-Führer "2026".pdf'))).json().file;
    const placed = await placedOrder();
    expect(placed.lineItems[0].itemType).toEqual({ preset: 'DIGITAL' });
    // Unpaid: the file is named, and there is no link yet.
    expect(placed.lineItems[0].digitalFile).toEqual({ fileId: uploaded.id });
    const paid = (await call('POST', `/v1/orders/${placed.id}/mark-as-paid`, asAdmin.authorization)).json()
      .order;
    const file = paid.lineItems[0].digitalFile;
    expect(file.fileId).toBe(uploaded.id);
    expect(Date.parse(file.expirationDate)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const res = await fetchLink(file.link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(GUIDE)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(GUIDE.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition':
        `attachment; filename="Glasur-F_hrer _2026_.pdf"; ` +
        `filename*=UTF-8''Glasur-F%C3%BChrer%20%222026%22.pdf`,
    });
    // The same link under the orders' Wix prefix.
    const aliased = await t.app.inject({ method: 'GET', url: `/ecom${pathOf(file.link)}` });
    expect(aliased.rawPayload.equals(GUIDE)).toBe(true);
  });

  it('refuses a tampered link (403) and an expired one (410)', async () => {
    await upload(ebook.id, pdf());
    const paid = await paidOrder();
    const link = new URL(paid.lineItems[0].digitalFile.link);
    const signature = link.searchParams.get('signature')!;
    const tampered = new URL(link);
    tampered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    const forged = await fetchLink(tampered.href);
    expect(forged.statusCode).toBe(403);
    expect(appCode(forged)).toBe('INVALID_DOWNLOAD_LINK');
    const longer = new URL(link);
    longer.searchParams.set('expires', '2999-01-01T00:00:00.000Z');
    expect(appCode(await fetchLink(longer.href))).toBe('INVALID_DOWNLOAD_LINK');

    // A link this shop signed 31 days ago: genuine, and over.
    const row = (await orderById(t.app.ctx.db, paid.id))!;
    const old = digitalLinks(
      t.app.ctx,
      { ...row, lines: row.lines.map((l) => ({ ...l, digitalFile: undefined })) },
      new Date(Date.now() - 31 * 86_400_000),
    );
    const expired = await fetchLink(old[0]!.digitalFile!.link!);
    expect(expired.statusCode).toBe(410);
    expect(appCode(expired)).toBe('DOWNLOAD_LINK_EXPIRED');
  });

  it('gives an unpaid order no link, and a canceled or fully refunded one answers 404', async () => {
    await upload(ebook.id, pdf());
    const unpaid = await placedOrder();
    expect(unpaid.lineItems[0].digitalFile.link).toBeUndefined();
    const read = await call('GET', `/v1/orders/${unpaid.id}`, asAdmin.authorization);
    expect(read.json().order.lineItems[0].digitalFile.link).toBeUndefined();

    const canceled = await paidOrder();
    const cancel = await call('POST', `/v1/orders/${canceled.id}/cancel`, asAdmin.authorization, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    const afterCancel = await fetchLink(canceled.lineItems[0].digitalFile.link);
    expect(afterCancel.statusCode).toBe(404);
    expect(appCode(afterCancel)).toBe('NOT_FOUND');

    const refunded = await paidOrder();
    const refund = await call(
      'POST',
      `/v1/order-refunds/orders/${refunded.id}/refund`,
      asAdmin.authorization,
      {},
    );
    expect(refund.json().order.paymentStatus).toBe('FULLY_REFUNDED');
    expect(appCode(await fetchLink(refunded.lineItems[0].digitalFile.link))).toBe('NOT_FOUND');
  });

  it('serves the product’s current file after the merchant replaces it, and none once it is deleted', async () => {
    const original = (await upload(ebook.id, pdf())).json().file;
    const paid = await paidOrder();
    const link = paid.lineItems[0].digitalFile.link as string;
    const revised = Buffer.from('Revised edition, with errata');
    await upload(ebook.id, {
      fileName: 'guide-v2.txt',
      mimeType: 'text/plain',
      data: revised.toString('base64'),
    });
    const res = await fetchLink(link);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(revised)).toBe(true);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-disposition']).toContain('filename="guide-v2.txt"');

    await t.app.inject({ method: 'DELETE', url: fileUrl(ebook.id), headers: asAdmin });
    const none = await fetchLink(link);
    expect(none.statusCode).toBe(404);
    expect(appCode(none)).toBe('DIGITAL_FILE_NOT_AVAILABLE');
    expect(none.json().details.applicationError.data).toEqual({ fileId: original.id });
  });

  it('gives the link at once when a gift card pays the whole order', async () => {
    await upload(ebook.id, pdf());
    const { order } = await placedCheckout(t.app, [line(ebook.id)], {
      checkout: { buyerInfo: { email: 'gifted@example.com' } },
      giftCardCode: 'GIFT-DEMO-50',
    });
    expect(order.paymentStatus).toBe('PAID');
    const res = await fetchLink(order.lineItems[0].digitalFile.link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(GUIDE)).toBe(true);
  });

  it('records no file on a line whose product has none, and the paid link says so', async () => {
    const bare = await createProduct(t.app, {
      name: 'Pattern without file',
      productType: 'digital',
      priceData: { price: '4.00' },
    });
    const visitor = await visitorToken(t.app);
    const checkout = await newCheckout(t.app, visitor, [line(bare.id)]);
    await call('PATCH', `/v1/checkouts/${checkout.id}`, visitor, {
      checkout: { buyerInfo: { email: 'reader@example.com' } },
    });
    const order = (await call('POST', `/v1/checkouts/${checkout.id}/create-order`, visitor)).json().order;
    expect(order.lineItems[0].digitalFile).toBeUndefined();
    const paid = (await call('POST', `/v1/orders/${order.id}/mark-as-paid`, asAdmin.authorization)).json()
      .order;
    const res = await fetchLink(paid.lineItems[0].digitalFile.link);
    expect(res.statusCode).toBe(404);
    expect(appCode(res)).toBe('DIGITAL_FILE_NOT_AVAILABLE');
    // Once the merchant uploads it, the link the buyer already has works.
    await upload(bare.id, pdf());
    const later = await fetchLink(paid.lineItems[0].digitalFile.link);
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.equals(GUIDE)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMail, type OrderMailData } from '../src/modules/mail';
import { memberToken, visitorToken } from './auth-helpers';
import { appCode, asAdmin, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', SHOP_NAME: 'Studio Nord' });
});
afterAll(() => t.close());

const order: OrderMailData = {
  orderNumber: '10007',
  email: 'ada@example.com',
  buyerName: 'Ada <Lovelace>',
  lines: [{ name: 'Vase', quantity: 1, price: '$48.00', total: '$48.00' }],
  totals: { subtotal: '$48.00', shipping: '$0.00', discount: '$0.00', tax: '$0.00', total: '$48.00' },
  paymentInstructions: 'Pay at the studio',
  orderUrl: 'https://shop.example/profile/orders',
};

const edited = {
  subject: 'Order {{orderNumber}} at {{shopName}}',
  html: '<p>Merci {{buyerName}}</p>{{lines}}{{#paymentInstructions}}<p>{{paymentInstructions}}</p>{{/paymentInstructions}}',
  text: 'Merci {{buyerName}}\n{{totals}}',
};

const shipped = {
  subject: 'On its way: {{orderNumber}}',
  html: '<p>{{trackingProvider}} {{trackingNumber}}</p>',
  text: '{{trackingLink}}',
};

const put = (kind: string, template: unknown, headers: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'PUT', url: `/v1/mail-templates/${kind}`, headers, payload: { template } });

const preview = (kind: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/mail-templates/${kind}/preview`,
    headers: asAdmin,
    ...(payload ? { payload } : {}),
  });
const previewOf = (res: { json: () => unknown }) =>
  (res.json() as { preview: { subject: string; html: string; text: string } }).preview;

const violations = (res: { json: () => unknown }) =>
  (
    res.json() as {
      details: { validationError: { fieldViolations: { field: string; description: string }[] } };
    }
  ).details.validationError.fieldViolations;

describe('mail templates API', () => {
  it('lists the five order mails, all defaults at first, with their placeholders', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/mail-templates', headers: asAdmin });
    expect(res.statusCode).toBe(200);
    const { templates } = res.json<{
      templates: { kind: string; customized: boolean; placeholders: string[]; subject: string }[];
    }>();
    expect(templates.map((x) => x.kind)).toEqual([
      'ORDER_CONFIRMATION',
      'ORDER_CANCELED',
      'ORDER_SHIPPED',
      'ORDER_DOWNLOADS',
      'ORDER_PAYMENT_REMINDER',
    ]);
    expect(templates.every((x) => !x.customized)).toBe(true);
    expect(templates[0]!.placeholders).toContain('paymentInstructions');
    expect(templates[1]!.placeholders).toContain('customMessage');
    expect(templates[2]!.placeholders).toEqual(expect.arrayContaining(['trackingNumber', 'trackingLink']));
    expect(templates[3]!.placeholders).toContain('downloads');
    expect(templates[3]!.placeholders).not.toContain('trackingLink');
  });

  it('saves an edit, reads it back, mails with it, and resets to the default', async () => {
    const before = await orderMail(t.database.db, 'ORDER_CONFIRMATION', order, 'Studio Nord');
    expect(before.subject).toBe('Studio Nord: order 10007 confirmed');

    const saved = await put('ORDER_CONFIRMATION', edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      template: { kind: 'ORDER_CONFIRMATION', ...edited, customized: true },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/mail-templates/ORDER_CONFIRMATION',
      headers: asAdmin,
    });
    expect(read.json()).toMatchObject({ template: { ...edited, customized: true } });

    const mail = await orderMail(t.database.db, 'ORDER_CONFIRMATION', order, 'Studio Nord');
    expect(mail.subject).toBe('Order 10007 at Studio Nord');
    expect(mail.html).toContain('<p>Merci Ada &lt;Lovelace&gt;</p><table');
    expect(mail.html).toContain('<p>Pay at the studio</p>');
    expect(mail.text).toBe(
      'Merci Ada <Lovelace>\nSubtotal: $48.00\nShipping: $0.00\nTax: $0.00\nTotal: $48.00',
    );
    // Other kinds keep their defaults.
    const canceled = await orderMail(t.database.db, 'ORDER_CANCELED', order, 'Studio Nord');
    expect(canceled.subject).toBe('Studio Nord: order 10007 canceled');

    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/v1/mail-templates/ORDER_CONFIRMATION',
      headers: asAdmin,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ template: { customized: false } });
    expect(reset.json<{ template: { subject: string } }>().template.subject).toBe(
      '{{shopName}}: order {{orderNumber}} confirmed',
    );
    const after = await orderMail(t.database.db, 'ORDER_CONFIRMATION', order, 'Studio Nord');
    expect(after).toEqual(before);
  });

  it('previews the current template, or an unsaved one, on a sample order', async () => {
    const current = await preview('ORDER_SHIPPED');
    expect(current.statusCode).toBe(200);
    const shown = previewOf(current);
    expect(shown.subject).toBe('Studio Nord: order 10001 is on its way');
    expect(shown.text).toContain('UPS tracking number: 1Z999AA10123456784');
    expect(shown.html).toContain('Studio Nord');

    const unsaved = await preview('ORDER_CANCELED', {
      template: { subject: 'X {{orderNumber}}', html: '<i>{{customMessage}}</i>', text: '{{email}}' },
    });
    expect(unsaved.statusCode).toBe(200);
    expect(unsaved.json()).toMatchObject({ preview: { subject: 'X 10001', text: 'ada@example.com' } });
    expect(unsaved.json<{ preview: { html: string } }>().preview.html).toContain('<i>The piece you chose');
    // A preview saves nothing.
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/mail-templates/ORDER_CANCELED',
      headers: asAdmin,
    });
    expect(read.json()).toMatchObject({ template: { customized: false } });
  });

  it('refuses an unknown placeholder, an unclosed one and a stray section, field by field, and keeps the old one', async () => {
    expect((await put('ORDER_SHIPPED', edited)).statusCode).toBe(400);
    expect((await put('ORDER_SHIPPED', shipped)).statusCode).toBe(200);
    const res = await put('ORDER_SHIPPED', {
      subject: 'Order {{orderNumber',
      html: '<p>{{customMessage}}</p>',
      text: '{{/buyerName}}',
    });
    expect(res.statusCode).toBe(400);
    const fields = violations(res);
    expect(fields.map((v) => v.field)).toEqual(['template.html', 'template.subject', 'template.text']);
    expect(fields[0]!.description).toMatch(/^has an unknown placeholder \{\{customMessage\}\}/);
    expect(fields[1]!.description).toBe('has an unclosed placeholder at character 7');
    expect(fields[2]!.description).toBe('closes {{/buyerName}} that is not open');
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/mail-templates/ORDER_SHIPPED',
      headers: asAdmin,
    });
    expect(read.json()).toMatchObject({ template: shipped });

    const unclosed = await preview('ORDER_SHIPPED', {
      template: { ...shipped, text: '{{#trackingLink}}open' },
    });
    expect(unclosed.statusCode).toBe(400);
    expect(violations(unclosed).map((v) => v.field)).toEqual(['template.text']);
  });

  it('previews the downloads mail with the sample’s download links, and refuses placeholders of other mails', async () => {
    const res = await preview('ORDER_DOWNLOADS');
    expect(res.statusCode).toBe(200);
    const shown = previewOf(res);
    expect(shown.subject).toBe('Studio Nord: your downloads of order 10001 are ready');
    expect(shown.text).toMatch(/Glazing guide \(PDF\)\nDownload: http\S+\nAvailable until /);
    expect(shown.html).toContain('Available until ');

    const refused = await put('ORDER_DOWNLOADS', {
      subject: 'Files {{orderNumber}}',
      html: '{{downloads}}{{trackingLink}}',
      text: '{{#downloads}}{{downloads}}',
    });
    expect(refused.statusCode).toBe(400);
    expect(violations(refused).map((v) => [v.field, v.description])).toEqual([
      ['template.html', expect.stringMatching(/^has an unknown placeholder \{\{trackingLink\}\}/)],
      ['template.text', 'does not close the section of {{downloads}}'],
    ]);
    // Nor does a downloads list belong in another mail.
    expect((await put('ORDER_CONFIRMATION', { ...edited, text: '{{downloads}}' })).statusCode).toBe(400);
  });

  it('refuses an unknown kind, a missing or empty part and unknown fields', async () => {
    const unknown = await put('ORDER_LOST', shipped);
    expect(unknown.statusCode).toBe(404);
    expect(appCode(unknown)).toBe('NOT_FOUND');
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/v1/mail-templates/ORDER_LOST', headers: asAdmin });
      expect(res.statusCode).toBe(404);
    }
    expect((await preview('ORDER_LOST')).statusCode).toBe(404);
    const missing = await put('ORDER_SHIPPED', { subject: 'x', html: 'y' });
    expect(missing.statusCode).toBe(400);
    expect(violations(missing)[0]).toMatchObject({ violatedRule: 'REQUIRED_FIELD' });
    expect((await put('ORDER_SHIPPED', { ...shipped, subject: '' })).statusCode).toBe(400);
    expect((await put('ORDER_SHIPPED', { ...shipped, from: 'x' })).statusCode).toBe(400);
  });

  it('is for elevated callers only', async () => {
    const visitor = { authorization: await visitorToken(t.app) };
    const member = { authorization: await memberToken(t.app) };
    const calls = [
      { method: 'GET', url: '/v1/mail-templates' },
      { method: 'GET', url: '/v1/mail-templates/ORDER_SHIPPED' },
      { method: 'PUT', url: '/v1/mail-templates/ORDER_SHIPPED', payload: { template: shipped } },
      { method: 'DELETE', url: '/v1/mail-templates/ORDER_SHIPPED' },
      { method: 'POST', url: '/v1/mail-templates/ORDER_SHIPPED/preview' },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const headers of [visitor, member]) {
        expect((await t.app.inject({ ...call, headers })).statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
  });
});

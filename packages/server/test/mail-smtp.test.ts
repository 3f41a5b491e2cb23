import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationMail, recoveryMail, verificationCodeMail } from '../src/modules/mail/templates';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { captchaTokens, PASSWORD, uniqueEmail } from './auth-helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('SMTP delivery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      CAPTCHA_MAX_NUMBER: '200',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Atelier <shop@atelier.test>',
      SHOP_NAME: 'Atelier Test',
    });
  });
  afterAll(() => t.close());

  it('sends the verification code through a real SMTP peer, text and HTML, and keeps no outbox copy', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/register',
      payload: { loginId: { email }, password: PASSWORD, captchaTokens: await captchaTokens(t.app) },
    });
    expect(res.statusCode).toBe(200);
    const mail = sink.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('shop@atelier.test');
    expect(mail!.data).toMatch(/Subject: Atelier Test: your verification code is \d{6}/);
    expect(mail!.data).toContain('multipart/alternative');
    expect(mail!.data).toContain('text/html');
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/v1/dev/outbox',
      headers: asAdmin,
      query: { to: email },
    });
    expect(outbox.json().messages).toEqual([]);
  });

  it('sends newsletter mail with a List-Unsubscribe header pointing at its unsubscribe link', async () => {
    const email = uniqueEmail('news');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/newsletter/subscriptions',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    const mail = sink.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.data).toMatch(/Subject: Atelier Test: confirm your newsletter subscription/);
    const header = /List-Unsubscribe:\s*<([^>]+)>/.exec(mail!.data)?.[1];
    expect(header).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
  });
});

describe('development outbox', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await startTestApp();
    prod = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('is read only with the operator key, in production and out of it', async () => {
    for (const { app } of [dev, prod]) {
      expect((await app.inject({ method: 'GET', url: '/v1/dev/outbox' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/v1/dev/outbox', headers: asAdmin })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('templates', () => {
  it('brand every mail and escape what they embed', () => {
    const code = verificationCodeMail('A&B <Shop>', '012345');
    expect(code.subject).toBe('A&B <Shop>: your verification code is 012345');
    expect(code.text).toContain('012345');
    expect(code.html).toContain('A&amp;B &lt;Shop&gt;');
    expect(code.html).not.toContain('<Shop>');
    const link = 'https://shop.example/reset-password?token=rc_x&a="b"';
    const recovery = recoveryMail('Atelier', link);
    expect(recovery.text).toContain(link);
    expect(recovery.html).toContain('token=rc_x&amp;a=&quot;b&quot;');
    expect(activationMail('Atelier', link).subject).toBe('Atelier: activate your account');
  });
});

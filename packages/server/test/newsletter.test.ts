import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, memberToken, uniqueEmail, visitorToken } from './auth-helpers';
import { appCode, rowsOf, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_MAX_NUMBER: '200', STOREFRONT_URL: 'http://shop.test' });
});
afterAll(() => t.close());

let ip = 0;
/** Each sign-up from its own client address, unless one is given (100 per address in 15 minutes). */
const subscribe = (email: string, options: { remoteAddress?: string; authorization?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/newsletter/subscriptions',
    remoteAddress: options.remoteAddress ?? `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: options.authorization ? { authorization: options.authorization } : {},
    payload: { email },
  });
const post = (path: 'confirm' | 'unsubscribe', token: unknown) =>
  t.app.inject({ method: 'POST', url: `/v1/newsletter/${path}`, payload: { token } });

interface Row {
  confirmed_date: string | null;
  mail_count: number;
}
const rowOf = async (email: string) =>
  (
    await rowsOf<Row>(
      t.app.ctx.db,
      sql`select confirmed_date, mail_count from newsletter_subscriptions where email = ${email}`,
    )
  )[0];
const mailsTo = async (email: string) =>
  (await rowsOf<{ kind: string }>(t.app.ctx.db, sql`select kind from mail_outbox where "to" = ${email}`)).map(
    (r) => r.kind,
  );
/** As if the last mail to the address had gone out `ms` ago. */
const mailedAgo = (email: string, ms: number) =>
  t.app.ctx.db.execute(
    sql`update newsletter_subscriptions set last_mailed_at = now() - make_interval(secs => ${ms / 1000}) where email = ${email}`,
  );
const linkIn = (text: string, path: 'confirm' | 'unsubscribe') =>
  new RegExp(`http://shop\\.test/newsletter/${path}\\?token=([^\\s"<]+)`).exec(text)?.[1];
const tokenIn = (text: string, path: 'confirm' | 'unsubscribe') => decodeURIComponent(linkIn(text, path)!);

describe('POST /v1/newsletter/subscriptions (double opt-in)', () => {
  it('mails a confirmation link and an unsubscribe link; the address is pending until confirmed', async () => {
    const email = uniqueEmail('news');
    const res = await subscribe(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await rowOf(email)).toMatchObject({ confirmed_date: null, mail_count: 1 });
    const mail = await latestMail(t.app, email);
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation' });
    for (const body of [mail!.text, mail!.html]) {
      expect(linkIn(body, 'confirm')).toBeTruthy();
      expect(linkIn(body, 'unsubscribe')).toBeTruthy();
    }
  });

  it('answers a new, a pending and a subscribed address exactly alike', async () => {
    const fresh = uniqueEmail('news');
    const pending = uniqueEmail('news');
    const subscribed = uniqueEmail('news');
    await subscribe(pending);
    await subscribe(subscribed);
    await post('confirm', tokenIn((await latestMail(t.app, subscribed))!.text, 'confirm'));
    const answers = [await subscribe(fresh), await subscribe(pending), await subscribe(subscribed)];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{}');
      expect(res.headers['content-type']).toBe(answers[0]!.headers['content-type']);
    }
    // Within the minute, neither the pending nor the subscribed address got a second mail.
    expect(await mailsTo(pending)).toEqual(['newsletter-confirmation']);
    expect(await mailsTo(subscribed)).toEqual(['newsletter-confirmation']);
  });

  it('sends a pending address a new confirmation later, and a subscribed one only a notice', async () => {
    const pending = uniqueEmail('news');
    const subscribed = uniqueEmail('news');
    await subscribe(pending);
    await subscribe(subscribed);
    await post('confirm', tokenIn((await latestMail(t.app, subscribed))!.text, 'confirm'));
    await mailedAgo(pending, 61_000);
    await mailedAgo(subscribed, 61_000);
    expect((await subscribe(pending)).statusCode).toBe(200);
    expect((await subscribe(subscribed)).statusCode).toBe(200);
    expect(await mailsTo(pending)).toEqual(['newsletter-confirmation', 'newsletter-confirmation']);
    expect(await mailsTo(subscribed)).toEqual(['newsletter-confirmation', 'newsletter-notice']);
    const notice = (await latestMail(t.app, subscribed))!;
    expect(linkIn(notice.text, 'confirm')).toBeUndefined();
    expect(linkIn(notice.text, 'unsubscribe')).toBeTruthy();
    expect(linkIn(notice.html, 'unsubscribe')).toBeTruthy();
    expect((await rowOf(subscribed))!.confirmed_date).not.toBeNull();
  });

  it('mails one address at most five times a day, whoever asks', async () => {
    const email = uniqueEmail('news');
    for (let i = 0; i < 7; i++) {
      expect((await subscribe(email)).statusCode).toBe(200);
      await mailedAgo(email, 61_000);
    }
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('refuses a client address past 100 sign-ups in 15 minutes with 429', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < 100; i++) {
      expect((await subscribe(uniqueEmail('flood'), { remoteAddress })).statusCode).toBe(200);
    }
    const res = await subscribe(uniqueEmail('flood'), { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(appCode(res)).toBe('TOO_MANY_REQUESTS');
  });

  it('answers visitors and members the same way', async () => {
    for (const authorization of [await visitorToken(t.app), await memberToken(t.app)]) {
      const res = await subscribe(uniqueEmail('news'), { authorization });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
    }
  });

  it('refuses an invalid address with an EMAIL field violation', async () => {
    const res = await subscribe('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'INVALID_ARGUMENT: "email" must be a valid email address',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'email',
              description: 'must be a valid email address',
              violatedRule: 'FORMAT',
              data: { type: 'EMAIL' },
            },
          ],
        },
      },
    });
  });
});

describe('POST /v1/newsletter/confirm', () => {
  it('subscribes the address; following the link again changes nothing', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const token = tokenIn((await latestMail(t.app, email))!.text, 'confirm');
    const res = await post('confirm', token);
    expect(res.statusCode).toBe(200);
    const { subscription } = res.json();
    expect(subscription.email).toBe(email);
    expect(Date.parse(subscription.confirmedDate)).toBeGreaterThan(Date.now() - 60_000);
    const again = await post('confirm', token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
  });

  it('refuses a forged, altered or unsubscribe token with INVALID_NEWSLETTER_LINK', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const text = (await latestMail(t.app, email))!.text;
    const confirm = tokenIn(text, 'confirm');
    for (const token of ['nonsense', `${confirm}x`, tokenIn(text, 'unsubscribe')]) {
      const res = await post('confirm', token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({
        message: 'This link is not valid: check that it was copied whole',
        details: {
          applicationError: {
            description: 'This link is not valid: check that it was copied whole',
            code: 'INVALID_NEWSLETTER_LINK',
            data: {},
          },
        },
      });
    }
    expect((await rowOf(email))!.confirmed_date).toBeNull();
  });

  it('refuses an expired link with NEWSLETTER_LINK_EXPIRED', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    await t.app.ctx.db.execute(
      sql`update newsletter_subscriptions set confirm_expires_at = now() - interval '1 second' where email = ${email}`,
    );
    const res = await post('confirm', tokenIn((await latestMail(t.app, email))!.text, 'confirm'));
    expect(res.statusCode).toBe(400);
    expect(appCode(res)).toBe('NEWSLETTER_LINK_EXPIRED');
    expect((await rowOf(email))!.confirmed_date).toBeNull();
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/newsletter/confirm', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'token', violatedRule: 'REQUIRED_FIELD' }),
    ]);
  });
});

describe('POST /v1/newsletter/unsubscribe', () => {
  it('takes a subscribed address off the list without a login; again is still fine', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const text = (await latestMail(t.app, email))!.text;
    await post('confirm', tokenIn(text, 'confirm'));
    const token = tokenIn(text, 'unsubscribe');
    const res = await post('unsubscribe', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await rowOf(email)).toBeUndefined();
    expect((await post('unsubscribe', token)).statusCode).toBe(200);
    // The old confirmation link does not bring the address back.
    expect(appCode(await post('confirm', tokenIn(text, 'confirm')))).toBe('NEWSLETTER_LINK_EXPIRED');
    // Signing up again starts over, pending.
    await subscribe(email);
    expect(await rowOf(email)).toMatchObject({ confirmed_date: null });
  });

  it('works from a pending address too, and refuses a forged token', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const text = (await latestMail(t.app, email))!.text;
    expect(appCode(await post('unsubscribe', tokenIn(text, 'confirm')))).toBe('INVALID_NEWSLETTER_LINK');
    expect(await rowOf(email)).toBeDefined();
    expect((await post('unsubscribe', tokenIn(text, 'unsubscribe'))).statusCode).toBe(200);
    expect(await rowOf(email)).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyRestocked } from '../src/modules/back-in-stock';
import { returnStock } from '../src/modules/catalog';
import { ZERO_VARIANT_ID } from '../src/modules/catalog/rules';
import { headers, latestMail, memberLogin, pkce, visitorToken, type OutboxMessage } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { bearer, OWNER_EMAIL, setUpOwner, STAFF_PASSWORD } from './staff-helpers';

/**
 * The shop's name is its saved setting everywhere it shows: every mail kind, the passkey's relying party and the
 * hosted login page. SHOP_NAME is only the first-start default, and a rename applies without a restart.
 */
let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp(
    { CAPTCHA_MAX_NUMBER: '200', SHOP_NAME: 'Env Shop', PUBLIC_URL: 'http://api.test' },
    { backInStockSweep: false },
  );
  owner = bearer((await setUpOwner(t.app)).session.accessToken);
  await rename('Quince Studio');
});
afterAll(() => t.close());

async function rename(name: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/v1/shop-settings',
    headers: asAdmin,
    payload: { shopSettings: { name } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const post = (url: string, payload: object, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

/** The mail last sent to `to`, of `kind`, named for the shop as `name` and never as the environment's name. */
async function expectNamed(to: string, kind: string, name = 'Quince Studio'): Promise<OutboxMessage> {
  const mail = await latestMail(t.app, to);
  expect(mail?.kind).toBe(kind);
  expect(mail!.subject).toContain(name);
  expect(mail!.text).toContain(name);
  expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toContain('Env Shop');
  return mail!;
}

describe('the shop name in mails', () => {
  it('members: the verification code, recovery and activation mails', async () => {
    // memberLogin registers, reads the mailed code and verifies it.
    const member = await memberLogin(t.app);
    await expectNamed(member.email, 'verification-code');
    expect((await post('/v1/send-email', { email: member.email })).statusCode).toBe(200);
    await expectNamed(member.email, 'recovery');
    const activation = await post('/v1/activation-email', { identityId: member.memberId }, asAdmin);
    expect(activation.statusCode, activation.body).toBe(200);
    await expectNamed(member.email, 'activation');
  });

  it('the back-in-stock mail', async () => {
    const member = await memberLogin(t.app);
    const product = await createProduct(t.app, {
      name: 'Named vase',
      priceData: { price: '10.00' },
      stock: { trackInventory: true, quantity: 0 },
    });
    const asked = await post(
      '/v1/back-in-stock/requests',
      { productId: product.id, variantId: ZERO_VARIANT_ID },
      { authorization: member.access_token },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.ctx.db.transaction((tx) =>
      returnStock(tx, [{ productId: product.id as string, variantId: ZERO_VARIANT_ID, quantity: 1 }]),
    );
    const { config, log, mailer } = t.app.ctx;
    expect(await notifyRestocked(t.app.ctx.db, { config, log, mailer })).toBe(1);
    await expectNamed(member.email, 'back-in-stock');
  });

  it('staff: the invitation and password-reset mails, and the passkey’s relying party', async () => {
    const invited = await post(
      '/v1/staff/invitations',
      { email: 'named@shop.example', role: 'CATALOG' },
      owner,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    await expectNamed('named@shop.example', 'staff-invitation');
    expect((await post('/v1/staff/password-reset', { email: OWNER_EMAIL })).statusCode).toBe(200);
    await expectNamed(OWNER_EMAIL, 'staff-password-reset');
    const options = await post('/v1/staff/me/passkeys/options', { currentPassword: STAFF_PASSWORD }, owner);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().options.rp.name).toBe('Quince Studio');
  });

  it('the gift card and newsletter mails', async () => {
    const card = await post(
      '/v1/gift-cards',
      { giftCard: { initialBalance: '25', currency: 'USD', recipient: { email: 'gift@example.test' } } },
      asAdmin,
    );
    expect(card.statusCode, card.body).toBe(200);
    await expectNamed('gift@example.test', 'gift-card');
    expect((await post('/v1/newsletter/subscriptions', { email: 'news@example.test' })).statusCode).toBe(200);
    await expectNamed('news@example.test', 'newsletter-confirmation');
  });

  it('a rename applies to the next mail and the hosted login page at once, without a restart', async () => {
    await rename('Quince & Daughters');
    const member = await memberLogin(t.app);
    expect((await post('/v1/send-email', { email: member.email })).statusCode).toBe(200);
    const mail = await expectNamed(member.email, 'recovery', 'Quince & Daughters');
    expect(mail.html).toContain('Quince &amp; Daughters');

    const p = pkce();
    const created = await post(
      '/v1/redirect-session',
      {
        auth: {
          authRequest: {
            clientId: 'storefront',
            codeChallenge: p.challenge,
            codeChallengeMethod: 'S256',
            responseMode: 'web_message',
            responseType: 'code',
            scope: 'offline_access',
            state: p.state,
          },
        },
      },
      headers(await visitorToken(t.app)),
    );
    expect(created.statusCode, created.body).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(created.json().redirectSession.fullUrl as string).pathname,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form id="login">');
    expect(page.body).toContain('Quince &amp; Daughters');
    expect(page.body).not.toContain('Env Shop');
  });
});

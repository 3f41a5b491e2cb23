import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from './auth-helpers';
import { asAdmin, rowsOf, startTestApp, type TestApp } from './helpers';

// A gift card issued for someone: mailed with its code and the shop's message, the mail's leaving audited.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ STOREFRONT_URL: 'http://shop.test' });
});
afterAll(() => t.close());

interface Card {
  id: string;
  code: string;
  recipient?: { email: string; name?: string };
  mailedDate?: string;
}
const issue = (giftCard: object) =>
  t.app.inject({ method: 'POST', url: '/v1/gift-cards', headers: asAdmin, payload: { giftCard } });
const entriesOf = (id: string) =>
  rowsOf<{ action: string; after: Record<string, unknown> | null }>(
    t.app.ctx.db,
    sql`select action, after from audit_log where entity_id = ${id} order by created_date, action desc`,
  );

describe('issuing a gift card for a recipient', () => {
  it('mails the code, value, expiry and message, and records the issue and the mail', async () => {
    const res = await issue({
      initialBalance: '50',
      currency: 'USD',
      expirationDate: '2027-06-30T12:00:00Z',
      recipient: { email: 'June@Example.test', name: 'June', message: 'Happy birthday!\n<3 from the studio' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json<{ giftCard: Card }>().giftCard;
    expect(card.recipient).toEqual({ email: 'june@example.test', name: 'June' });
    expect(card.mailedDate).toBeTruthy();

    const mail = await latestMail(t.app, 'june@example.test');
    expect(mail).toMatchObject({ kind: 'gift-card' });
    expect(mail!.text).toContain(card.code);
    expect(mail!.text).toContain('$50.00');
    expect(mail!.text).toContain('Happy birthday!');
    expect(mail!.text).toContain('http://shop.test');
    expect(mail!.html).toContain('&lt;3 from the studio');

    const entries = await entriesOf(card.id);
    expect(entries.map((e) => e.action)).toEqual(['giftCard.issued', 'giftCard.mailed']);
    expect(entries[1]!.after).toMatchObject({ recipient: { email: 'june@example.test' } });
    // Neither entry holds the code: whoever reads the log could spend it.
    expect(JSON.stringify(entries)).not.toContain(card.code);

    const got = await t.app.inject({ method: 'GET', url: `/v1/gift-cards/${card.id}`, headers: asAdmin });
    expect(got.json().giftCard).toMatchObject({ recipient: { email: 'june@example.test' } });
  });

  it('is found by its recipient and by the last characters of its code', async () => {
    const card = (
      await issue({ initialBalance: '10', currency: 'USD', recipient: { email: 'finder@example.test' } })
    ).json<{ giftCard: Card }>().giftCard;
    const find = (filter: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/gift-cards/query',
        headers: asAdmin,
        payload: { query: { filter } },
      });
    const byRecipient = await find({ 'recipient.email': { $contains: 'FINDER' } });
    expect(byRecipient.json().giftCards.map((c: Card) => c.id)).toEqual([card.id]);
    const byCode = await find({ code: { $endsWith: card.code.slice(-4).toLowerCase() } });
    expect(byCode.json().giftCards.map((c: Card) => c.id)).toContain(card.id);
  });

  it('keeps the card when the mail cannot leave: no mailedDate, no mailed entry', async () => {
    const send = t.app.ctx.mailer.send;
    t.app.ctx.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const res = await issue({
        initialBalance: '5',
        currency: 'USD',
        recipient: { email: 'lost@example.test' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const card = res.json<{ giftCard: Card }>().giftCard;
      expect(card.mailedDate).toBeUndefined();
      expect((await entriesOf(card.id)).map((e) => e.action)).toEqual(['giftCard.issued']);
    } finally {
      t.app.ctx.mailer.send = send;
    }
  });

  it('refuses a malformed recipient with the field concerned', async () => {
    const res = await issue({ initialBalance: '5', currency: 'USD', recipient: { email: 'not an address' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('recipient.email');
    const extra = await issue({
      initialBalance: '5',
      currency: 'USD',
      recipient: { email: 'a@b.test', cc: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });
});

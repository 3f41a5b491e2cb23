import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { notifyRestocked } from '../src/modules/back-in-stock';
import { returnStock, takeStock } from '../src/modules/catalog';
import { ZERO_VARIANT_ID } from '../src/modules/catalog/rules';
import type { Mailer } from '../src/modules/mail';
import { memberLogin, visitorToken, type MemberLogin } from './auth-helpers';
import { createProduct, shirt } from './catalog-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/**
 * Back-in-stock requests: a member asks to hear of a sold-out variant, and is mailed once when it is
 * back, whatever wrote the stock (a merchant's edit, stock given back inside an order's transaction).
 */
let t: TestApp;
let ada: MemberLogin;
let bob: MemberLogin;
beforeAll(async () => {
  // The sweep runs by hand here, so each test knows which sweep sent what (the last describe runs it by itself).
  t = await startTestApp({}, { backInStockSweep: false });
  [ada, bob] = [await memberLogin(t.app), await memberLogin(t.app)];
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const as = (who: MemberLogin) => ({ authorization: who.access_token });

/** A shirt whose every variant is sold out (tracked, none left). */
async function soldOutShirt(name: string): Promise<{ id: string; variants: Json[] }> {
  const p = await createProduct(t.app, { ...shirt, name, stock: { trackInventory: true, quantity: 0 } });
  return { id: p.id as string, variants: p.variants as Json[] };
}

const ask = (who: Record<string, string>, payload: Json) =>
  t.app.inject({ method: 'POST', url: '/v1/back-in-stock/requests', headers: who, payload });

async function myRequests(who: MemberLogin): Promise<Json[]> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/back-in-stock/requests/my', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ requests: Json[] }>().requests;
}

async function mailsTo(who: MemberLogin) {
  return t.app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, who.email), eq(mailOutbox.kind, 'back-in-stock')));
}

/** Gives stock back as an order's cancellation does: inside a transaction, no HTTP write (so no nudge). */
const giveBack = (productId: string, variantId: string, quantity: number) =>
  t.app.ctx.db.transaction((tx) => returnStock(tx, [{ productId, variantId, quantity }]));

const sweep = (mailer: Mailer = t.app.ctx.mailer) =>
  notifyRestocked(t.app.ctx.db, { config: t.app.ctx.config, log: t.app.ctx.log, mailer });

describe('POST /v1/back-in-stock/requests', () => {
  it('stores a member request for a sold-out variant, with the piece as shoppers see it; asking again changes nothing', async () => {
    const p = await soldOutShirt('Waiting shirt');
    const variant = p.variants.find((v) => v.choices.Size === 'L' && v.choices.Color === 'Navy')!;
    const res = await ask(as(ada), { productId: p.id, variantId: variant.id });
    expect(res.statusCode, res.body).toBe(200);
    const { request } = res.json<{ request: Json }>();
    expect(request).toMatchObject({
      memberId: ada.memberId,
      productId: p.id,
      variantId: variant.id,
      status: 'WAITING',
      productName: 'Waiting shirt',
      productSlug: 'waiting-shirt',
      choices: { Size: 'L', Color: 'Navy' },
    });
    expect(request.notifiedDate).toBeUndefined();
    const again = await ask(as(ada), { productId: p.id, variantId: variant.id });
    expect(again.json<{ request: Json }>().request).toEqual(request);
    expect((await myRequests(ada)).filter((r) => r.productId === p.id)).toEqual([request]);
    expect((await myRequests(bob)).filter((r) => r.productId === p.id)).toEqual([]);
  });

  it('takes the empty variant of a product without options', async () => {
    const p = await createProduct(t.app, {
      name: 'Sold-out bowl',
      priceData: { price: 12 },
      stock: { trackInventory: true, quantity: 0 },
    });
    const res = await ask(as(ada), { productId: p.id, variantId: ZERO_VARIANT_ID });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ request: Json }>().request).toMatchObject({ choices: {}, status: 'WAITING' });
  });

  it('refuses a variant in stock: there is nothing to wait for', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Stocked shirt' });
    const res = await ask(as(ada), { productId: p.id, variantId: (p.variants as Json[])[0]!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.applicationError.code).toBe('VARIANT_IN_STOCK');
  });

  it('answers 404 for a variant not in the catalog or not shown to shoppers', async () => {
    const p = await soldOutShirt('Hidden shirt');
    const variantId = p.variants[0]!.id as string;
    const unknown = await ask(as(ada), {
      productId: p.id,
      variantId: '5e1d3c9a-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${p.id}`,
      headers: asAdmin,
      payload: { product: { visible: false } },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const hidden = await ask(as(ada), { productId: p.id, variantId });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().details.applicationError.code).toBe('NOT_FOUND');
  });

  it('names the field of a malformed id or an unknown key', async () => {
    const bad = await ask(as(ada), { productId: 'vase', variantId: ZERO_VARIANT_ID });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0]).toMatchObject({ field: 'productId' });
    const extra = await ask(as(ada), {
      productId: ZERO_VARIANT_ID,
      variantId: ZERO_VARIANT_ID,
      email: 'x@y.z',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'email',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
  });

  it('is for members only: 401 without a token, 403 for a visitor and for an app key', async () => {
    const body = { productId: ZERO_VARIANT_ID, variantId: ZERO_VARIANT_ID };
    expect((await ask({}, body)).statusCode).toBe(401);
    expect((await ask({ authorization: await visitorToken(t.app) }, body)).statusCode).toBe(403);
    expect((await ask(asAdmin, body)).statusCode).toBe(403);
    const my = await t.app.inject({ method: 'GET', url: '/v1/back-in-stock/requests/my', headers: asAdmin });
    expect(my.statusCode).toBe(403);
  });
});

describe('DELETE /v1/back-in-stock/requests/{id}', () => {
  it('deletes the member’s own request; another member’s is not found and stays', async () => {
    const p = await soldOutShirt('Deleted wish shirt');
    const variantId = p.variants[0]!.id as string;
    const mine = (await ask(as(ada), { productId: p.id, variantId })).json<{ request: Json }>().request;
    const del = (who: Record<string, string>, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/v1/back-in-stock/requests/${id}`, headers: who });
    expect((await del(as(bob), mine.id)).statusCode).toBe(404);
    expect((await myRequests(ada)).map((r) => r.id)).toContain(mine.id);
    expect((await del({}, mine.id)).statusCode).toBe(401);
    expect((await del(asAdmin, mine.id)).statusCode).toBe(403);
    const gone = await del(as(ada), mine.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({});
    expect((await myRequests(ada)).map((r) => r.id)).not.toContain(mine.id);
    expect((await del(as(ada), mine.id)).statusCode).toBe(404);
    expect((await del(as(ada), 'not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET /v1/back-in-stock/requests (the merchant’s list)', () => {
  it('lists every member’s requests, newest first, narrowed by product and status', async () => {
    const p = await soldOutShirt('Wanted shirt');
    const [a, b] = p.variants as [Json, Json];
    await ask(as(ada), { productId: p.id, variantId: a.id });
    await ask(as(bob), { productId: p.id, variantId: b.id });
    const list = async (query: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/back-in-stock/requests',
        headers: asAdmin,
        query,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ requests: Json[]; metadata: Json }>();
    };
    const all = await list({ productId: p.id });
    expect(all.requests.map((r) => [r.memberId, r.variantId])).toEqual([
      [bob.memberId, b.id],
      [ada.memberId, a.id],
    ]);
    expect(all.metadata).toEqual({ count: 2, offset: 0, total: 2 });
    const page = await list({ productId: p.id, limit: '1', offset: '1' });
    expect(page.requests.map((r) => r.memberId)).toEqual([ada.memberId]);
    expect(page.metadata).toEqual({ count: 1, offset: 1, total: 2 });
    expect((await list({ productId: p.id, status: 'NOTIFIED' })).requests).toEqual([]);
    expect((await list({ status: 'WAITING' })).requests.length).toBeGreaterThanOrEqual(2);
  });

  it('is for elevated callers only', async () => {
    const url = '/v1/back-in-stock/requests';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: as(ada) })).statusCode).toBe(403);
    const visitor = { authorization: await visitorToken(t.app) };
    expect((await t.app.inject({ method: 'GET', url, headers: visitor })).statusCode).toBe(403);
  });
});

describe('the mail when a variant is back', () => {
  it('mails each waiting member once, however many sweeps run at once, and only for the variant that came back', async () => {
    const p = await soldOutShirt('Restocked shirt');
    const [back, still] = [
      p.variants.find((v) => v.choices.Size === 'S' && v.choices.Color === 'Navy')!,
      p.variants.find((v) => v.choices.Size === 'L' && v.choices.Color === 'Navy')!,
    ];
    await ask(as(ada), { productId: p.id, variantId: back.id });
    await ask(as(bob), { productId: p.id, variantId: back.id });
    await ask(as(bob), { productId: p.id, variantId: still.id });
    const before = [(await mailsTo(ada)).length, (await mailsTo(bob)).length];
    expect(await sweep()).toBe(0);

    expect((await giveBack(p.id, back.id, 2)).ok).toBe(true);
    const sent = await Promise.all([sweep(), sweep(), sweep()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sweep()).toBe(0);

    const [adaMails, bobMails] = [await mailsTo(ada), await mailsTo(bob)];
    expect([adaMails.length, bobMails.length]).toEqual([before[0]! + 1, before[1]! + 1]);
    const mail = adaMails[adaMails.length - 1]!;
    expect(mail.subject).toBe('Atelier: Restocked shirt is back in stock');
    expect(mail.text).toContain('Restocked shirt (Size: S, Color: Navy)');
    expect(mail.text).toContain(
      `${t.app.ctx.config.storefrontUrl}/product/restocked-shirt?Size=S&Color=Navy`,
    );

    const mine = (await myRequests(bob)).filter((r) => r.productId === p.id);
    expect(Object.fromEntries(mine.map((r) => [r.variantId, r.status]))).toEqual({
      [back.id]: 'NOTIFIED',
      [still.id]: 'WAITING',
    });
    expect(mine.find((r) => r.variantId === back.id)!.notifiedDate).toEqual(expect.any(String));
  });

  it('waits again when asked again after it sold out anew, and mails once more', async () => {
    const p = await soldOutShirt('Twice restocked shirt');
    const variantId = p.variants[0]!.id as string;
    await ask(as(ada), { productId: p.id, variantId });
    await giveBack(p.id, variantId, 1);
    expect(await sweep()).toBe(1);
    // Sold out again: another take.
    const taken = await t.app.ctx.db.transaction((tx) =>
      takeStock(tx, [{ productId: p.id, variantId, quantity: 1 }]),
    );
    expect(taken.ok).toBe(true);
    const again = await ask(as(ada), { productId: p.id, variantId });
    expect(again.json<{ request: Json }>().request.status).toBe('WAITING');
    expect(await sweep()).toBe(0);
    await giveBack(p.id, variantId, 1);
    expect(await sweep()).toBe(1);
  });

  it('keeps the request waiting when the mail cannot be sent, and sends it at the next sweep', async () => {
    const p = await soldOutShirt('Unlucky shirt');
    const variantId = p.variants[0]!.id as string;
    await ask(as(ada), { productId: p.id, variantId });
    await giveBack(p.id, variantId, 1);
    const failing: Mailer = {
      kind: 'outbox',
      send: () => Promise.reject(new Error('SMTP is down')),
      close: () => undefined,
    };
    expect(await sweep(failing)).toBe(0);
    expect((await myRequests(ada)).find((r) => r.productId === p.id)!.status).toBe('WAITING');
    expect(await sweep()).toBe(1);
    expect((await myRequests(ada)).find((r) => r.productId === p.id)!.status).toBe('NOTIFIED');
  });

  it('does not mail for a piece back in stock but hidden from shoppers, until it is shown', async () => {
    const p = await soldOutShirt('Backstage shirt');
    const variantId = p.variants[0]!.id as string;
    await ask(as(ada), { productId: p.id, variantId });
    await t.app.ctx.db.execute(sql`update products set visible = false where id = ${p.id}`);
    await giveBack(p.id, variantId, 1);
    expect(await sweep()).toBe(0);
    await t.app.ctx.db.execute(sql`update products set visible = true where id = ${p.id}`);
    expect(await sweep()).toBe(1);
  });

  it('deletes the requests of a variant that leaves the catalog', async () => {
    const p = await soldOutShirt('Discontinued shirt');
    await ask(as(ada), { productId: p.id, variantId: p.variants[0]!.id });
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/products/${p.id}`, headers: asAdmin });
    expect(del.statusCode, del.body).toBe(200);
    expect((await myRequests(ada)).filter((r) => r.productId === p.id)).toEqual([]);
  });
});

describe('the sweep, as the server runs it', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await startTestApp({}, { backInStockSweep: { everyMs: 60_000, afterWriteMs: 50 } });
  });
  afterAll(() => own.close());

  it('mails shortly after a merchant’s stock edit is answered, once', async () => {
    const carol = await memberLogin(own.app);
    const p = await createProduct(own.app, {
      ...shirt,
      name: 'Edited shirt',
      stock: { trackInventory: true, quantity: 0 },
    });
    const variantId = (p.variants as Json[])[0]!.id as string;
    const asked = await own.app.inject({
      method: 'POST',
      url: '/v1/back-in-stock/requests',
      headers: { authorization: carol.access_token },
      payload: { productId: p.id, variantId },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mails = () =>
      own.app.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, carol.email), eq(mailOutbox.kind, 'back-in-stock')));
    const edit = (quantity: number) =>
      own.app.inject({
        method: 'PATCH',
        url: `/v1/products/${p.id}/variants`,
        headers: asAdmin,
        payload: { variants: [{ variantIds: [variantId], stock: { quantity } }] },
      });
    expect((await edit(5)).statusCode).toBe(200);
    const deadline = Date.now() + 5000;
    while ((await mails()).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mails()).toHaveLength(1);
    // More writes, more sweeps: nothing more is sent.
    expect((await edit(6)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mails()).toHaveLength(1);
  });
});

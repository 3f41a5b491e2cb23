import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createProduct } from './catalog-helpers';
import { appCode, startTestApp, type TestApp } from './helpers';
import { addStaff, bearer, freshStaffSession, setUpOwner } from './staff-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Two people editing one product: every write bumps the product's revision; a write that names an older
 * one (If-Match) is refused with 409 PRODUCT_CHANGED and who changed what since; a write without If-Match
 * (a Wix-compatible caller) goes through as before. Also: descriptions are sanitised, media can be put in
 * order with alt texts, and products can be hidden and deleted in bulk.
 */
let t: TestApp;
let owner: Record<string, string>;
let catalog: Record<string, string>;
let fulfilment: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  owner = bearer((await setUpOwner(t.app)).session.accessToken);
  const cat = await addStaff(t.app, 'CATALOG', 'catalog@shop.example');
  catalog = bearer(await freshStaffSession(t.app, cat.id));
  const ff = await addStaff(t.app, 'FULFILMENT', 'packer@shop.example');
  fulfilment = bearer(await freshStaffSession(t.app, ff.id));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  h: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
const read = async (id: string) => (await call('GET', `/v1/products/${id}`, owner)).json().product;

describe('the product revision', () => {
  it('starts at 1, goes up on every write, and is shown to staff but not to shoppers', async () => {
    const p = await createProduct(t.app, { name: 'Jug', priceData: { price: '12.00' } });
    expect(p.revision).toBe(1);
    const renamed = await call('PATCH', `/v1/products/${p.id}`, catalog, { product: { name: 'Tall jug' } });
    expect(renamed.json().product.revision).toBe(2);
    await call('POST', `/v1/products/${p.id}/media`, catalog, {
      media: [{ url: 'https://img.example/j.jpg' }],
    });
    await call('POST', '/v1/bulk/products/update', catalog, { ids: [p.id], set: { price: 13 } });
    expect((await read(p.id)).revision).toBe(4);
    const shopper = await call('GET', `/v1/products/${p.id}`, {});
    expect(shopper.statusCode).toBe(200);
    expect(shopper.json().product.revision).toBeUndefined();
  });

  it('refuses a stale write (409 PRODUCT_CHANGED) with who changed what, and writes nothing', async () => {
    const p = await createProduct(t.app, { name: 'Bowl', priceData: { price: '20.00' } });
    const shown = String(p.revision);
    const first = await call(
      'PATCH',
      `/v1/products/${p.id}`,
      { ...catalog, 'if-match': shown },
      {
        product: { priceData: { price: '22.00' }, ribbon: 'New' },
      },
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = { ...owner, 'if-match': shown };
    const writes = [
      call('PATCH', `/v1/products/${p.id}`, stale, { product: { name: 'Overwritten' } }),
      call('DELETE', `/v1/products/${p.id}`, stale),
      call('POST', `/v1/products/${p.id}/media`, stale, { media: [{ url: 'https://img.example/b.jpg' }] }),
      call('PATCH', `/v1/products/${p.id}/media`, stale, { media: [] }),
    ];
    for (const res of await Promise.all(writes)) {
      expect([res.statusCode, appCode(res)], res.body).toEqual([409, 'PRODUCT_CHANGED']);
      const data = res.json().details.applicationError.data;
      expect(data.revision).toBe(2);
      expect(data.changes).toEqual([
        expect.objectContaining({
          actorName: 'CATALOG',
          actorEmail: 'catalog@shop.example',
          action: 'product.updated',
          fields: expect.arrayContaining(['priceData', 'ribbon']),
        }),
      ]);
      expect(res.json().message).toContain('CATALOG changed this product at');
    }
    const now = await read(p.id);
    expect([now.name, now.priceData.price, now.revision, now.media.items]).toEqual(['Bowl', 22, 2, []]);
    // The current revision passes, quoted as an entity tag too; a revision that is no number never does.
    const ok = await call(
      'PATCH',
      `/v1/products/${p.id}`,
      { ...owner, 'if-match': '"2"' },
      { product: { name: 'Bowl II' } },
    );
    expect([ok.statusCode, ok.json().product.revision], ok.body).toEqual([200, 3]);
    const junk = await call(
      'PATCH',
      `/v1/products/${p.id}`,
      { ...owner, 'if-match': 'yesterday' },
      { product: {} },
    );
    expect(appCode(junk)).toBe('PRODUCT_CHANGED');
    // Several changes since: each is listed, oldest first.
    await call('PATCH', `/v1/products/${p.id}`, fulfilment, { product: { name: 'x' } }); // refused: no catalog:write
    await call('PATCH', `/v1/products/${p.id}`, catalog, { product: { brand: 'Atelier' } });
    const two = await call(
      'PATCH',
      `/v1/products/${p.id}`,
      { ...catalog, 'if-match': '2' },
      { product: { name: 'Late' } },
    );
    expect(two.json().details.applicationError.data.changes.map((c: any) => c.fields)).toEqual([
      expect.arrayContaining(['name']),
      expect.arrayContaining(['brand']),
    ]);
    // Without If-Match (every Wix-compatible caller), writes go through as before.
    const plain = await call('PATCH', `/v1/products/${p.id}`, owner, { product: { name: 'Last word' } });
    expect([plain.statusCode, plain.json().product.name]).toEqual([200, 'Last word']);
    const gone = await call('DELETE', `/v1/products/${p.id}`, {
      ...owner,
      'if-match': String(plain.json().product.revision),
    });
    expect(gone.statusCode, gone.body).toBe(200);
  });

  it('is refused to a person without catalog:write, If-Match or not', async () => {
    const p = await createProduct(t.app, { name: 'Cup', priceData: { price: '5.00' } });
    const res = await call(
      'PATCH',
      `/v1/products/${p.id}`,
      { ...fulfilment, 'if-match': '1' },
      { product: { name: 'x' } },
    );
    expect(res.statusCode).toBe(403);
  });
});

/** A product of 2 x 2 variants whose stock is counted. */
const optioned = (name: string) =>
  createProduct(t.app, {
    name,
    priceData: { price: '10.00' },
    stock: { trackInventory: true, quantity: 5 },
    productOptions: [
      { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
      { name: 'Colour', choices: [{ value: 'Red' }, { value: 'Sand' }] },
    ],
  });

describe('the revision of variant and stock writes', () => {
  it('checks a variants batch against If-Match and answers the new revision, which the next batch names', async () => {
    const p = await optioned('Rug');
    const [s, m] = p.variants.map((v: any) => v.id);
    const url = `/v1/products/${p.id}/variants`;
    const first = await call(
      'PATCH',
      url,
      { ...catalog, 'if-match': String(p.revision) },
      {
        variants: [{ variantIds: [s], price: '11.00' }],
      },
    );
    expect([first.statusCode, first.json().revision], first.body).toEqual([200, p.revision + 1]);
    const second = await call(
      'PATCH',
      url,
      { ...catalog, 'if-match': String(first.json().revision) },
      {
        variants: [{ variantIds: [m], price: '12.00' }],
      },
    );
    expect([second.statusCode, second.json().revision], second.body).toEqual([200, p.revision + 2]);

    // Someone else's batch since the page loaded: refused with who changed the variants, nothing written.
    const stale = await call(
      'PATCH',
      url,
      { ...owner, 'if-match': String(first.json().revision) },
      {
        variants: [{ variantIds: [s], price: '99.00' }],
      },
    );
    expect([stale.statusCode, appCode(stale)], stale.body).toEqual([409, 'PRODUCT_CHANGED']);
    expect(stale.json().details.applicationError.data).toEqual({
      revision: p.revision + 2,
      changes: [
        expect.objectContaining({
          actorName: 'CATALOG',
          action: 'product.variants_updated',
          fields: ['variants'],
        }),
      ],
    });
    const now = await read(p.id);
    expect(now.variants.map((v: any) => v.variant.priceData.price)).toEqual([11, 12, 10, 10]);
    expect(now.revision).toBe(p.revision + 2);
    // Without If-Match (a Wix-compatible caller) the write goes through, and still bumps the revision.
    const plain = await call('PATCH', url, owner, { variants: [{ variantIds: [s], price: '13.00' }] });
    expect([plain.statusCode, plain.json().revision]).toEqual([200, p.revision + 3]);
  });

  it('keeps the audit entry of a variants batch to the changed fields of the changed variants', async () => {
    const p = await optioned('Throw');
    const [s] = p.variants.map((v: any) => v.id);
    const res = await call('PATCH', `/v1/products/${p.id}/variants`, catalog, {
      variants: [
        { variantIds: [s], price: '14.50', sku: 'TH-S' },
        { choices: { Size: 'M', Colour: 'Sand' }, stock: { quantity: 5 } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'product.variants_updated')))
      .orderBy(desc(auditLog.createdDate));
    // M / Sand was named with the units it had: no change, no line.
    expect([entry!.before, entry!.after]).toEqual([
      { variants: { 'S / Red': { price: null, sku: null } }, manageVariants: false },
      { variants: { 'S / Red': { price: '14.50', sku: 'TH-S' } }, manageVariants: true },
    ]);
  });

  it('checks a stock change against If-Match, bumps the revision, and names it in a later conflict', async () => {
    const p = await optioned('Mat');
    const variantId = p.variants[0].id;
    const adjust = (h: Record<string, string>, change: object) =>
      call('POST', '/v1/stock/adjust', h, { productId: p.id, variantId, ...change });
    const set = await adjust({ ...catalog, 'if-match': String(p.revision) }, { set: 9 });
    expect([set.statusCode, set.json()], set.body).toEqual([
      200,
      { level: { productId: p.id, variantId, quantity: 9, inStock: true }, revision: p.revision + 1 },
    ]);
    const stale = await adjust({ ...owner, 'if-match': String(p.revision) }, { set: 0 });
    expect([stale.statusCode, appCode(stale)], stale.body).toEqual([409, 'PRODUCT_CHANGED']);
    expect(stale.json().details.applicationError.data.changes).toEqual([
      expect.objectContaining({ actorName: 'CATALOG', action: 'stock.adjusted', fields: ['stock'] }),
    ]);
    // Without If-Match a change goes through as before (and bumps the revision).
    const plain = await adjust(owner, { change: -1 });
    expect([plain.statusCode, plain.json().level.quantity, plain.json().revision]).toEqual([
      200,
      8,
      p.revision + 2,
    ]);
    // The product form that showed the product before the stock changes is refused.
    const form = await call(
      'PATCH',
      `/v1/products/${p.id}`,
      { ...catalog, 'if-match': String(p.revision) },
      {
        product: { name: 'Door mat' },
      },
    );
    expect(appCode(form)).toBe('PRODUCT_CHANGED');
    expect(form.json().details.applicationError.data.changes.map((c: any) => c.action)).toEqual([
      'stock.adjusted',
      'stock.adjusted',
    ]);
    expect((await read(p.id)).variants[0].stock.quantity).toBe(8);
    // An unknown product is an unknown variant, as before.
    const unknown = await call(
      'POST',
      '/v1/stock/adjust',
      { ...owner, 'if-match': '1' },
      {
        productId: '00000000-0000-4000-8000-000000000000',
        variantId,
        set: 1,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the description', () => {
  it('is stored cut down to the allow-list, on create and on update', async () => {
    const created = await call('POST', '/v1/products', catalog, {
      product: {
        name: 'Plate',
        priceData: { price: 9 },
        description: '<p onclick="x()">Glazed <strong>by hand</strong></p><script>alert(1)</script>',
      },
    });
    expect(created.json().product.description).toBe('<p>Glazed <strong>by hand</strong></p>');
    const id = created.json().product.id;
    const updated = await call('PATCH', `/v1/products/${id}`, catalog, {
      product: { description: '<a href="javascript:alert(1)">care</a><img src=x onerror=alert(1)>' },
    });
    expect(updated.json().product.description).toBe('<a>care</a>');
    expect((await call('GET', `/v1/products/${id}`, {})).json().product.description).toBe('<a>care</a>');
  });

  it('leaves a plain-text description as it was', async () => {
    const text = 'Salt & pepper < 3 kinds.\n\nSecond paragraph.';
    const p = await createProduct(t.app, { name: 'Shaker', priceData: { price: 4 }, description: text });
    expect(p.description).toBe(text);
  });
});

describe('PATCH /v1/products/{id}/media', () => {
  it('puts the media in a new order with alt texts, and refuses a list that is not every item once', async () => {
    const p = await createProduct(t.app, { name: 'Lamp', priceData: { price: 40 } });
    await call('POST', `/v1/products/${p.id}/media`, catalog, {
      media: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg' }],
    });
    const [a, b] = (await read(p.id)).media.items.map((m: any) => m.id);
    const res = await call('PATCH', `/v1/products/${p.id}/media`, catalog, {
      media: [{ id: b, altText: ' The lamp, lit ' }, { id: a }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const media = (await read(p.id)).media;
    expect(media.items.map((m: any) => m.id)).toEqual([b, a]);
    expect(media.mainMedia.image.altText).toBe('The lamp, lit');
    expect(media.items[1].image.altText).toBeUndefined();

    const bad = async (media: object[]) => {
      const r = await call('PATCH', `/v1/products/${p.id}/media`, catalog, { media });
      expect(r.statusCode, r.body).toBe(400);
      return r.json().details.validationError.fieldViolations.map((v: any) => v.field);
    };
    expect(await bad([{ id: a }])).toEqual(['media']);
    expect(await bad([{ id: a }, { id: a }])).toEqual(['media[1].id']);
    expect(await bad([{ id: a }, { id: 'nope' }])).toEqual(['media[1].id']);
    const other = await call('PATCH', `/v1/products/00000000-0000-4000-8000-000000000000/media`, catalog, {
      media: [],
    });
    expect(other.statusCode).toBe(404);
    expect((await call('PATCH', `/v1/products/${p.id}/media`, fulfilment, { media: [] })).statusCode).toBe(
      403,
    );
  });
});

describe('bulk show, hide and delete', () => {
  it('hides and shows products by POST /v1/bulk/products/update, and deletes them by /delete', async () => {
    const a = await createProduct(t.app, { name: 'Bulk A', priceData: { price: 1 } });
    const b = await createProduct(t.app, { name: 'Bulk B', priceData: { price: 1 } });
    const hide = await call('POST', '/v1/bulk/products/update', catalog, {
      ids: [a.id, b.id],
      set: { visible: false },
    });
    expect(hide.json().bulkActionMetadata.totalSuccesses, hide.body).toBe(2);
    expect((await read(a.id)).visible).toBe(false);
    expect((await call('GET', `/v1/products/${a.id}`, {})).statusCode).toBe(404);
    await call('POST', '/v1/bulk/products/update', catalog, { ids: [a.id], set: { visible: true } });
    expect([(await read(a.id)).visible, (await read(b.id)).visible]).toEqual([true, false]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await call('POST', '/v1/bulk/products/delete', catalog, { ids: [a.id, unknown] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.validationError.fieldViolations[0].field).toBe('ids[1]');
    expect((await call('GET', `/v1/products/${a.id}`, owner)).statusCode).toBe(200);
    expect((await call('POST', '/v1/bulk/products/delete', fulfilment, { ids: [a.id] })).statusCode).toBe(
      403,
    );
    const del = await call('POST', '/v1/bulk/products/delete', catalog, { ids: [a.id, b.id] });
    expect(del.json().bulkActionMetadata.totalSuccesses, del.body).toBe(2);
    expect((await call('GET', `/v1/products/${a.id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/v1/products/${b.id}`, owner)).statusCode).toBe(404);
  });
});

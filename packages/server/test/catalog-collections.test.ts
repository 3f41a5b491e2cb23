import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { countRows, createCollection, createProduct, eventsOf } from './catalog-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fields = (res: {
  json(): { details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } } };
}) => res.json().details.validationError.fieldViolations.map((v) => `${v.field} ${v.violatedRule}`);

describe('collections', () => {
  it('creates with a slug from the name, updates, and deletes, with events', async () => {
    const c = await createCollection(t.app, { name: 'Summer Ceramics', description: 'Glazed' });
    expect(c).toMatchObject({
      slug: 'summer-ceramics',
      visible: true,
      numberOfProducts: 0,
      media: { items: [] },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/collections/${c.id}`,
      headers: asAdmin,
      payload: { collection: { name: 'Ceramics', slug: 'ceramics', visible: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().collection).toMatchObject({ name: 'Ceramics', slug: 'ceramics', visible: false });
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/collections/${c.id}`, headers: asAdmin });
    expect(del.statusCode).toBe(200);
    expect(await eventsOf(t.app, c.id)).toEqual([
      'catalog.collection.created',
      'catalog.collection.changed',
      'catalog.collection.deleted',
    ]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/collections/${c.id}`, headers: asAdmin })).statusCode,
    ).toBe(404);
  });

  it('refuses a duplicate slug, a bad slug, a missing name and an unknown media file', async () => {
    await createCollection(t.app, { name: 'Glass' });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/collections',
      headers: asAdmin,
      payload: {
        collection: { name: 'Other', slug: 'glass', mediaId: '11111111-1111-4111-8111-111111111111' },
      },
    });
    expect(fields(dup)).toEqual(['collection.mediaId VALIDATION', 'collection.slug VALIDATION']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/collections',
      headers: asAdmin,
      payload: { collection: { slug: 'Not A Slug' } },
    });
    expect(fields(bad)).toEqual(['collection.name REQUIRED_FIELD', 'collection.slug FORMAT']);
  });

  it('adds and removes products, all or nothing', async () => {
    const c = await createCollection(t.app, { name: 'Bowls' });
    const a = await createProduct(t.app, { name: 'Bowl A', priceData: { price: 10 } });
    const b = await createProduct(t.app, { name: 'Bowl B', priceData: { price: 12 } });
    const url = `/v1/collections/${c.id}/productIds`;
    const add = await t.app.inject({
      method: 'POST',
      url,
      headers: asAdmin,
      payload: { productIds: [a.id, b.id, a.id] },
    });
    expect(add.statusCode).toBe(200);
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: `/v1/collections/${c.id}` })).json().collection
        .numberOfProducts;
    expect(await count()).toBe(2);
    const members = await countRows(t.app, 'product_collections');
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: asAdmin,
      payload: { productIds: ['11111111-1111-4111-8111-111111111111'] },
    });
    expect(fields(unknown)).toEqual(['productIds[0] VALIDATION']);
    expect(await countRows(t.app, 'product_collections')).toBe(members);
    const remove = await t.app.inject({
      method: 'POST',
      url: `${url}/delete`,
      headers: asAdmin,
      payload: { productIds: [a.id] },
    });
    expect(remove.statusCode).toBe(200);
    expect(await count()).toBe(1);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/collections/11111111-1111-4111-8111-111111111111/productIds',
      headers: asAdmin,
      payload: { productIds: [a.id] },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("counts a shopper only the visible products, following a product's visibility", async () => {
    const c = await createCollection(t.app, { name: 'Vases' });
    const shown = await createProduct(t.app, { name: 'Vase A', priceData: { price: 30 } });
    const hidden = await createProduct(t.app, { name: 'Vase B', priceData: { price: 32 }, visible: false });
    await t.app.inject({
      method: 'POST',
      url: `/v1/collections/${c.id}/productIds`,
      headers: asAdmin,
      payload: { productIds: [shown.id, hidden.id] },
    });
    const counts = async () => {
      const read = async (headers: Record<string, string>) =>
        (await t.app.inject({ method: 'GET', url: `/v1/collections/${c.id}`, headers })).json().collection
          .numberOfProducts as number;
      const listed = async (headers: Record<string, string>) =>
        (
          (
            await t.app.inject({
              method: 'POST',
              url: '/v1/collections/query',
              headers,
              payload: { query: { filter: { id: c.id } } },
            })
          ).json().collections as { numberOfProducts: number }[]
        ).map((x) => x.numberOfProducts);
      return {
        shopper: [await read({}), ...(await listed({}))],
        merchant: [await read(asAdmin), ...(await listed(asAdmin))],
      };
    };
    expect(await counts()).toEqual({ shopper: [1, 1], merchant: [2, 2] });
    const setVisible = (id: string, visible: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/products/${id}`,
        headers: asAdmin,
        payload: { product: { visible } },
      });
    expect((await setVisible(hidden.id, true)).statusCode).toBe(200);
    expect(await counts()).toEqual({ shopper: [2, 2], merchant: [2, 2] });
    await setVisible(shown.id, false);
    await setVisible(hidden.id, false);
    expect(await counts()).toEqual({ shopper: [0, 0], merchant: [2, 2] });
  });
});

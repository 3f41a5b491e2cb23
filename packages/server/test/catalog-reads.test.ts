import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperListing } from '../src/modules/catalog/listing/shopper-listing';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createCollection, createProduct, shirt } from './catalog-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let lamps: Record<string, any>;
let shirtId: string;
let hiddenId: string;
beforeAll(async () => {
  t = await startTestApp();
  lamps = await createCollection(t.app, { name: 'Lamps', description: 'Light' });
  await createCollection(t.app, { name: 'Hidden things', visible: false });
  for (let i = 1; i <= 12; i++) {
    await createProduct(t.app, {
      name: `Lamp ${String(i).padStart(2, '0')}`,
      description: i % 2 ? 'Brass table lamp' : 'Ceramic floor lamp',
      priceData: { price: `${i * 10}.00` },
      brand: i % 3 ? 'Lumen' : 'Orbit',
      collectionIds: i <= 6 ? [lamps.id] : [],
      stock: i === 5 ? { trackInventory: true, quantity: 0 } : { trackInventory: false },
    });
  }
  shirtId = (await createProduct(t.app, shirt)).id;
  hiddenId = (
    await createProduct(t.app, { name: 'Secret prototype', priceData: { price: 5 }, visible: false })
  ).id;
});
afterAll(() => t.close());

const query = (q: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/products/query-platformized', headers, payload: { query: q } });
const names = (res: { json(): any }) => res.json().products.map((p: any) => p.name);

describe('GET /v1/products/{id}', () => {
  it('answers a product to anyone, merchant data only to the elevated caller', async () => {
    const open = await t.app.inject({ method: 'GET', url: `/v1/products/${shirtId}` });
    expect(open.statusCode).toBe(200);
    expect(open.json().product.costAndProfitData).toBeUndefined();
    const admin = await t.app.inject({ method: 'GET', url: `/v1/products/${shirtId}`, headers: asAdmin });
    expect(admin.json().product.costAndProfitData).toMatchObject({ itemCost: 15 });
    expect(admin.json().product.costRange).toEqual({ minValue: 15, maxValue: 15 });
    const noMerchant = await t.app.inject({
      method: 'GET',
      url: `/v1/products/${shirtId}?includeMerchantSpecificData=false`,
      headers: asAdmin,
    });
    expect(noMerchant.json().product.costAndProfitData).toBeUndefined();
  });

  it('hides invisible products from shoppers, and answers 404 and 400 in the spec envelope', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/v1/products/${hiddenId}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/products/${hiddenId}`, headers: asAdmin })).statusCode,
    ).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/products/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'id',
      violatedRule: 'FORMAT',
    });
  });

  it('is served under the Wix prefixes too', async () => {
    for (const prefix of ['/stores', '/stores-reader']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `${prefix}/v1/products/${shirtId}` })).statusCode,
      ).toBe(200);
    }
  });
});

describe('query-platformized', () => {
  it('filters, sorts and pages with the Wix metadata', async () => {
    const res = await query({
      filter: { brand: 'Lumen', 'price.price': { $gte: 20 } },
      sort: [{ fieldName: 'price', order: 'DESC' }],
      paging: { limit: 3, offset: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Lamp 10', 'Lamp 08', 'Lamp 07']);
    expect(res.json().metadata).toMatchObject({ items: 3, offset: 1, total: 7, tooManyToCount: false });
  });

  it('filters by collection, stock status and name text; hides invisible products', async () => {
    const inLamps = await query({
      filter: { 'collections.id': { $hasSome: [lamps.id] } },
      sort: [{ fieldName: 'name' }],
    });
    expect(names(inLamps)).toEqual(['Lamp 01', 'Lamp 02', 'Lamp 03', 'Lamp 04', 'Lamp 05', 'Lamp 06']);
    const other = '00000000-0000-4000-8000-000000000001';
    const inEither = await query({ filter: { 'collections.id': { $hasSome: [other, lamps.id] } } });
    expect(inEither.json().metadata.total).toBe(6);
    const inBoth = await query({ filter: { 'collections.id': { $hasAll: [other, lamps.id] } } });
    expect(inBoth.json().metadata.total).toBe(0);
    const out = await query({ filter: { 'stock.inventoryStatus': 'OUT_OF_STOCK' } });
    expect(names(out)).toEqual(['Lamp 05']);
    const starts = await query({
      filter: { name: { $startsWith: 'lamp 1' } },
      sort: [{ fieldName: 'name', order: 'ASC' }],
    });
    expect(names(starts)).toEqual(['Lamp 10', 'Lamp 11', 'Lamp 12']);
    expect((await query({})).json().metadata.total).toBe(13);
    expect((await query({}, asAdmin)).json().metadata.total).toBe(14);
  });

  it('searches name and description by relevance', async () => {
    const res = await query({ search: 'ceramic lam', paging: { limit: 2 } });
    expect(res.json().metadata.total).toBe(6);
    expect(names(res)).toHaveLength(2);
    const brand = await query({ search: 'orbit' });
    expect(names(brand).sort()).toEqual(['Lamp 03', 'Lamp 06', 'Lamp 09', 'Lamp 12']);
  });

  it('pages with cursors that carry the query', async () => {
    const first = await query({
      filter: { brand: 'Lumen' },
      sort: [{ fieldName: 'name' }],
      cursorPaging: { limit: 5 },
    });
    expect(names(first)).toEqual(['Lamp 01', 'Lamp 02', 'Lamp 04', 'Lamp 05', 'Lamp 07']);
    const next = await query({ cursorPaging: { limit: 5, cursor: first.json().metadata.cursors.next } });
    expect(names(next)).toEqual(['Lamp 08', 'Lamp 10', 'Lamp 11']);
    expect(next.json().metadata.cursors.next).toBeUndefined();
    expect(next.json().metadata.cursors.prev).toBeDefined();
  });

  it('tells the total whether the page is full, exactly full, partial or past the end', async () => {
    const meta = async (paging: Record<string, number>) => (await query({ paging })).json().metadata;
    expect(await meta({ limit: 5 })).toMatchObject({ items: 5, total: 13, tooManyToCount: false });
    expect(await meta({ limit: 13 })).toMatchObject({ items: 13, total: 13, cursors: {} });
    expect(await meta({ limit: 50 })).toMatchObject({ items: 13, total: 13, cursors: {} });
    expect(await meta({ limit: 5, offset: 10 })).toMatchObject({ items: 3, offset: 10, total: 13 });
    const past = await query({ paging: { limit: 5, offset: 40 } });
    expect(past.json().products).toEqual([]);
    expect(past.json().metadata).toMatchObject({ items: 0, offset: 40, total: 13 });
  });

  it('plans for a working set in memory or on SSD', async () => {
    const result = (await t.app.ctx.db.execute(sql`show random_page_cost`)) as unknown as {
      rows: { random_page_cost: string }[];
    };
    expect(result.rows[0]?.random_page_cost).toBe('1.1');
  });

  // Every statement is prepared on the embedded database, where pg_prepared_statements shows them all.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'binds only the filter values of a listing, so the database keeps one plan for it',
    async () => {
      const listings = [
        { sort: [{ fieldName: 'lastUpdated', order: 'DESC' }], paging: { limit: 7, offset: 7 } },
        {
          filter: { collectionIds: { $hasSome: [lamps.id] } },
          sort: [{ fieldName: 'price', order: 'ASC' }],
          paging: { limit: 9 },
        },
      ];
      for (const q of listings) {
        // New row versions: the documents the cache holds are stale, so both statements run.
        await t.app.ctx.db.execute(sql`update products set visible = visible`);
        expect((await query(q)).statusCode).toBe(200);
      }
      const { rows } = (await t.app.ctx.db.execute(
        sql`select parameter_types::text[] as types from pg_prepared_statements
            where statement like '%doc_version%limit 8 offset 7' or statement like '%doc_version%limit 10 offset 0'
            order by statement like '%limit 8%' desc`,
      )) as unknown as { rows: { types: string[] }[] };
      // With a limit bound as a parameter, PostgreSQL costs the kept (generic) plan as if a tenth of
      // the table were read, and so plans the statement again at every request (on the 100,000-product
      // benchmark catalog: 1,200 plans for 1,200 listings); visibility bound as a parameter keeps a
      // kept plan off the indexes of visible rows. The collection's id is all that is bound, in both
      // statements of a listing (its keys, and its documents when the cache lacks some).
      expect(rows.map((r) => r.types)).toEqual([[], [], ['uuid', 'uuid'], ['uuid', 'uuid']]);
    },
  );

  it('answers the GET form with the query in the base64url .r parameter', async () => {
    const r = Buffer.from(JSON.stringify({ query: { filter: { slug: 'lamp-03' } } })).toString('base64url');
    const res = await t.app.inject({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?.r=${r}`,
    });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Lamp 03']);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/products/query-platformized?.r=%%%' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers query mistakes with field violations', async () => {
    const res = await query({
      filter: { price: 'cheap', nope: 1, name: { $like: 'x' } },
      paging: { limit: 1000 },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res.json().details.validationError.fieldViolations.map((v: any) => `${v.field} ${v.violatedRule}`),
    ).toEqual([
      'query.filter.name INVALID_ENUM_VALUE',
      'query.filter.nope FIELD_NOT_ALLOWED',
      'query.filter.price VALIDATION',
      'query.paging.limit MAX',
    ]);
  });
});

describe('options, variants and collections', () => {
  it('tells the selected variant and which choices remain for a partial selection', async () => {
    const product = (
      await t.app.inject({ method: 'GET', url: `/v1/products/${shirtId}`, headers: asAdmin })
    ).json().product;
    const sNavy = product.variants.find((v: any) => v.choices.Size === 'S' && v.choices.Color === 'Navy');
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${shirtId}/variants`,
      headers: asAdmin,
      payload: { variants: [{ variantIds: [sNavy.id], stock: { quantity: 0 }, price: '45.00' }] },
    });
    const url = `/v1/products/${shirtId}/productOptionsAvailability`;
    const partial = await t.app.inject({ method: 'POST', url, payload: { options: { Size: 'S' } } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().selectedVariant).toBeNull();
    expect(partial.json().productOptions[1].choices.map((c: any) => [c.description, c.inStock])).toEqual([
      ['White', true],
      ['Navy', false],
    ]);
    const full = await t.app.inject({
      method: 'POST',
      url,
      payload: { options: { Size: 'S', Color: 'Navy' } },
    });
    expect(full.json()).toMatchObject({
      availableForPurchase: false,
      selectedVariant: { id: sNavy.id, inStock: false, price: { price: 45, discountedPrice: 40.5 } },
    });
    const wrong = await t.app.inject({ method: 'POST', url, payload: { options: { Fabric: 'Silk' } } });
    expect(wrong.statusCode).toBe(400);
  });

  it('queries variants of one product and across products, and answers a variant by id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${shirtId}/variants/query`,
      payload: { choices: { Color: 'White' } },
    });
    expect(res.json().variants.map((v: any) => v.choices.Size)).toEqual(['S', 'L']);
    expect(res.json().totalResults).toBe(2);
    const across = await t.app.inject({
      method: 'POST',
      url: '/v1/variants/query',
      payload: { query: { filter: { productId: shirtId, 'stock.inStock': false } } },
    });
    expect(across.json().variants).toHaveLength(1);
    const id = across.json().variants[0].id;
    const one = await t.app.inject({ method: 'GET', url: `/v1/variants/${id}` });
    expect(one.json().variant).toMatchObject({ id, productId: shirtId, name: 'Linen Shirt' });
  });

  it('answers collections by slug and id, and queries them; invisible ones only for the elevated', async () => {
    const bySlug = await t.app.inject({ method: 'GET', url: '/v1/collections/slug/lamps' });
    expect(bySlug.json().collection).toMatchObject({
      id: lamps.id,
      name: 'Lamps',
      slug: 'lamps',
      numberOfProducts: 6,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/stores-reader/v1/collections/${lamps.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/collections/slug/hidden-things' })).statusCode,
    ).toBe(404);
    const all = await t.app.inject({ method: 'POST', url: '/v1/collections/query', payload: { query: {} } });
    expect(all.json().collections.map((c: any) => c.slug)).toEqual(['lamps']);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/v1/collections/query',
      headers: asAdmin,
      payload: {},
    });
    expect(admin.json().totalResults).toBe(2);
  });
});

// Last: it adds products and a collection that the counts above do not expect.
describe('collection pages', () => {
  it('counts a collection page by its visible members, through visibility and membership changes', async () => {
    const shelf = await createCollection(t.app, { name: 'Shelf' });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await createProduct(t.app, { ...shirt, name: `Shelf piece ${i}`, visible: i !== 3 })).id);
    const members = (path: string, productIds: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/collections/${shelf.id}/productIds${path}`,
        headers: asAdmin,
        payload: { productIds },
      });
    expect((await members('', ids)).statusCode).toBe(200);
    const page = async (filter: Record<string, unknown>) => {
      const res = await query({ filter, paging: { limit: 2 } });
      expect(res.statusCode).toBe(200);
      return res.json().metadata.total as number;
    };
    const both = async () => [
      await page({ collectionIds: { $hasSome: [shelf.id] } }),
      // The same members through the general count (another filter beside the collection).
      await page({ collectionIds: { $hasSome: [shelf.id] }, visible: true }),
    ];
    const show = (id: string | undefined, visible: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/products/${id}`,
        headers: asAdmin,
        payload: { product: { visible } },
      });
    expect(await both()).toEqual([3, 3]);
    await show(ids[0], false);
    expect(await both()).toEqual([2, 2]);
    await show(ids[3], true);
    expect(await both()).toEqual([3, 3]);
    await members('/delete', [ids[1]!]);
    expect(await both()).toEqual([2, 2]);
    await t.app.inject({ method: 'DELETE', url: `/v1/products/${ids[2]}`, headers: asAdmin });
    expect(await both()).toEqual([1, 1]);
    expect(await page({ 'collections.id': { $hasSome: [shelf.id] } })).toBe(1);
    const pastTheEnd = await query({
      filter: { collectionIds: { $hasSome: [shelf.id] } },
      paging: { limit: 2, offset: 10 },
    });
    expect(pastTheEnd.json().metadata).toMatchObject({ items: 0, total: 1 });
    expect(await drift()).toBe(0);
  });

  it('orders a collection page on its members exactly as the general listing orders it', async () => {
    const rack = await createCollection(t.app, { name: 'Rack' });
    const ids: string[] = [];
    // Ties on every key, so the product id decides between them in both directions.
    for (const [i, name, price, discount] of [
      [0, 'Bowl', '30.00', 0],
      [1, 'ash tray', '12.50', 10],
      [2, 'Cup', '12.50', 0],
      [3, 'Bowl', '99.00', 50],
      [4, 'Zinc dish', '45.00', 0],
      [5, 'Cup', '30.00', 0],
    ] as const)
      ids.push(
        (
          await createProduct(t.app, {
            name,
            slug: `rack-${i}`,
            priceData: { price },
            ...(discount ? { discount: { type: 'PERCENT', value: discount } } : {}),
            visible: i !== 4,
          })
        ).id,
      );
    await t.app.inject({
      method: 'POST',
      url: `/v1/collections/${rack.id}/productIds`,
      headers: asAdmin,
      payload: { productIds: ids },
    });
    const listed = async (sort: unknown[], extra = {}, paging = { limit: 4, offset: 1 }) => {
      const res = await query({ filter: { collectionIds: { $hasSome: [rack.id] }, ...extra }, sort, paging });
      expect(res.statusCode).toBe(200);
      const { items, total, tooManyToCount } = res.json().metadata;
      return { ids: res.json().products.map((p: any) => p.id), items, total, tooManyToCount };
    };
    const sorts = [
      [],
      ...['price', 'discountedPrice', 'name', 'createdDate', '_createdDate', 'priceData.price'].flatMap(
        (f) => [[{ fieldName: f, order: 'ASC' }], [{ fieldName: f, order: 'DESC' }]],
      ),
    ];
    const same = async () => {
      for (const sort of sorts) {
        // `visible: true` beside the collection sends the same listing down the general path.
        const [members, general] = [await listed(sort), await listed(sort, { visible: true })];
        expect(members, JSON.stringify(sort)).toEqual(general);
        expect(members.ids).toHaveLength(4);
      }
    };
    await same();
    // The first listing of each pair read the membership rows; the second, the catalog.
    const from = (extra: object) => {
      const listing = shopperListing(
        t.app.ctx.db,
        { filter: { collectionIds: { $hasSome: [rack.id] }, ...extra }, sort: [{ fieldName: 'name' }] },
        false,
      );
      return [listing.keys, listing.documents].map(
        (s) => /from "(\w+)"/.exec(s.sql.replace(/\(select .*?\) as "counted"/, ''))?.[1],
      );
    };
    expect([from({}), from({ visible: true })]).toEqual([
      ['product_collections', 'product_collections'],
      ['products', 'products'],
    ]);
    // The copied keys follow the product: a new price and name, hiding and showing.
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${ids[2]}`,
      headers: asAdmin,
      payload: { product: { name: 'Amber cup', priceData: { price: '5.00' } } },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${ids[4]}`,
      headers: asAdmin,
      payload: { product: { visible: true } },
    });
    await same();
    expect((await listed([{ fieldName: 'price', order: 'ASC' }])).ids[0]).toBe(ids[1]);
    expect((await listed([{ fieldName: 'name', order: 'ASC' }], {}, { limit: 1, offset: 0 })).ids).toEqual([
      ids[2],
    ]);
    expect(await drift()).toBe(0);
  });
});

/** Membership rows whose copy of their product's visibility or sort keys differs from the product. */
async function drift(): Promise<number> {
  const result = await t.app.ctx.db.execute(
    sql`select count(*)::int as n from product_collections pc join products p on p.id = pc.product_id
        where (pc.visible, pc.price, pc.discounted_price, pc.name, pc.product_created_date)
          is distinct from (p.visible, p.price, p.discounted_price, p.name, p.created_date)`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

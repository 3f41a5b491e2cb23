import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../src/db/schema';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { countRows, createCollection, createProduct, eventsOf, shirt } from './catalog-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /v1/products', () => {
  it('creates a product with derived prices, variants, stock and an event', async () => {
    const col = await createCollection(t.app, { name: 'Shirts' });
    const p = await createProduct(t.app, { ...shirt, collectionIds: [col.id] });
    expect(p).toMatchObject({
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      visible: true,
      productType: 'physical',
      brand: 'Atelier',
      ribbon: 'New',
      ribbons: [{ text: 'New' }],
      weight: 0.4,
      price: {
        currency: 'USD',
        price: 40,
        discountedPrice: 36,
        formatted: { price: '$40.00', discountedPrice: '$36.00' },
      },
      priceRange: { minValue: 40, maxValue: 40 },
      costAndProfitData: { itemCost: 15, profit: 21, profitMargin: 0.5833 },
      discount: { type: 'PERCENT', value: 10 },
      stock: { trackInventory: true, quantity: 12, inStock: true, inventoryStatus: 'IN_STOCK' },
      collectionIds: [col.id],
      collections: [{ id: col.id, slug: 'shirts', name: 'Shirts' }],
    });
    expect(p.variants).toHaveLength(4);
    expect(p.variants[0]).toMatchObject({
      choices: { Size: 'S', Color: 'White' },
      stock: { trackQuantity: true, quantity: 3, inStock: true },
    });
    expect(p.productOptions[1].choices[1]).toEqual({
      value: '#1e3a8a',
      description: 'Navy',
      inStock: true,
      visible: true,
    });
    expect(await eventsOf(t.app, p.id)).toEqual(['catalog.product.created']);
    const again = await createProduct(t.app, { name: 'Linen Shirt', priceData: { price: 1 } });
    expect(again.slug).toBe('linen-shirt-2');
    expect(again.variants).toEqual([expect.objectContaining({ id: '00000000-0000-0000-0000-000000000000' })]);
  });

  it('answers field violations and writes nothing for bad input', async () => {
    const before = await countRows(t.app, 'products');
    const events = await countRows(t.app, 'event_outbox');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products',
      headers: asAdmin,
      payload: {
        product: {
          name: 'Bad',
          priceData: { price: -1 },
          costAndProfitData: { itemCost: '1.005' },
          discount: { type: 'PERCENT', value: 120 },
          collectionIds: ['11111111-1111-4111-8111-111111111111'],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.validationError.fieldViolations.map(
          (v: { field: string; violatedRule: string }) => `${v.field} ${v.violatedRule}`,
        ),
    ).toEqual([
      'product.collectionIds[0] VALIDATION',
      'product.costAndProfitData.itemCost DECIMAL_MAX_SCALE',
      'product.discount.value DECIMAL_LTE',
      'product.priceData.price DECIMAL_GTE',
    ]);
    expect(await countRows(t.app, 'products')).toBe(before);
    expect(await countRows(t.app, 'event_outbox')).toBe(events);
  });
});

describe('PATCH and DELETE /v1/products/{id}', () => {
  it('updates fields, recomputes what is derived and records the change', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Wool Scarf' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${p.id}`,
      headers: asAdmin,
      payload: {
        product: {
          priceData: { price: 50 },
          discount: { type: 'AMOUNT', value: '7.50' },
          pricePerUnitData: {
            totalQuantity: 200,
            totalMeasurementUnit: 'G',
            baseQuantity: 100,
            baseMeasurementUnit: 'G',
          },
          productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
          slug: 'scarf',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().product;
    expect(updated).toMatchObject({
      slug: 'scarf',
      price: { price: 50, discountedPrice: 42.5, pricePerUnit: 21.25, formatted: { pricePerUnit: '$21.25' } },
      discount: { type: 'AMOUNT', value: 7.5 },
    });
    // S kept its stock, M is new with the product's stock defaults
    expect(updated.variants.map((v: { choices: object }) => v.choices)).toEqual([
      { Size: 'S' },
      { Size: 'M' },
    ]);
    expect(await eventsOf(t.app, p.id)).toEqual(['catalog.product.created', 'catalog.product.changed']);
  });

  it('refuses a duplicate slug, a blank name and an unknown product', async () => {
    const a = await createProduct(t.app, { name: 'Alpha', priceData: { price: 1 } });
    await createProduct(t.app, { name: 'Beta', priceData: { price: 1 } });
    const dup = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${a.id}`,
      headers: asAdmin,
      payload: { product: { slug: 'beta', name: '   ' } },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(
      ['product.name', 'product.slug'],
    );
    const long = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${a.id}`,
      headers: asAdmin,
      payload: { product: { name: 'x'.repeat(81), weight: -1, extra: true } },
    });
    expect(
      long
        .json()
        .details.validationError.fieldViolations.map(
          (v: { field: string; violatedRule: string }) => `${v.field} ${v.violatedRule}`,
        ),
    ).toEqual(['product.extra FIELD_NOT_ALLOWED', 'product.name MAX_LENGTH']);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/v1/products/11111111-1111-4111-8111-111111111111',
      headers: asAdmin,
      payload: { product: { name: 'x' } },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('removes brand, ribbon and options', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Cap' });
    for (const path of ['remove-brand', 'remove-ribbon']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/products/${p.id}/${path}`,
        headers: asAdmin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
    }
    const options = await t.app.inject({
      method: 'DELETE',
      url: `/v1/products/${p.id}/options`,
      headers: asAdmin,
    });
    expect(options.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}`, headers: asAdmin })
    ).json().product;
    expect(after.brand).toBeUndefined();
    expect(after.ribbon).toBeUndefined();
    expect(after.productOptions).toEqual([]);
    expect(after.variants).toHaveLength(1);
    expect(after.variants[0].id).toBe('00000000-0000-0000-0000-000000000000');
    expect(await eventsOf(t.app, p.id)).toContain('catalog.variants.changed');
  });

  it('deletes a product with its variants and memberships', async () => {
    const col = await createCollection(t.app, { name: 'Doomed' });
    const p = await createProduct(t.app, { ...shirt, name: 'Doomed shirt', collectionIds: [col.id] });
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/products/${p.id}`, headers: asAdmin });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}`, headers: asAdmin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/v1/products/${p.id}`, headers: asAdmin })).statusCode,
    ).toBe(404);
    expect(await eventsOf(t.app, p.id)).toEqual(['catalog.product.created', 'catalog.product.deleted']);
  });
});

describe('variants', () => {
  it('sets price, cost, weight and stock by choices, and resets them to the defaults', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Variant shirt' });
    const url = `/v1/products/${p.id}/variants`;
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      headers: asAdmin,
      payload: {
        variants: [{ choices: { Size: 'L' }, price: 50, cost: '20', weight: 0.5, stock: { quantity: 0 } }],
      },
    });
    expect(res.statusCode).toBe(200);
    const large = res.json().variants.filter((v: { choices: { Size: string } }) => v.choices.Size === 'L');
    expect(large[0]).toMatchObject({
      variant: {
        priceData: { price: 50, discountedPrice: 45 },
        costAndProfitData: { itemCost: 20, profit: 25 },
        weight: 0.5,
      },
      stock: { quantity: 0, inStock: false },
    });
    const product = (
      await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}`, headers: asAdmin })
    ).json().product;
    expect(product).toMatchObject({
      manageVariants: true,
      priceRange: { minValue: 40, maxValue: 50 },
      costRange: { minValue: 15, maxValue: 20 },
      weightRange: { minValue: 0.4, maxValue: 0.5 },
      stock: { quantity: 6, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' },
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      headers: asAdmin,
      payload: { variants: [{ choices: { Size: 'XL' }, price: 'NaN' }] },
    });
    expect(bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(
      ['variants[0].choices.Size', 'variants[0].price'],
    );
    const reset = await t.app.inject({ method: 'POST', url: `${url}/resetToDefault`, headers: asAdmin });
    expect(reset.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}`, headers: asAdmin })
    ).json().product;
    expect(after).toMatchObject({ manageVariants: false, priceRange: { minValue: 40, maxValue: 40 } });
    expect(await eventsOf(t.app, p.id)).toEqual([
      'catalog.product.created',
      'catalog.variants.changed',
      'catalog.product.changed',
      'catalog.variants.changed',
      'catalog.product.changed',
    ]);
  });

  it('stores an explicit null as none and 0 as 0, for the product and its variants', async () => {
    const p = await createProduct(t.app, { ...shirt, name: 'Null shirt' });
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: asAdmin, payload });
    const none = await patch(`/v1/products/${p.id}`, {
      product: { weight: null, costAndProfitData: { itemCost: null } },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect([none.json().product.weight, none.json().product.costAndProfitData?.itemCost]).toEqual([
      undefined,
      undefined,
    ]);
    const zero = await patch(`/v1/products/${p.id}`, {
      product: { weight: 0, costAndProfitData: { itemCost: 0 } },
    });
    expect([zero.json().product.weight, zero.json().product.costAndProfitData.itemCost]).toEqual([0, 0]);

    const q = await createProduct(t.app, { ...shirt, name: 'Null variants shirt' });
    const url = `/v1/products/${q.id}/variants`;
    const stored = async () =>
      (await t.app.ctx.db.select().from(productVariants).where(eq(productVariants.productId, q.id)))
        .filter((v) => v.choices.Size === 'S')
        .map((v) => [v.cost, v.weight]);
    type Answer = { variants: { choices: Record<string, string>; variant: Record<string, any> }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
    const small = (res: { json: () => Answer }) =>
      res.json().variants.find((v) => v.choices.Size === 'S')!.variant;
    const zeroes = await patch(url, { variants: [{ choices: { Size: 'S' }, cost: 0, weight: 0 }] });
    expect([small(zeroes).costAndProfitData.itemCost, small(zeroes).weight]).toEqual([0, 0]);
    expect(await stored()).toEqual([
      ['0.00', '0.000'],
      ['0.00', '0.000'],
    ]);
    // null: the variant's own is none again, and it shows the product's.
    const nulls = await patch(url, { variants: [{ choices: { Size: 'S' }, cost: null, weight: null }] });
    expect([small(nulls).costAndProfitData.itemCost, small(nulls).weight]).toEqual([15, 0.4]);
    expect(await stored()).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

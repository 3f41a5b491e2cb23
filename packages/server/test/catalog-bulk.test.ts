import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { countRows, createProduct } from './catalog-helpers';

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await startTestApp();
  ids = [];
  for (const price of ['10.00', '20.00', '0.99']) {
    ids.push(
      (
        await createProduct(t.app, {
          name: `Cup ${price}`,
          priceData: { price },
          costAndProfitData: { itemCost: '0.50' },
          weight: 1,
        })
      ).id,
    );
  }
});
afterAll(() => t.close());

const prices = async () =>
  Promise.all(
    ids.map(
      async (id) =>
        (await t.app.inject({ method: 'GET', url: `/v1/products/${id}`, headers: asAdmin })).json().product,
    ),
  );

describe('bulk product changes', () => {
  it('sets price, cost and weight on every product in one go', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/update',
      headers: asAdmin,
      payload: { ids, set: { price: '15.50', weight: 2 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bulkActionMetadata).toEqual({
      totalSuccesses: 3,
      totalFailures: 0,
      undetailedFailures: 0,
    });
    expect((await prices()).map((p) => [p.price.price, p.weight])).toEqual([
      [15.5, 2],
      [15.5, 2],
      [15.5, 2],
    ]);
  });

  it('adjusts by a percentage and by an amount, exactly', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/update',
      headers: asAdmin,
      payload: { ids, set: { price: '0.10' } },
    });
    const pct = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/adjust-properties',
      headers: asAdmin,
      payload: { ids, adjust: { price: { amount: '0.20' }, cost: { percentage: 10 } } },
    });
    expect(pct.statusCode).toBe(200);
    expect((await prices()).map((p) => [p.price.price, p.costAndProfitData.itemCost])).toEqual([
      [0.3, 0.55],
      [0.3, 0.55],
      [0.3, 0.55],
    ]);
  });

  it('changes nothing when one product would become invalid or an id is unknown', async () => {
    const before = JSON.stringify(await prices());
    const events = await countRows(t.app, 'event_outbox');
    const negative = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/adjust-properties',
      headers: asAdmin,
      payload: { ids, adjust: { price: { amount: -0.31 } } },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'ids[0]',
      violatedRule: 'DECIMAL_GTE',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/update',
      headers: asAdmin,
      payload: { ids: [...ids, '11111111-1111-4111-8111-111111111111'], set: { price: 1 } },
    });
    expect(unknown.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'ids[3]',
      violatedRule: 'VALIDATION',
    });
    expect(JSON.stringify(await prices())).toBe(before);
    expect(await countRows(t.app, 'event_outbox')).toBe(events);
  });

  it('caps a call at 1000 ids and needs something to change', async () => {
    const many = Array.from({ length: 1001 }, () => ids[0]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/update',
      headers: asAdmin,
      payload: { ids: many, set: { price: 1 } },
    });
    expect(res.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'ids',
      violatedRule: 'MAX_SIZE',
    });
    const nothing = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/update',
      headers: asAdmin,
      payload: { ids, set: {} },
    });
    expect(nothing.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'set',
      violatedRule: 'REQUIRED_FIELD',
    });
    const both = await t.app.inject({
      method: 'POST',
      url: '/v1/bulk/products/adjust-properties',
      headers: asAdmin,
      payload: { ids, adjust: { price: { amount: 1, percentage: 1 } } },
    });
    expect(both.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'adjust.price',
      violatedRule: 'ONE_OF_ALIGNMENT',
    });
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_OPERATORS } from '../src/http/query-filter';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createProduct, shirt } from './catalog-helpers';

/** Random query and write input against the catalog: never a 5xx, always the spec envelope. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await createProduct(t.app, shirt);
});
afterAll(() => t.close());

const field = fc.constantFrom(
  'name',
  'slug',
  'price',
  'price.price',
  'priceData.price',
  'discountedPrice',
  'brand',
  'ribbon',
  'visible',
  'productType',
  'collections.id',
  'collectionIds',
  'stock.inventoryStatus',
  'stock.quantity',
  'createdDate',
  'lastUpdated',
  'id',
  '__proto__',
  'constructor',
  'nope',
);
// Every field operator the compiler knows, plus names that are not field operators.
const op = fc.constantFrom(...FIELD_OPERATORS, '$regex', '$date');
const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    "'; drop table products; --",
    '%_\\',
    '2026-01-01T00:00:00Z',
    'NaN',
    '1e400',
  ),
  fc.uuid(),
);
const operand = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(op, scalar, { maxKeys: 2 }),
);
const filter: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.dictionary(field, fc.oneof(operand, fc.dictionary(op, operand, { maxKeys: 3 })), { maxKeys: 3 }),
    fc.record({ $and: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ $or: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ $not: tie('node') }),
  ),
})).node;
const sort = fc.array(fc.record({ fieldName: field, order: fc.constantFrom('ASC', 'DESC', 'asc', 1) }), {
  maxLength: 3,
});
const paging = fc.record(
  { limit: fc.oneof(fc.integer(), fc.double()), offset: fc.oneof(fc.integer(), fc.string()) },
  { requiredKeys: [] },
);

function expectSound(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (res.statusCode === 200) return;
  const { details } = JSON.parse(res.body) as {
    details: { validationError?: { fieldViolations?: unknown[] }; applicationError?: unknown };
  };
  // Field violations, or an application error (a body with "__proto__" is refused by the JSON parser itself).
  expect(
    Boolean(details.validationError?.fieldViolations?.length) !== Boolean(details.applicationError),
  ).toBe(true);
}

describe('catalog fuzzing', () => {
  it('never answers 5xx to random queries, posted or in .r, as a shopper or the elevated app', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(filter, fc.json()),
        fc.option(sort),
        fc.option(paging),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.string()),
        async (f, s, p, asString, elevated, search) => {
          const query = {
            filter: asString ? JSON.stringify(f) : f,
            sort: s ?? undefined,
            paging: p ?? undefined,
            search: search ?? undefined,
          };
          const headers = elevated ? asAdmin : {};
          expectSound(
            await t.app.inject({
              method: 'POST',
              url: '/v1/products/query-platformized',
              headers,
              payload: { query },
            }),
          );
          const r = Buffer.from(JSON.stringify({ query })).toString('base64url');
          expectSound(
            await t.app.inject({ method: 'GET', url: `/v1/products/query-platformized?.r=${r}`, headers }),
          );
          expectSound(
            await t.app.inject({ method: 'POST', url: '/v1/variants/query', headers, payload: { query } }),
          );
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('never answers 5xx to random product input', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 90 }),
      fc.constantFrom('\u0000', 'a\ud800b', '  ', 'Ünïcødé 😀'),
    );
    const amount = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.string({ maxLength: 10 }),
      fc.constantFrom('1.005', '-1', '1e9', 'NaN'),
    );
    const product = fc.record(
      {
        name: text,
        priceData: fc.record({ price: amount }),
        description: text,
        brand: fc.option(text),
        ribbon: fc.option(text),
        weight: fc.option(fc.double()),
        discount: fc.record({ type: fc.constantFrom('NONE', 'AMOUNT', 'PERCENT', 'X'), value: amount }),
        productOptions: fc.array(
          fc.record({ name: text, choices: fc.array(fc.record({ value: text }), { maxLength: 3 }) }),
          { maxLength: 2 },
        ),
        stock: fc.record({ trackInventory: fc.boolean(), quantity: fc.integer() }, { requiredKeys: [] }),
      },
      { requiredKeys: ['name', 'priceData'] },
    );
    await fc.assert(
      fc.asyncProperty(product, async (p) => {
        expectSound(
          await t.app.inject({
            method: 'POST',
            url: '/v1/products',
            headers: asAdmin,
            payload: { product: p },
          }),
        );
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('answers 400 to queries nested 10,000 levels deep, in a body, in .r and as JSON text', async () => {
    const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const arrays = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
    const bodies = [
      `{"query":${objects}}`,
      `{"query":${arrays}}`,
      `{"query":{"filter":${objects}}}`,
      `{"query":{"filter":{"$and":${arrays}}}}`,
      `{"query":{"sort":${arrays},"paging":${objects}}}`,
      `{"query":{"cursorPaging":{"limit":1,"cursor":${arrays}}}}`,
    ];
    for (const url of ['/v1/products/query-platformized', '/v1/variants/query', '/v1/collections/query']) {
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 40)}`).toBe(400);
        expect(res.json().details.applicationError.code).toBe('NESTED_TOO_DEEPLY');
      }
    }
    // Text inside a valid body is parsed by the query compiler, which nests no deeper than its limit.
    const asText = [
      { filter: objects },
      { filter: `{"$and":${arrays}}` },
      { filter: `{"$not":${'{"$not":'.repeat(5000)}{}${'}'.repeat(5000)}}` },
      { sort: arrays },
    ];
    for (const query of asText) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/products/query-platformized',
        payload: { query },
      });
      expect(res.statusCode).toBe(400);
      expectSound(res);
    }
    // The GET form: the query in `.r` (at most 16,000 characters, so under 6,000 levels).
    const inR = [
      `{"query":${'['.repeat(5_900)}${']'.repeat(5_900)}}`,
      `{"query":{"filter":${'{"$and":['.repeat(1_000)}{}${']}'.repeat(1_000)}}}`,
    ];
    for (const deep of inR) {
      const r = Buffer.from(deep).toString('base64url');
      expect(r.length).toBeLessThanOrEqual(16_000);
      for (const headers of [{}, asAdmin]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/v1/products/query-platformized?.r=${r}`,
          headers,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().details.applicationError.code).toBe('NESTED_TOO_DEEPLY');
      }
    }
  });
});

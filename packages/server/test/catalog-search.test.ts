import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { createCollection, createProduct, roleHeaders, ROLE_NAMES } from './catalog-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let vessels: Record<string, any>;
let lighting: Record<string, any>;
let hiddenCollection: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp();
  vessels = await createCollection(t.app, { name: 'Vessels' });
  lighting = await createCollection(t.app, { name: 'Lighting' });
  hiddenCollection = await createCollection(t.app, { name: 'Back room', visible: false });
  const make = (name: string, description: string, price: number, collectionIds: string[], extra = {}) =>
    createProduct(t.app, { name, description, priceData: { price }, collectionIds, ...extra });
  await make('Speckled vase', 'A tall stoneware piece for dried flowers.', 40, [vessels.id]);
  await make('Glass bowl', 'Blown glass; pairs with our vases and jugs.', 30, [vessels.id]);
  await make('Running lamp', 'A lamp whose base looks like a running hare.', 90, [lighting.id]);
  await make('Ceramic lamp', 'Glazed ceramic table light.', 120, [lighting.id, vessels.id]);
  await make('Linen napkins', 'Four napkins in washed linen.', 25, []);
  await make('Secret vase', 'Not shown yet.', 50, [vessels.id, hiddenCollection.id], { visible: false });
});
afterAll(() => t.close());

const query = (q: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/products/query-platformized', headers, payload: { query: q } });
const names = (res: { json(): any }) => res.json().products.map((p: any) => p.name);
const counts = (q: unknown, url = '/v1/products/collection-counts', headers = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: q === undefined ? {} : { query: q } });
const countOf = (res: { json(): any }) =>
  Object.fromEntries(res.json().counts.map((c: any) => [c.collectionId, c.count]));

describe('text search', () => {
  it('finds a word in any of its forms: "vases" finds the vase, "vase" the bowl that speaks of vases', async () => {
    expect(names(await query({ search: 'vases' }))).toEqual(['Speckled vase', 'Glass bowl']);
    expect(names(await query({ search: 'vase' }))).toEqual(['Speckled vase', 'Glass bowl']);
    expect(names(await query({ search: 'lamps' })).sort()).toEqual(['Ceramic lamp', 'Running lamp']);
  });

  it('matches the word being typed as a prefix, stemmed or as written', async () => {
    expect(names(await query({ search: 'speck' }))).toEqual(['Speckled vase']);
    // "runni" is not a prefix of the stem "run", but is of the written "running".
    expect(names(await query({ search: 'runni' }))).toEqual(['Running lamp']);
    expect(names(await query({ search: 'ceramic la' }))).toEqual(['Ceramic lamp']);
  });

  it('ranks by relevance: a word in the name before a word in the description', async () => {
    expect(names(await query({ search: 'glass' }))).toEqual(['Glass bowl']);
    const lamp = await query({ search: 'lamp' });
    expect(names(lamp)).toHaveLength(2);
    const ceramic = await query({ search: 'ceramic' });
    expect(names(ceramic)).toEqual(['Ceramic lamp']);
    // The bowl names vases in its description only: the vase, named so, comes first.
    expect(names(await query({ search: 'vases' }))[0]).toBe('Speckled vase');
  });

  it('keeps an asked-for order over relevance, and the filters beside the search', async () => {
    const byPrice = await query({ search: 'vase', sort: [{ fieldName: 'price', order: 'ASC' }] });
    expect(names(byPrice)).toEqual(['Glass bowl', 'Speckled vase']);
    const inLighting = await query({
      search: 'lamp',
      filter: { collectionIds: { $hasSome: [lighting.id] } },
    });
    expect(names(inLighting).sort()).toEqual(['Ceramic lamp', 'Running lamp']);
    const cheap = await query({ search: 'lamp', filter: { price: { $lt: 100 } } });
    expect(names(cheap)).toEqual(['Running lamp']);
  });

  it('forgives typos when the words find nothing, and only then', async () => {
    const typo = await query({ search: 'ceramik lampp' });
    expect(names(typo)).toEqual(['Ceramic lamp']);
    expect(typo.json().metadata.total).toBe(1);
    expect(names(await query({ search: 'vasse' }))).toEqual(['Speckled vase']);
    // A word found as written is never widened to its look-alikes.
    expect(names(await query({ search: 'lamp' })).sort()).toEqual(['Ceramic lamp', 'Running lamp']);
    expect(names(await query({ search: 'xylophone' }))).toEqual([]);
    expect((await query({ search: 'zq' })).json().metadata.total).toBe(0);
  });

  it('shows hidden products to nobody but the merchant, also by typo', async () => {
    expect(names(await query({ search: 'secret' }))).toEqual([]);
    expect(names(await query({ search: 'secret' }, asAdmin))).toEqual(['Secret vase']);
    expect(names(await query({ search: 'secrett' }, asAdmin))).toEqual(['Secret vase']);
  });

  it('takes no text-search syntax from the shopper', async () => {
    for (const search of ["vase & !'", 'vase:* | lamp', '(((', '\\', "' or 1=1 --"]) {
      const res = await query({ search });
      expect(res.statusCode, search).toBe(200);
    }
    expect(names(await query({ search: 'vase:* | lamp' }))).toEqual([]);
  });

  it('pages the typo-tolerant answer with cursors', async () => {
    const first = await query({ search: 'lampp', cursorPaging: { limit: 1 } });
    expect(names(first)).toHaveLength(1);
    const next = await query({ cursorPaging: { limit: 1, cursor: first.json().metadata.cursors.next } });
    expect([...names(first), ...names(next)].sort()).toEqual(['Ceramic lamp', 'Running lamp']);
  });
});

describe('POST /v1/products/collection-counts', () => {
  it('counts each visible collection without a query as its visible members', async () => {
    const res = await counts(undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts.map((c: any) => c.collectionId)).toEqual([lighting.id, vessels.id]);
    expect(countOf(res)).toEqual({ [lighting.id]: 2, [vessels.id]: 3 });
    expect(res.json().counts[0].tooManyToCount).toBe(false);
  });

  it('follows the search and the filters', async () => {
    expect(countOf(await counts({ search: 'vases' }))).toEqual({ [lighting.id]: 0, [vessels.id]: 2 });
    expect(countOf(await counts({ search: 'lamp' }))).toEqual({ [lighting.id]: 2, [vessels.id]: 1 });
    expect(countOf(await counts({ search: 'lamp', filter: { price: { $gte: 100 } } }))).toEqual({
      [lighting.id]: 1,
      [vessels.id]: 1,
    });
    expect(countOf(await counts({ filter: { price: { $lt: 35 } } }))).toEqual({
      [lighting.id]: 0,
      [vessels.id]: 1,
    });
  });

  it('follows the typo-tolerant search when the words find nothing', async () => {
    expect(countOf(await counts({ search: 'ceramik' }))).toEqual({ [lighting.id]: 1, [vessels.id]: 1 });
    expect(countOf(await counts({ search: 'xylophone' }))).toEqual({ [lighting.id]: 0, [vessels.id]: 0 });
  });

  it('answers every role alike, under the Wix prefixes too', async () => {
    const headers = await roleHeaders(t.app);
    for (const role of ROLE_NAMES) {
      const res = await counts({ search: 'vase' }, '/v1/products/collection-counts', headers[role]);
      expect(res.statusCode, role).toBe(200);
      expect(countOf(res)[vessels.id], role).toBe(2);
    }
    const wix = await counts({ search: 'vase' }, '/stores-reader/v1/products/collection-counts');
    expect(countOf(wix)[vessels.id]).toBe(2);
  });

  it('answers bad queries with field violations', async () => {
    const unknownField = await counts({ filter: { colour: 'red' } });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().details.validationError.fieldViolations[0].field).toBe('query.filter.colour');
    const notAllowed = await t.app.inject({
      method: 'POST',
      url: '/v1/products/collection-counts',
      payload: { query: { search: 'vase', paging: { limit: 2 } } },
    });
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.paging',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    const long = await counts({ search: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
  });
});

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { compileQuery } from './query';
import { fields, things } from './query-fixture';
import { page } from './paging';

let client: PGlite;
let db: ReturnType<typeof drizzle>;
beforeAll(async () => {
  client = await PGlite.create();
  db = drizzle(client);
  await client.exec(`create table things (id uuid primary key, name text not null, price numeric(20,2) not null,
    qty integer, visible boolean not null, kind text not null, tags text[] not null, created timestamptz not null)`);
  for (let i = 0; i < 30; i++) {
    await client.query(`insert into things values ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      i % 3 === 0 ? `Blue vase ${i}` : `Lamp_${i}%`,
      `${i}.50`,
      i % 5 === 0 ? null : i,
      i % 2 === 0,
      i % 4 === 0 ? 'digital' : 'physical',
      i % 2 ? ['red', 'tall'] : ['blue'],
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    ]);
  }
}, 60_000);
afterAll(() => client.close());

async function run(input: unknown) {
  const q = compileQuery(fields, input);
  const rows = await db
    .select({ id: things.id, name: things.name, price: things.price })
    .from(things)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  return { q, rows };
}

describe('compiled SQL on PGlite', () => {
  it('filters, escapes LIKE patterns and sorts', async () => {
    expect((await run({ filter: { name: { $contains: '_1%' } } })).rows.map((r) => r.name)).toEqual([
      'Lamp_1%',
    ]);
    expect((await run({ filter: { name: { $startsWith: 'BLUE' } } })).rows).toHaveLength(10);
    const { rows } = await run({
      filter: { $or: [{ tags: { $hasSome: ['blue'] } }, { qty: { $exists: false } }], kind: 'physical' },
      sort: [{ fieldName: 'price.price', order: 'DESC' }],
    });
    expect(rows.map((r) => r.price)).toEqual([26, 25, 22, 18, 15, 14, 10, 6, 5, 2].map((n) => `${n}.50`));
    expect((await run({ filter: { 'price.price': { $between: ['1.50', '3.50'] } } })).rows).toHaveLength(2);
    expect((await run({ filter: { $not: { qty: { $gt: 0 } } } })).rows).toHaveLength(6);
    expect(
      (await run({ filter: { createdDate: { $gte: { $date: '2026-01-29T00:00:00Z' } } } })).rows,
    ).toHaveLength(2);
    expect((await run({ search: 'blue va' })).rows).toHaveLength(10);
  });

  it('pages with offsets and with cursors that carry the query', async () => {
    const first = await run({
      filter: { visible: true },
      sort: [{ fieldName: 'qty' }],
      cursorPaging: { limit: 4 },
    });
    const one = page(first.q, first.rows, { total: 15, tooManyToCount: false });
    expect(one.items).toHaveLength(4);
    expect(one.metadata).toMatchObject({ items: 4, offset: 0, total: 15, tooManyToCount: false });
    const second = await run({ cursorPaging: { limit: 4, cursor: one.metadata.cursors.next } });
    const two = page(second.q, second.rows, { total: 15, tooManyToCount: false });
    expect(two.metadata.offset).toBe(4);
    expect(two.metadata.cursors.prev).toBeDefined();
    expect(new Set([...one.items, ...two.items].map((r) => r.id)).size).toBe(8);
  });

  it('never throws anything but ValidationError for random JSON', () => {
    const key = fc.oneof(
      fc.constantFrom('name', 'price.price', 'qty', 'visible', 'kind', 'tags', 'createdDate', 'id'),
      fc.constantFrom(
        '$eq',
        '$ne',
        '$gt',
        '$in',
        '$hasAll',
        '$between',
        '$and',
        '$or',
        '$not',
        '$exists',
        '$date',
      ),
      fc.constantFrom('__proto__', 'constructor', '$contains', '$startsWith'),
      fc.string(),
    );
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 2 }),
        fc.dictionary(key, tie('value'), { maxKeys: 4 }),
        fc.array(tie('value'), { maxLength: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, fc.option(json), fc.jsonValue({ maxDepth: 2 }), (filter, sort, paging) => {
        try {
          compileQuery(fields, { filter, sort, paging });
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('runs every valid compiled query on PGlite', async () => {
    const valueFor = {
      name: fc.string({ maxLength: 6 }),
      'price.price': fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
      qty: fc.integer(),
      visible: fc.boolean(),
      kind: fc.constantFrom('physical', 'digital'),
      tags: fc.string({ maxLength: 4 }),
      createdDate: fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    };
    const cond = fc.oneof(
      ...Object.entries(valueFor).map(([field, value]) =>
        fc.record({
          field: fc.constant(field),
          op: fc.constantFrom(
            '$eq',
            '$ne',
            '$gt',
            '$lte',
            '$in',
            '$hasSome',
            '$exists',
            '$contains',
            '$between',
          ),
          value: value as fc.Arbitrary<unknown>,
        }),
      ),
    );
    const filter = fc.array(cond, { maxLength: 4 }).map((cs) => ({
      $or: cs.map(({ field, op, value }) => ({
        [field]:
          op === '$in' || op === '$hasSome'
            ? { [op]: [value] }
            : op === '$exists'
              ? { $exists: true }
              : op === '$between'
                ? { $between: [value, value] }
                : { [op]: value },
      })),
    }));
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(filter, fc.constantFrom('name', 'qty', 'createdDate'), async (f, sortField) => {
        let q;
        try {
          q = compileQuery(fields, { filter: f, sort: [{ fieldName: sortField, order: 'DESC' }] });
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          return;
        }
        ran++;
        await db
          .select({ id: things.id })
          .from(things)
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit);
      }),
      { numRuns: 300 },
    );
    expect(ran).toBeGreaterThan(50);
  });
});

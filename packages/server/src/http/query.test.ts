import { type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { compileQuery, MAX_LIMIT } from './query';
import { fields } from './query-fixture';

const dialect = new PgDialect();
const render = (s: SQL | undefined) => (s ? dialect.sqlToQuery(s) : undefined);

function violations(input: unknown) {
  try {
    compileQuery(fields, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).violations.map((v) => `${v.field} ${v.violatedRule}`);
  }
  throw new Error('expected a ValidationError');
}

describe('compileQuery: the grammar', () => {
  it('binds every value as a parameter and treats a bare value as $eq', () => {
    const q = compileQuery(fields, { filter: { name: "x'; drop table things; --" } });
    const out = render(q.where)!;
    expect(out.sql).toBe('"things"."name" = $1::text');
    expect(out.params).toEqual(["x'; drop table things; --"]);
  });

  it('accepts the filter and the sort as JSON strings', () => {
    const q = compileQuery(fields, {
      filter: '{"price.price":{"$gte":"10","$lt":20}}',
      sort: '[{"fieldName":"price.price","order":"DESC"}]',
    });
    expect(render(q.where)!.params).toEqual(['10', '20']);
    expect(q.orderBy).toHaveLength(2);
  });

  it('defaults to 50 items from offset 0', () => {
    const q = compileQuery(fields, {});
    expect([q.limit, q.offset, q.where]).toEqual([50, 0, undefined]);
  });

  it('reports unknown fields, operators, orders and bad operands with spec reason types', () => {
    expect(violations({ filter: { nope: 1 } })).toEqual(['query.filter.nope FIELD_NOT_ALLOWED']);
    expect(violations({ filter: { hidden: 'a' } })).toEqual(['query.filter.hidden FIELD_NOT_ALLOWED']);
    expect(violations({ filter: { name: { $regex: 'a' } } })).toEqual([
      'query.filter.name INVALID_ENUM_VALUE',
    ]);
    expect(violations({ filter: { $xor: [] } })).toEqual(['query.filter.$xor INVALID_ENUM_VALUE']);
    expect(violations({ filter: { 'price.price': 'cheap' } })).toEqual([
      'query.filter.price.price VALIDATION',
    ]);
    expect(violations({ filter: { qty: 1.5 } })).toEqual(['query.filter.qty VALIDATION']);
    expect(violations({ filter: { kind: 'food' } })).toEqual(['query.filter.kind INVALID_ENUM_VALUE']);
    expect(violations({ filter: { visible: { $gt: true } } })).toEqual(['query.filter.visible VALIDATION']);
    expect(violations({ filter: { createdDate: '2026-13-45' } })).toEqual([
      'query.filter.createdDate VALIDATION',
    ]);
    expect(violations({ sort: [{ fieldName: 'tags' }] })).toEqual([
      'query.sort[0].fieldName FIELD_NOT_ALLOWED',
    ]);
    expect(violations({ sort: [{ fieldName: 'name', order: 'UP' }] })).toEqual([
      'query.sort[0].order INVALID_ENUM_VALUE',
    ]);
    expect(violations({ paging: { limit: MAX_LIMIT + 1, offset: -1 } })).toEqual([
      'query.paging.limit MAX',
      'query.paging.offset MIN',
    ]);
    expect(violations({ paging: { limit: 0 } })).toEqual(['query.paging.limit MIN']);
    expect(violations({ paging: {}, cursorPaging: {} })).toEqual(['query.paging ONE_OF_ALIGNMENT']);
    expect(violations({ filter: '{not json' })).toEqual(['query.filter VALIDATION']);
    expect(violations({ filter: [1, 2] })).toEqual(['query.filter VALIDATION']);
  });
});

describe('compileQuery: hostile input', () => {
  it('refuses SQL in field names and keeps it out of the statement', () => {
    expect(violations({ filter: { 'name = name or 1=1 --': 'x' } })).toEqual([
      'query.filter.name = name or 1=1 -- FIELD_NOT_ALLOWED',
    ]);
    expect(violations({ sort: [{ fieldName: 'name; drop table things' }] })).toEqual([
      'query.sort[0].fieldName FIELD_NOT_ALLOWED',
    ]);
  });

  it('refuses prototype keys', () => {
    const filter = JSON.parse('{"__proto__":{"$eq":1},"constructor":1,"toString":"x"}') as unknown;
    expect(violations({ filter })).toEqual([
      'query.filter.__proto__ FIELD_NOT_ALLOWED',
      'query.filter.constructor FIELD_NOT_ALLOWED',
      'query.filter.toString FIELD_NOT_ALLOWED',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('caps nesting depth and array sizes', () => {
    let deep: unknown = { name: 'x' };
    for (let i = 0; i < 50; i++) deep = { $and: [deep] };
    expect(violations({ filter: deep })).toEqual(['query.filter MAX']);
    expect(violations({ filter: { name: { $in: Array.from({ length: 1001 }, () => 'a') } } })).toEqual([
      'query.filter.name MAX_SIZE',
    ]);
    const many = Array.from({ length: 600 }, () => 'a');
    expect(violations({ filter: { $or: [{ name: { $in: many } }, { name: { $in: many } }] } })).toContain(
      'query.filter MAX_SIZE',
    );
  });

  it('refuses NaN, Infinity and non-object filters', () => {
    expect(violations({ filter: { 'price.price': Number.NaN } })).toEqual([
      'query.filter.price.price VALIDATION',
    ]);
    expect(violations({ filter: { qty: Infinity } })).toEqual(['query.filter.qty VALIDATION']);
    expect(violations({ filter: 42 })).toEqual(['query.filter VALIDATION']);
    expect(violations('select')).toEqual(['query VALIDATION']);
    expect(violations({ paging: { limit: Number.NaN } })).toEqual(['query.paging.limit VALIDATION']);
  });

  it('refuses keys it does not define in the query, its paging and its sort, as every body does', () => {
    expect(
      violations({
        filtr: { name: 'x' },
        paging: { limt: 5, offset: 0 },
        sort: [{ fieldName: 'name', ordr: 'DESC' }],
      }),
    ).toEqual([
      'query.filtr FIELD_NOT_ALLOWED',
      'query.paging.limt FIELD_NOT_ALLOWED',
      'query.sort[0].ordr FIELD_NOT_ALLOWED',
    ]);
    expect(violations({ cursorPaging: { limit: 5, curser: 'x' } })).toEqual([
      'query.cursorPaging.curser FIELD_NOT_ALLOWED',
    ]);
    expect(() =>
      compileQuery(fields, {
        filter: { name: 'x' },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { limit: 5, offset: 0 },
        search: 'x',
      }),
    ).not.toThrow();
  });

  it('rejects a tampered cursor', () => {
    expect(violations({ cursorPaging: { cursor: 'eyJ2IjoxLCJvIjo1fQ' } })).toEqual([
      'query.cursorPaging.cursor VALIDATION',
    ]);
    expect(violations({ cursorPaging: { cursor: "' or 1=1" } })).toEqual([
      'query.cursorPaging.cursor VALIDATION',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { compileQuery } from './query';
import { fields } from './query-fixture';
import { MAX_FILTER_DEPTH } from './query-filter';
import { checkJsonDepth, jsonDepth, MAX_JSON_DEPTH } from './request-body';

const nestObjects = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};
const nestArrays = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

/** The deepest filter the query compiler accepts: `$and` at every level, a `{ $date }` value at the bottom. */
function deepestFilter(levels = MAX_FILTER_DEPTH): unknown {
  let filter: unknown = { createdDate: { $date: '2026-01-01T00:00:00Z' } };
  for (let i = 0; i < levels; i++) filter = { $and: [filter] };
  return filter;
}

describe('jsonDepth', () => {
  it('counts levels of objects and arrays alike, and nothing for scalars', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth([])).toBe(1);
    expect(jsonDepth({ a: [{ b: 1 }], c: 2 })).toBe(3);
    expect(jsonDepth(nestObjects(10))).toBe(10);
    expect(jsonDepth(nestArrays(10))).toBe(10);
    expect(jsonDepth([nestObjects(3), nestArrays(7), {}])).toBe(8);
  });

  it('does not walk into uploaded bytes', () => {
    expect(jsonDepth({ data: Buffer.alloc(100) })).toBe(1);
  });

  it('stops counting past its limit, and survives any depth without recursion', () => {
    expect(jsonDepth(nestObjects(1000), 5)).toBe(6);
    expect(jsonDepth(nestArrays(500_000))).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonDepth(nestObjects(500_000), Infinity)).toBe(500_000);
  });
});

describe('checkJsonDepth', () => {
  it('lets MAX_JSON_DEPTH levels through and refuses one more with NESTED_TOO_DEEPLY', () => {
    expect(() => checkJsonDepth(nestObjects(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => checkJsonDepth(nestArrays(MAX_JSON_DEPTH))).not.toThrow();
    for (const deep of [nestObjects(MAX_JSON_DEPTH + 1), nestArrays(10_000)]) {
      let thrown: unknown;
      try {
        checkJsonDepth(deep);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).status).toBe(400);
      expect((thrown as AppError).code).toBe('NESTED_TOO_DEEPLY');
    }
  });

  it('is far above the deepest body a real client sends: a query with the deepest filter allowed', () => {
    expect(() => compileQuery(fields, { filter: deepestFilter() })).not.toThrow();
    expect(() => compileQuery(fields, { filter: deepestFilter(MAX_FILTER_DEPTH + 1) })).toThrow();
    const body = { query: { filter: deepestFilter(), sort: [{ fieldName: 'name', order: 'ASC' }] } };
    expect(jsonDepth(body)).toBe(2 * MAX_FILTER_DEPTH + 4);
    expect(jsonDepth(body)).toBeLessThan(MAX_JSON_DEPTH / 2);
  });
});

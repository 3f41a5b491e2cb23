import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FieldViolation } from './errors';
import type { SearchSpec } from './query-search';

/**
 * Wire types a query field may have. Each decides which operand a filter accepts and how the
 * bound parameter is cast, so PostgreSQL compares like with like (and can use the column's index).
 */
export type QueryFieldType =
  'string' | 'enum' | 'number' | 'integer' | 'decimal' | 'boolean' | 'date' | 'uuid' | 'string[]' | 'uuid[]';

export interface QueryFieldDef {
  /** The column, or any SQL expression over the queried table. */
  column: SQLWrapper;
  type: QueryFieldType;
  sortable?: boolean;
  /** Defaults to true. */
  filterable?: boolean;
  /** Allowed values of an `enum` field. */
  values?: readonly string[];
  /**
   * For array fields kept in another table: the predicate "holds at least one of" these values
   * (bind them with `param` or `arrayParam`). Without it, array fields use PostgreSQL's `&&` and
   * `@>` on the column.
   */
  hasSome?: (values: (string | boolean)[]) => SQL;
}

export interface QueryFieldsOptions {
  /**
   * Appended to every sort so paging is stable (usually the primary key), in the direction of the
   * last sort key, so an index on (sort column, key) serves the whole order either way.
   */
  tiebreaker?: SQLWrapper | SQLWrapper[];
  /** The order when a query asks for none and searches for nothing. */
  defaultSort?: { fieldName: string; order: 'ASC' | 'DESC' }[];
  /** Enables `query.search` (query-search.ts). */
  search?: SearchSpec;
}

export interface QueryFields {
  readonly fields: ReadonlyMap<string, QueryFieldDef>;
  readonly options: QueryFieldsOptions;
}

/** The allow-list of one entity: wire field name (dotted, e.g. `price.price`) to SQL. */
export function defineQueryFields(
  fields: Record<string, QueryFieldDef>,
  options: QueryFieldsOptions = {},
): QueryFields {
  return { fields: new Map(Object.entries(fields)), options };
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL_RE = /^-?\d{1,20}(\.\d{1,12})?$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const CAST: Record<QueryFieldType, SQL> = {
  string: sql`text`,
  enum: sql`text`,
  number: sql`numeric`,
  integer: sql`bigint`,
  decimal: sql`numeric`,
  boolean: sql`boolean`,
  date: sql`timestamptz`,
  uuid: sql`uuid`,
  'string[]': sql`text`,
  'uuid[]': sql`uuid`,
};

export const isArrayType = (type: QueryFieldType) => type.endsWith('[]');
export const isOrdered = (type: QueryFieldType) => !isArrayType(type) && type !== 'boolean';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A checked operand, or the violation explaining why it is not one. */
export type Operand = { ok: true; value: string | boolean } | { ok: false; violation: FieldViolation };

const bad = (field: string, description: string): Operand => ({
  ok: false,
  violation: { field, description, violatedRule: 'VALIDATION' },
});

/** Checks one scalar operand against the field's type; normalises it to a string or boolean. */
export function checkOperand(def: QueryFieldDef, raw: unknown, field: string): Operand {
  // Wix clients send dates as { "$date": "..." }.
  const value = def.type === 'date' && isRecord(raw) && Object.keys(raw).length === 1 ? raw.$date : raw;
  switch (def.type) {
    case 'string':
    case 'string[]':
      if (typeof value !== 'string') return bad(field, 'must be a string');
      if (value.length > 1000) return bad(field, 'must be at most 1000 characters');
      if (value.includes('\u0000')) return bad(field, 'must not contain NUL characters');
      return { ok: true, value };
    case 'enum':
      if (typeof value !== 'string') return bad(field, 'must be a string');
      if (!def.values?.includes(value)) {
        return {
          ok: false,
          violation: {
            field,
            violatedRule: 'INVALID_ENUM_VALUE',
            description: `must be one of: ${(def.values ?? []).join(', ')}`,
          },
        };
      }
      return { ok: true, value };
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return bad(field, 'must be a finite number');
      return { ok: true, value: String(value) };
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return bad(field, 'must be an integer');
      return { ok: true, value: String(value) };
    case 'decimal':
      if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e20) {
        return { ok: true, value: String(value) };
      }
      if (typeof value === 'string' && DECIMAL_RE.test(value)) return { ok: true, value };
      return bad(field, 'must be a decimal number');
    case 'boolean':
      if (typeof value !== 'boolean') return bad(field, 'must be true or false');
      return { ok: true, value };
    case 'date': {
      const time = typeof value === 'string' && DATE_RE.test(value) ? Date.parse(value) : Number.NaN;
      if (!Number.isFinite(time) || time < Date.UTC(1, 0, 1) || time > Date.UTC(9999, 11, 31)) {
        return bad(field, 'must be an ISO 8601 date');
      }
      return { ok: true, value: new Date(time).toISOString() };
    }
    case 'uuid':
    case 'uuid[]':
      if (typeof value !== 'string' || !UUID_RE.test(value)) return bad(field, 'must be a UUID');
      return { ok: true, value: value.toLowerCase() };
  }
}

/** A bound parameter cast to the field's SQL type. */
export function param(def: QueryFieldDef, value: string | boolean): SQL {
  return sql`${value}::${CAST[def.type]}`;
}

/** `array[$1, $2, ...]::type[]` with every element bound. */
export function arrayParam(def: QueryFieldDef, values: (string | boolean)[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${CAST[def.type]}[]`;
}

/** Escapes LIKE wildcards so user text matches literally (escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

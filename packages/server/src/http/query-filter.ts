import { and, or, sql, type SQL } from 'drizzle-orm';
import type { FieldViolation } from './errors';
import {
  arrayParam,
  checkOperand,
  escapeLike,
  isArrayType,
  isOrdered,
  param,
  type QueryFieldDef,
  type QueryFields,
} from './query-fields';

/** Nesting of $and / $or / $not and operator objects. */
export const MAX_FILTER_DEPTH = 10;
/** Values in one array operand ($in, $hasSome, $hasAll), and in the whole filter. */
export const MAX_FILTER_VALUES = 1000;
/** Field conditions in one filter. */
export const MAX_FILTER_CONDITIONS = 100;
const MAX_VIOLATIONS = 20;

export const FIELD_OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$startsWith',
  '$endsWith',
  '$contains',
  '$hasSome',
  '$hasAll',
  '$in',
  '$exists',
  '$between',
] as const;
type FieldOperator = (typeof FIELD_OPERATORS)[number];
const LOGICAL = ['$and', '$or', '$not'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (name: string) => (name.length > 100 ? `${name.slice(0, 100)}…` : name);

/** Walks one filter, collecting violations instead of throwing, and builds the SQL when valid. */
export class FilterCompiler {
  readonly violations: FieldViolation[] = [];
  private conditions = 0;
  private values = 0;

  constructor(
    private readonly entity: QueryFields,
    private readonly base: string,
  ) {}

  private fail(field: string, violatedRule: FieldViolation['violatedRule'], description: string): undefined {
    if (this.violations.length < MAX_VIOLATIONS) this.violations.push({ field, violatedRule, description });
    return undefined;
  }

  /** A filter object: every entry must hold (logical AND). */
  compile(filter: unknown, depth = 0): SQL | undefined {
    if (!isRecord(filter)) return this.fail(this.base, 'VALIDATION', 'must be an object');
    if (depth > MAX_FILTER_DEPTH) {
      return this.fail(this.base, 'MAX', `must not nest deeper than ${MAX_FILTER_DEPTH} levels`);
    }
    const parts: SQL[] = [];
    for (const key of Object.keys(filter)) {
      if (this.violations.length >= MAX_VIOLATIONS) break;
      const part = key.startsWith('$')
        ? this.logical(key, filter[key], depth)
        : this.field(key, filter[key], depth);
      if (part) parts.push(part);
    }
    return parts.length === 0 ? sql`true` : parts.length === 1 ? parts[0] : and(...parts);
  }

  private logical(op: string, operand: unknown, depth: number): SQL | undefined {
    const field = `${this.base}.${shown(op)}`;
    if (!LOGICAL.includes(op)) {
      return this.fail(
        field,
        'INVALID_ENUM_VALUE',
        `is not an operator here; use one of ${LOGICAL.join(', ')}`,
      );
    }
    if (op === '$not') {
      const inner = this.compile(operand, depth + 1);
      return inner && sql`not coalesce((${inner}), false)`;
    }
    if (!Array.isArray(operand)) return this.fail(field, 'VALIDATION', 'must be an array of filters');
    if (operand.length > MAX_FILTER_CONDITIONS) {
      return this.fail(field, 'MAX_SIZE', `must have at most ${MAX_FILTER_CONDITIONS} filters`);
    }
    const parts: SQL[] = [];
    for (const item of operand) {
      const part = this.compile(item, depth + 1);
      if (part) parts.push(part);
    }
    if (parts.length === 0) return op === '$and' ? sql`true` : sql`false`;
    return op === '$and' ? and(...parts) : sql`(${or(...parts)})`;
  }

  private field(name: string, condition: unknown, depth: number): SQL | undefined {
    const field = `${this.base}.${shown(name)}`;
    const def = this.entity.fields.get(name);
    if (!def || def.filterable === false) {
      return this.fail(field, 'FIELD_NOT_ALLOWED', 'is not a field this query can filter on');
    }
    if (++this.conditions > MAX_FILTER_CONDITIONS) {
      return this.fail(this.base, 'MAX_SIZE', `must have at most ${MAX_FILTER_CONDITIONS} conditions`);
    }
    const keys = isRecord(condition) ? Object.keys(condition) : [];
    const operatorObject = keys.length > 0 && keys.every((k) => k.startsWith('$')) && !keys.includes('$date');
    if (!operatorObject) return this.operator(def, field, '$eq', condition);
    if (depth + 1 > MAX_FILTER_DEPTH) {
      return this.fail(this.base, 'MAX', `must not nest deeper than ${MAX_FILTER_DEPTH} levels`);
    }
    const parts: SQL[] = [];
    for (const op of keys) {
      if (!(FIELD_OPERATORS as readonly string[]).includes(op)) {
        this.fail(field, 'INVALID_ENUM_VALUE', `has an unknown operator ${shown(op)}`);
        continue;
      }
      const part = this.operator(def, field, op as FieldOperator, (condition as Record<string, unknown>)[op]);
      if (part) parts.push(part);
    }
    return parts.length === 1 ? parts[0] : parts.length > 1 ? and(...parts) : undefined;
  }

  private one(def: QueryFieldDef, field: string, raw: unknown) {
    const checked = checkOperand(def, raw, field);
    if (!checked.ok)
      return this.fail(
        checked.violation.field,
        checked.violation.violatedRule,
        checked.violation.description,
      );
    return checked.value;
  }

  private list(def: QueryFieldDef, field: string, raw: unknown, op: string) {
    if (!Array.isArray(raw)) return this.fail(field, 'VALIDATION', `${op} needs an array`);
    if (raw.length > MAX_FILTER_VALUES) {
      return this.fail(field, 'MAX_SIZE', `${op} takes at most ${MAX_FILTER_VALUES} values`);
    }
    this.values += raw.length;
    if (this.values > MAX_FILTER_VALUES) {
      return this.fail(this.base, 'MAX_SIZE', `must hold at most ${MAX_FILTER_VALUES} values in all`);
    }
    const out: (string | boolean)[] = [];
    for (const item of raw) {
      const value = this.one(def, field, item);
      if (value === undefined) return undefined;
      out.push(value);
    }
    return out;
  }

  private operator(def: QueryFieldDef, field: string, op: FieldOperator, operand: unknown): SQL | undefined {
    const col = def.column;
    const array = isArrayType(def.type);
    const hasSome = (values: (string | boolean)[]) =>
      def.hasSome ? def.hasSome(values) : sql`${col} && ${arrayParam(def, values)}`;
    switch (op) {
      case '$eq':
      case '$ne': {
        if (operand === null) return op === '$eq' ? sql`${col} is null` : sql`${col} is not null`;
        const value = this.one(def, field, operand);
        if (value === undefined) return undefined;
        if (array) {
          const holds = hasSome([value]);
          return op === '$eq' ? holds : sql`not coalesce((${holds}), false)`;
        }
        return op === '$eq'
          ? sql`${col} = ${param(def, value)}`
          : sql`${col} is distinct from ${param(def, value)}`;
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (!isOrdered(def.type)) return this.fail(field, 'VALIDATION', `cannot be compared with ${op}`);
        const value = this.one(def, field, operand);
        if (value === undefined) return undefined;
        const cmp = { $gt: sql`>`, $gte: sql`>=`, $lt: sql`<`, $lte: sql`<=` }[op];
        return sql`${col} ${cmp} ${param(def, value)}`;
      }
      case '$between': {
        if (!isOrdered(def.type)) return this.fail(field, 'VALIDATION', 'cannot be compared with $between');
        if (!Array.isArray(operand) || operand.length !== 2) {
          return this.fail(field, 'VALIDATION', '$between needs [from, to]');
        }
        const from = this.one(def, field, operand[0]);
        const to = this.one(def, field, operand[1]);
        if (from === undefined || to === undefined) return undefined;
        // Wix semantics: from inclusive, to exclusive.
        return sql`(${col} >= ${param(def, from)} and ${col} < ${param(def, to)})`;
      }
      case '$startsWith':
      case '$endsWith':
      case '$contains': {
        if (def.type !== 'string') return this.fail(field, 'VALIDATION', `is not text; ${op} does not apply`);
        const value = this.one(def, field, operand);
        if (typeof value !== 'string') return undefined;
        const text = escapeLike(value.toLowerCase());
        const pattern = op === '$startsWith' ? `${text}%` : op === '$endsWith' ? `%${text}` : `%${text}%`;
        return sql`lower(${col}) like ${pattern}::text escape '\\'`;
      }
      case '$in':
      case '$hasSome':
      case '$hasAll': {
        const values = this.list(def, field, operand, op);
        if (values === undefined) return undefined;
        if (values.length === 0) return op === '$hasAll' ? sql`true` : sql`false`;
        if (!array) {
          if (op === '$hasAll')
            return this.fail(field, 'VALIDATION', 'is not a list; $hasAll does not apply');
          return sql`${col} = any(${arrayParam(def, values)})`;
        }
        if (op !== '$hasAll') return hasSome(values);
        if (!def.hasSome) return sql`${col} @> ${arrayParam(def, values)}`;
        return and(...values.map((v) => hasSome([v])));
      }
      case '$exists': {
        if (typeof operand !== 'boolean')
          return this.fail(field, 'VALIDATION', '$exists needs true or false');
        return operand ? sql`${col} is not null` : sql`${col} is null`;
      }
    }
  }
}

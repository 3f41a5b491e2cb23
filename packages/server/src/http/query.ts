import { createHash } from 'node:crypto';
import { and, sql, type SQL } from 'drizzle-orm';
import { controlCharacterViolations } from './control-characters';
import { ValidationError, type FieldViolation } from './errors';
import { FilterCompiler } from './query-filter';
import type { QueryFields } from './query-fields';
import { searchWords, textSearch, typoSearch, type CompiledSearch } from './query-search';

export { defineQueryFields, type QueryFieldDef, type QueryFields, type QueryFieldType } from './query-fields';
export { MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH, MAX_FILTER_VALUES } from './query-filter';

/**
 * The server query language: a Wix query object compiled to parameterised SQL over an allow-list
 * of fields. Every value is bound as a parameter; anything outside the grammar is a ValidationError.
 *
 * Paging: `paging: { limit, offset }` (limit 1..MAX_LIMIT, default DEFAULT_LIMIT, offset from 0) or
 * `cursorPaging: { limit, cursor }`. A cursor is opaque to clients: it carries the filter, sort and
 * search it was made for, and the offset of the next page. It is re-validated like any query on use,
 * so a forged cursor can do no more than a hand-written query could; filter and sort sent beside a
 * cursor are ignored.
 */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 10_000_000;
export const MAX_SORT_FIELDS = 10;
const MAX_JSON_TEXT = 100_000;
const MAX_SEARCH = 200;

export interface QueryInput {
  filter?: unknown;
  sort?: unknown;
  paging?: unknown;
  cursorPaging?: unknown;
  search?: unknown;
}
const QUERY_KEYS = [
  'filter',
  'sort',
  'paging',
  'cursorPaging',
  'search',
] as const satisfies readonly (keyof QueryInput)[];

export interface CompileOptions {
  /**
   * Match the search's words by resemblance (typos) instead of as words: what a listing falls back to
   * when its words found nothing.
   */
  typos?: boolean;
}

export interface SortItem {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

export interface CompiledQuery {
  /** Undefined when the query has no filter. */
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  mode: 'offset' | 'cursor';
  /** The validated query, kept to mint cursors. */
  state: { filter: Record<string, unknown> | undefined; sort: SortItem[]; search: string | undefined };
}

interface CursorBody {
  v: 1;
  f?: Record<string, unknown>;
  s?: SortItem[];
  q?: string;
  o: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Collector {
  readonly violations: FieldViolation[] = [];
  add(field: string, violatedRule: FieldViolation['violatedRule'], description: string): undefined {
    this.violations.push({ field, violatedRule, description });
    return undefined;
  }
}

/** Keys a part of the query does not define are refused, as in every body (http/unknown-keys.ts). */
function refuseUnknownKeys(
  value: Record<string, unknown>,
  known: readonly string[],
  base: string,
  errors: Collector,
): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      errors.add(`${base}.${key.slice(0, 100)}`, 'FIELD_NOT_ALLOWED', 'is not allowed here');
  }
}

/** A filter or sort may arrive as JSON text. */
function parseMaybeJson(value: unknown, field: string, errors: Collector): unknown {
  if (typeof value !== 'string') return value;
  if (value.length > MAX_JSON_TEXT)
    return errors.add(field, 'MAX_LENGTH', `must be at most ${MAX_JSON_TEXT} characters`);
  if (value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    return errors.add(field, 'VALIDATION', 'is not valid JSON');
  }
  // The text passed the request's rule, but JSON escapes (`\u0000`) can still spell a control character.
  const controls = controlCharacterViolations(parsed, field);
  if (controls.length === 0) return parsed;
  errors.violations.push(...controls);
  return undefined;
}

function compileSort(entity: QueryFields, raw: unknown, base: string, errors: Collector): SortItem[] {
  const value = parseMaybeJson(raw, base, errors);
  if (value === undefined || value === null) return [];
  const list = isRecord(value) ? [value] : value;
  if (!Array.isArray(list))
    return errors.add(base, 'VALIDATION', 'must be a list of { fieldName, order }') ?? [];
  if (list.length > MAX_SORT_FIELDS) {
    return errors.add(base, 'MAX_SIZE', `must have at most ${MAX_SORT_FIELDS} items`) ?? [];
  }
  const out: SortItem[] = [];
  list.forEach((item: unknown, i) => {
    const at = `${base}[${i}]`;
    if (!isRecord(item)) return errors.add(at, 'VALIDATION', 'must be an object { fieldName, order }');
    refuseUnknownKeys(item, ['fieldName', 'order'], at, errors);
    const { fieldName, order = 'ASC' } = item;
    const def = typeof fieldName === 'string' ? entity.fields.get(fieldName) : undefined;
    if (typeof fieldName !== 'string' || !def || !def.sortable) {
      return errors.add(`${at}.fieldName`, 'FIELD_NOT_ALLOWED', 'is not a field this query can sort by');
    }
    if (order !== 'ASC' && order !== 'DESC') {
      return errors.add(`${at}.order`, 'INVALID_ENUM_VALUE', 'must be one of: ASC, DESC');
    }
    out.push({ fieldName, order });
  });
  return out;
}

function intIn(raw: unknown, field: string, min: number, max: number, fallback: number, errors: Collector) {
  if (raw === undefined || raw === null) return fallback;
  const n = typeof raw === 'string' && /^-?\d{1,12}$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n))
    return errors.add(field, 'VALIDATION', 'must be an integer') ?? fallback;
  if (n < min) return errors.add(field, 'MIN', `must be at least ${min}`) ?? fallback;
  if (n > max) return errors.add(field, 'MAX', `must be at most ${max}`) ?? fallback;
  return n;
}

const digest = (body: Omit<CursorBody, 'v'>) =>
  createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 16);

export function encodeCursor(state: CompiledQuery['state'], offset: number): string {
  const body: Omit<CursorBody, 'v'> = { f: state.filter, s: state.sort, q: state.search, o: offset };
  return Buffer.from(JSON.stringify({ v: 1, ...body, h: digest(body) })).toString('base64url');
}

function decodeCursor(cursor: unknown, field: string, errors: Collector): CursorBody | undefined {
  if (typeof cursor !== 'string' || cursor.length > 2 * MAX_JSON_TEXT || !/^[A-Za-z0-9_-]*$/.test(cursor)) {
    return errors.add(field, 'VALIDATION', 'is not a cursor this server issued');
  }
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (isRecord(parsed) && parsed.v === 1 && typeof parsed.o === 'number' && Number.isInteger(parsed.o)) {
      const body = { f: parsed.f, s: parsed.s, q: parsed.q, o: parsed.o } as Omit<CursorBody, 'v'>;
      if (parsed.h === digest(body) && body.o >= 0 && body.o <= MAX_OFFSET) return { v: 1, ...body };
    }
  } catch {
    // falls through to the violation
  }
  return errors.add(field, 'VALIDATION', 'is not a cursor this server issued');
}

/**
 * Compiles a Wix query object. `base` names the query in violations (`query.filter.price`).
 * Throws ValidationError listing every problem; never anything else for any JSON input.
 */
export function compileQuery(
  entity: QueryFields,
  input: unknown,
  base = 'query',
  options: CompileOptions = {},
): CompiledQuery {
  const errors = new Collector();
  const query: QueryInput = isRecord(input) ? input : {};
  if (input !== undefined && input !== null && !isRecord(input))
    errors.add(base, 'VALIDATION', 'must be an object');
  if (isRecord(input)) refuseUnknownKeys(input, QUERY_KEYS, base, errors);

  let mode: CompiledQuery['mode'] = 'offset';
  let limit = DEFAULT_LIMIT;
  let offset = 0;
  let filterRaw = query.filter;
  let sortRaw = query.sort;
  let searchRaw = query.search;
  if (query.paging !== undefined && query.cursorPaging !== undefined) {
    errors.add(`${base}.paging`, 'ONE_OF_ALIGNMENT', 'cannot be combined with cursorPaging');
  } else if (query.cursorPaging !== undefined && query.cursorPaging !== null) {
    mode = 'cursor';
    const at = `${base}.cursorPaging`;
    if (!isRecord(query.cursorPaging)) errors.add(at, 'VALIDATION', 'must be an object { limit, cursor }');
    else {
      refuseUnknownKeys(query.cursorPaging, ['limit', 'cursor'], at, errors);
      limit = intIn(query.cursorPaging.limit, `${at}.limit`, 1, MAX_LIMIT, DEFAULT_LIMIT, errors);
      const { cursor } = query.cursorPaging;
      if (cursor !== undefined && cursor !== null && cursor !== '') {
        const body = decodeCursor(cursor, `${at}.cursor`, errors);
        if (body) ({ f: filterRaw, s: sortRaw, q: searchRaw, o: offset } = body);
      }
    }
  } else if (query.paging !== undefined && query.paging !== null) {
    const at = `${base}.paging`;
    if (!isRecord(query.paging)) errors.add(at, 'VALIDATION', 'must be an object { limit, offset }');
    else {
      refuseUnknownKeys(query.paging, ['limit', 'offset'], at, errors);
      limit = intIn(query.paging.limit, `${at}.limit`, 1, MAX_LIMIT, DEFAULT_LIMIT, errors);
      offset = intIn(query.paging.offset, `${at}.offset`, 0, MAX_OFFSET, 0, errors);
    }
  }

  const filterValue = parseMaybeJson(filterRaw, `${base}.filter`, errors);
  const compiler = new FilterCompiler(entity, `${base}.filter`);
  const hasFilter = filterValue !== undefined && filterValue !== null;
  const filterSql = hasFilter ? compiler.compile(filterValue) : undefined;
  errors.violations.push(...compiler.violations);
  const sort = compileSort(entity, sortRaw, `${base}.sort`, errors);

  let search: string | undefined;
  let matched: CompiledSearch | undefined;
  if (searchRaw !== undefined && searchRaw !== null && searchRaw !== '') {
    const spec = entity.options.search;
    if (!spec) errors.add(`${base}.search`, 'FIELD_NOT_ALLOWED', 'this query has no text search');
    else if (typeof searchRaw !== 'string') errors.add(`${base}.search`, 'VALIDATION', 'must be a string');
    else if (searchRaw.length > MAX_SEARCH)
      errors.add(`${base}.search`, 'MAX_LENGTH', `must be at most ${MAX_SEARCH} characters`);
    else {
      search = searchRaw;
      const words = searchWords(searchRaw);
      // Words too short to resemble anything find nothing by resemblance (never everything).
      matched = options.typos
        ? (typoSearch(spec, words) ?? { where: sql`false`, rank: sql`1` })
        : textSearch(spec, words);
    }
  }

  if (errors.violations.length > 0) throw new ValidationError(errors.violations);

  const rank = matched?.rank;
  const ordered = sort.length > 0 || rank ? sort : (entity.options.defaultSort ?? []);
  const direction = (order: 'ASC' | 'DESC' | undefined) => (order === 'DESC' ? sql`desc` : sql`asc`);
  const orderBy = ordered.map(({ fieldName, order }) => {
    const column = entity.fields.get(fieldName)!.column;
    return sql`${column} ${direction(order)}`;
  });
  if (rank && orderBy.length === 0) orderBy.push(rank);
  const tiebreaker = entity.options.tiebreaker;
  const lastOrder = ordered.at(-1)?.order;
  for (const key of tiebreaker === undefined ? [] : Array.isArray(tiebreaker) ? tiebreaker : [tiebreaker]) {
    orderBy.push(sql`${key} ${direction(lastOrder)}`);
  }

  const parts = [filterSql, matched?.where].filter((p): p is SQL => p !== undefined);
  return {
    where: parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : and(...parts),
    orderBy,
    limit,
    offset,
    mode,
    state: { filter: hasFilter ? (filterValue as Record<string, unknown>) : undefined, sort, search },
  };
}

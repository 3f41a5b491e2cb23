/**
 * Query builder (spec section 7 "Query filters", DESIGN.md section 4 "Query objects"). Immutable:
 * every call returns a new builder. Field names are given in client form (`_id`) and sent in
 * service form (`id`). Conditions on one builder are ANDed.
 */
import { createResult, type QueryResult } from './query-result';
import { toServiceFieldPath } from './transform';

export type Filter = Record<string, unknown>;
export type SortOrder = 'ASC' | 'DESC';

export interface Sorting {
  fieldName: string;
  order: SortOrder;
}

export interface WireQuery {
  filter: Filter;
  sort: Sorting[];
  paging?: { limit: number; offset: number };
  cursorPaging?: { limit: number; cursor?: string };
}

export interface QueryMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: { next?: string | null; prev?: string | null };
}

/** One page as a module's call answers it. */
export interface QueryPage<T> {
  items: T[];
  metadata?: QueryMetadata;
}

/** Sends a wire query and answers one page: each module supplies its own. */
export type QueryRunner<T> = (query: WireQuery) => Promise<QueryPage<T>>;

export type PagingMode = 'offset' | 'cursor';

/** Spec section 9: default page size 50; offset paging starts at 0. */
export const DEFAULT_PAGE_SIZE = 50;

interface State {
  readonly conditions: readonly Filter[];
  readonly sort: readonly Sorting[];
  readonly limit: number;
  readonly mode: PagingMode;
  readonly offset: number;
  readonly cursor: string | undefined;
}

export type FilterSource = QueryBuilder<unknown> | Filter;

export class QueryBuilder<T> {
  readonly #run: QueryRunner<T> | undefined;
  readonly #state: State;

  constructor(run?: QueryRunner<T>, options: { paging?: PagingMode; limit?: number } = {}, state?: State) {
    this.#run = run;
    this.#state = state ?? {
      conditions: [],
      sort: [],
      limit: options.limit ?? DEFAULT_PAGE_SIZE,
      mode: options.paging ?? 'offset',
      offset: 0,
      cursor: undefined,
    };
  }

  #with(patch: Partial<State>): QueryBuilder<T> {
    return new QueryBuilder(this.#run, {}, { ...this.#state, ...patch });
  }

  #where(field: string, operator: string, value: unknown): QueryBuilder<T> {
    return this.#with({
      conditions: [...this.#state.conditions, { [toServiceFieldPath(field)]: { [operator]: value } }],
    });
  }

  #combine(operator: '$and' | '$or', sources: readonly FilterSource[]): QueryBuilder<T> {
    return this.#with({ conditions: [...this.#state.conditions, { [operator]: sources.map(filterOf) }] });
  }

  eq(field: string, value: unknown): QueryBuilder<T> {
    return this.#where(field, '$eq', value);
  }
  ne(field: string, value: unknown): QueryBuilder<T> {
    return this.#where(field, '$ne', value);
  }
  ge(field: string, value: unknown): QueryBuilder<T> {
    return this.#where(field, '$gte', value);
  }
  gt(field: string, value: unknown): QueryBuilder<T> {
    return this.#where(field, '$gt', value);
  }
  le(field: string, value: unknown): QueryBuilder<T> {
    return this.#where(field, '$lte', value);
  }
  lt(field: string, value: unknown): QueryBuilder<T> {
    return this.#where(field, '$lt', value);
  }
  startsWith(field: string, value: string): QueryBuilder<T> {
    return this.#where(field, '$startsWith', value);
  }
  endsWith(field: string, value: string): QueryBuilder<T> {
    return this.#where(field, '$endsWith', value);
  }
  contains(field: string, value: string): QueryBuilder<T> {
    return this.#where(field, '$contains', value);
  }
  /** The array field holds at least one of `values`. */
  hasSome(field: string, values: readonly unknown[]): QueryBuilder<T> {
    return this.#where(field, '$hasSome', [...values]);
  }
  /** The array field holds every one of `values`. */
  hasAll(field: string, values: readonly unknown[]): QueryBuilder<T> {
    return this.#where(field, '$hasAll', [...values]);
  }
  in(field: string, values: readonly unknown[]): QueryBuilder<T> {
    return this.#where(field, '$in', [...values]);
  }
  exists(field: string, value = true): QueryBuilder<T> {
    return this.#where(field, '$exists', value);
  }
  /** `from` <= field < `to`, sent as `{ $between: [from, to] }`. */
  between(field: string, from: unknown, to: unknown): QueryBuilder<T> {
    return this.#where(field, '$between', [from, to]);
  }
  /** Every one of the filters holds. Pass builders from `filter()` or wire filters. */
  and(...filters: FilterSource[]): QueryBuilder<T> {
    return this.#combine('$and', filters);
  }
  /** At least one of the filters holds. */
  or(...filters: FilterSource[]): QueryBuilder<T> {
    return this.#combine('$or', filters);
  }
  not(filter: FilterSource): QueryBuilder<T> {
    return this.#with({ conditions: [...this.#state.conditions, { $not: filterOf(filter) }] });
  }

  ascending(...fields: string[]): QueryBuilder<T> {
    return this.#sortBy(fields, 'ASC');
  }
  descending(...fields: string[]): QueryBuilder<T> {
    return this.#sortBy(fields, 'DESC');
  }
  #sortBy(fields: string[], order: SortOrder): QueryBuilder<T> {
    const added = fields.map((field) => ({ fieldName: toServiceFieldPath(field), order }));
    return this.#with({ sort: [...this.#state.sort, ...added] });
  }

  /** Page size. */
  limit(limit: number): QueryBuilder<T> {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`limit must be a positive integer: ${limit}`);
    return this.#with({ limit });
  }
  /** Offset paging: skip the first `offset` items. */
  skip(offset: number): QueryBuilder<T> {
    if (!Number.isInteger(offset) || offset < 0)
      throw new RangeError(`skip must be a whole number: ${offset}`);
    return this.#with({ mode: 'offset', offset, cursor: undefined });
  }
  /** Cursor paging: continue from a cursor of an earlier result. */
  skipTo(cursor: string): QueryBuilder<T> {
    return this.#with({ mode: 'cursor', cursor, offset: 0 });
  }

  /** The conditions as one wire filter: merged when their fields differ, `$and` otherwise. */
  get filter(): Filter {
    const conditions = this.#state.conditions;
    if (conditions.length === 1) return conditions[0]!;
    const merged: Filter = {};
    for (const condition of conditions) {
      for (const [key, value] of Object.entries(condition)) {
        if (Object.hasOwn(merged, key)) return { $and: [...conditions] };
        merged[key] = value;
      }
    }
    return merged;
  }

  /** The wire query: `{ filter, sort, paging }` or `{ filter, sort, cursorPaging }`. */
  build(): WireQuery {
    const { sort, limit, mode, offset, cursor } = this.#state;
    const base = { filter: this.filter, sort: [...sort] };
    return mode === 'offset'
      ? { ...base, paging: { limit, offset } }
      : { ...base, cursorPaging: { limit, ...(cursor !== undefined ? { cursor } : {}) } };
  }

  async find(): Promise<QueryResult<T>> {
    const run = this.#run;
    if (!run) throw new TypeError('This builder only describes a filter: it has no query to run');
    const query = this.build();
    return createResult(run, query, await run(query));
  }
}

function filterOf(source: FilterSource): Filter {
  return source instanceof QueryBuilder ? source.filter : source;
}

/** A builder for one query of a module: `query(run).eq('slug', 'vase').find()`. */
export function query<T>(run: QueryRunner<T>, options?: { paging?: PagingMode; limit?: number }) {
  return new QueryBuilder<T>(run, options);
}

/** A filter-only builder, for `and`/`or`/`not`: `q.or(filter().eq('a', 1), filter().eq('b', 2))`. */
export function filter(): QueryBuilder<never> {
  return new QueryBuilder<never>();
}

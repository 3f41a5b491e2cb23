import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Words a search looks for, at most this many. */
export const MAX_SEARCH_WORDS = 20;
/** Shorter words are not matched for typos: a misspelt two-letter word resembles too many others. */
const MIN_TYPO_WORD = 3;

/**
 * The words of a shopper's search, lower-cased: letters and digits only, so no text search syntax
 * ever reaches PostgreSQL ("blue & !va:*" is the words blue and va).
 */
export function searchWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? []
  );
}

/** The words a typo-tolerant search compares by trigrams. */
export const typoWords = (words: string[]): string[] => words.filter((w) => [...w].length >= MIN_TYPO_WORD);

export interface SearchSpec {
  /**
   * A tsvector holding each text both stemmed (`english`: "vases" is "vase") and as written
   * (`simple`: a word being typed, "runni", is a prefix of "running" but not of its stem "run").
   */
  document: SQLWrapper;
  /** Text compared by trigram word similarity (pg_trgm) when the words themselves find nothing. */
  typos?: SQLWrapper;
}

export interface CompiledSearch {
  where: SQL;
  /** The relevance order, best first. */
  rank: SQL;
}

/**
 * Every word must match, stemmed or as written, each as a prefix (the last one is usually still being
 * typed): "blue vases" finds "Blue vase", "ceramic lam" finds "Ceramic lamp". Ranked by ts_rank, so a
 * word in the name (weight A) outranks one in the description.
 */
export function textSearch(spec: SearchSpec, words: string[]): CompiledSearch | undefined {
  if (words.length === 0) return undefined;
  const terms = words.map(
    (w) =>
      sql`(to_tsquery('english'::regconfig, ${`${w}:*`}::text) || to_tsquery('simple'::regconfig, ${`${w}:*`}::text))`,
  );
  const query = sql`(${sql.join(terms, sql` && `)})`;
  return {
    where: sql`${spec.document} @@ ${query}`,
    rank: sql`ts_rank(${spec.document}, ${query}) desc`,
  };
}

/**
 * The typo-tolerant form: every word of three letters or more resembles a word of the text
 * (pg_trgm's `<%`, word similarity at least the connection's threshold, 0.5 (db/open.ts): "vasse"
 * finds "vase", "ceramik" finds "Ceramic"),
 * ranked by how closely. Undefined when the spec has no such text or no word is long enough.
 */
export function typoSearch(spec: SearchSpec, words: string[]): CompiledSearch | undefined {
  const long = typoWords(words);
  if (!spec.typos || long.length === 0) return undefined;
  const text = spec.typos;
  return {
    where: sql`(${sql.join(
      long.map((w) => sql`${w}::text <% ${text}`),
      sql` and `,
    )})`,
    rank: sql`(${sql.join(
      long.map((w) => sql`word_similarity(${w}::text, ${text})`),
      sql` + `,
    )}) desc`,
  };
}

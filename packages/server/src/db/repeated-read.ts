import { createHash } from 'node:crypto';
import pg from 'pg';
import type { EmbeddedClient } from './embedded/client';
import type { Db } from './open';

/** How many distinct statement texts get a name; the rest run unnamed. */
export const MAX_NAMED_STATEMENTS = 64;
const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `atelier_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/** A statement's text and parameters, as a Drizzle query's toSQL() gives them. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Runs a read whose shape repeats request after request (what shoppers read of the catalog) and
 * answers each row as an array of its values in the statement's column order, as the driver can
 * hand them over: the bytes of their text on the embedded database, strings (and numbers) from
 * node-postgres, which decodes every value. Meant for values sent on as they came (stored JSON
 * documents): as bytes they are neither decoded nor encoded again.
 *
 * On PostgreSQL the statement is prepared under a name, so each pooled connection parses and plans
 * it once instead of on every request, which is most of such a read's cost in the database; the
 * rows skip Drizzle's mapping too. Names are bounded: past MAX_NAMED_STATEMENTS distinct texts a
 * read runs unnamed, so hostile query shapes cannot grow each connection's statement cache.
 * The embedded client prepares every statement itself (see EmbeddedClient).
 */
export async function repeatedRead(db: Db, { sql: text, params }: Statement): Promise<unknown[][]> {
  const client = (db as unknown as { $client: pg.Pool | EmbeddedClient }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statementName(text), text, values: params, rowMode: 'array' });
    return result.rows as unknown[][];
  }
  return client.queryRaw(text, params);
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server that `serverUrl` names, empty (no migrations) or a copy of
 * `template`: its name and URL, and `drop` to remove it again, connections still open to it included.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The URL of database `name` on the server `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Runs one statement on its own connection (create and drop database cannot run in a transaction or pool). */
export async function onPostgresServer<Row>(serverUrl: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

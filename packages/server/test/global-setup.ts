import fs from 'node:fs';
import type { EmbeddedClient } from '../src/db/embedded/client';
import { openDatabase } from '../src/db/open';
import { createPostgresDatabase, onPostgresServer } from './postgres-server';
import { POSTGRES_TEMPLATE_PREFIX, postgresTemplateName, templatePath } from './template';

/**
 * Initialising PGlite takes seconds, loading a dump under one: build the migrated template once,
 * and let every test file start its own fresh in-memory database from it. On PostgreSQL the template
 * is a migrated database each test file copies, which takes a tenth of migrating a new one.
 */
export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return postgresTemplate(process.env.DATABASE_URL);
  const file = templatePath();
  if (fs.existsSync(file)) return;
  const database = await openDatabase({ kind: 'memory' });
  const { pglite } = (database.db as unknown as { $client: EmbeddedClient }).$client;
  const dump = await pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  await database.close();
}

async function postgresTemplate(serverUrl: string): Promise<void> {
  const name = postgresTemplateName();
  const existing = await onPostgresServer<{ datname: string }>(
    serverUrl,
    `select datname from pg_database where datname like '${POSTGRES_TEMPLATE_PREFIX}%'`,
  );
  for (const { datname } of existing) {
    if (datname !== name)
      await onPostgresServer(serverUrl, `drop database if exists ${datname} with (force)`);
  }
  if (existing.some((row) => row.datname === name)) return;
  // Made under another name and renamed when migrated: a run cut short leaves no half-made template.
  const created = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 1 });
  await database.close();
  await onPostgresServer(serverUrl, `alter database ${created.name} rename to ${name}`);
}

import fs from 'node:fs';
import type { EmbeddedClient } from '../src/db/embedded/client';
import { openDatabase } from '../src/db/open';
import { templatePath } from './template';

/**
 * Initialising PGlite takes seconds, loading a dump under one: build the migrated template once,
 * and let every test file start its own fresh in-memory database from it.
 */
export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
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

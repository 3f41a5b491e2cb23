import fs from 'node:fs';
import { buildApp, type App, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/open';
import { createPostgresDatabase } from './postgres-server';
import { postgresTemplateName, templatePath } from './template';

export const ADMIN_KEY = 'test-admin-key-0123456789abcdef';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ ADMIN_API_KEY: ADMIN_KEY, LOG_LEVEL: 'silent', ...env });
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite from the template by default,
 * a new database on the server named by DATABASE_URL when it is set (CI runs both).
 */
export async function freshDatabase(): Promise<Database> {
  const [database] = await freshSharedDatabase(1);
  return database!;
}

/**
 * `count` handles on one fresh database, as separate server processes would hold: each its own pool of
 * connections on PostgreSQL; on PGlite, which is one connection in one process, the same handle.
 * Closing the first handle drops the database, so close the others before it.
 */
export async function freshSharedDatabase(count: number): Promise<Database[]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = new Blob([fs.readFileSync(templatePath())]);
    const database = await openDatabase({ kind: 'memory', from: dump });
    return [database, ...Array.from({ length: count - 1 }, () => ({ ...database, close: async () => {} }))];
  }
  const created = await createPostgresDatabase(url, { template: postgresTemplateName() });
  const open = () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 10 });
  const [database, ...others] = [
    await open(),
    ...(await Promise.all(Array.from({ length: count - 1 }, open))),
  ];
  return [
    {
      ...database!,
      close: async () => {
        await database!.close();
        await created.drop();
      },
    },
    ...others,
  ];
}

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'backInStockSweep' | 'webhookDelivery'> = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp({ config: testConfig(env), database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers that make a request act as the elevated app of ADMIN_API_KEY. */
export const asAdmin = { authorization: ADMIN_KEY };

/** The stable code of an application error answer. */
export const appCode = (res: { json: () => unknown }) =>
  (res.json() as { details: { applicationError: { code: string } } }).details.applicationError.code;

/** An OAuth client registered as Wix-compatible: it keeps one stable refresh token. */
export const WIX_CLIENT = {
  clientId: 'wix-headless',
  origins: ['https://wix.example'],
  redirectUris: ['https://wix.example/cb'],
  refreshTokens: 'stable',
};

export { rowsOf } from '../src/db/rows';

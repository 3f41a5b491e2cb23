import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, onPostgresServer } from '../../packages/server/test/postgres-server';

/** Where the crashed server keeps its data, and how to clean it up afterwards. */
export interface CrashDatabase {
  label: string;
  /** Settings for the server: DATA_DIR always (media files live there too), DATABASE_URL for PostgreSQL. */
  env: Record<string, string | undefined>;
  /** Durability settings as the database reports them, for the report. */
  settings: Record<string, string>;
  drop(): Promise<void>;
}

export function pgliteDatabase(): CrashDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-'));
  return {
    label: 'embedded PGlite (NodeFS)',
    // An inherited DATABASE_URL would send the server to PostgreSQL.
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
    settings: { dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const DURABILITY_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method'];

/**
 * A fresh database on the server of `serverUrl` (whose own database is only used to create and drop it).
 * No connection is held in between: the database server itself may be killed meanwhile.
 */
export async function postgresDatabase(serverUrl: string): Promise<CrashDatabase> {
  const created = await createPostgresDatabase(serverUrl);
  const settings: Record<string, string> = { database: created.name };
  for (const setting of DURABILITY_SETTINGS) {
    const [row] = await onPostgresServer<Record<string, string>>(serverUrl, `show ${setting}`);
    settings[setting] = String(Object.values(row ?? {})[0]);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-'));
  return {
    label: `PostgreSQL (${new URL(created.url).host}, database ${created.name})`,
    env: { DATA_DIR: dataDir, DATABASE_URL: created.url },
    settings,
    drop: async () => {
      try {
        await created.drop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

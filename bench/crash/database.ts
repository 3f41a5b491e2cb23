import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

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

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the server of `serverUrl` (whose own database is only used to create and drop it).
 * No connection is held in between: the database server itself may be killed meanwhile.
 */
export async function postgresDatabase(serverUrl: string): Promise<CrashDatabase> {
  const name = `atelier_crash_${randomBytes(6).toString('hex')}`;
  const settings: Record<string, string> = { database: name };
  await withClient(serverUrl, async (client) => {
    await client.query(`create database ${name}`);
    for (const setting of DURABILITY_SETTINGS) {
      const { rows } = await client.query<Record<string, string>>(`show ${setting}`);
      settings[setting] = String(Object.values(rows[0] ?? {})[0]);
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-'));
  return {
    label: `PostgreSQL (${url.host}, database ${name})`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    settings,
    drop: async () => {
      try {
        await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** The migrations' content, hashed: a template made from other migrations is never used. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const name of fs
    .readdirSync(migrationsDir)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A migrated PGlite data directory dump, shared by every test file. */
export function templatePath(): string {
  return path.join(os.tmpdir(), `atelier-pglite-template-${migrationsKey()}.tar`);
}

/** Every migrated template database's name starts so (the global setup drops outdated ones). */
export const POSTGRES_TEMPLATE_PREFIX = 'atelier_template_';

/** A migrated database on the PostgreSQL server, copied by `create database … template` for each test file. */
export function postgresTemplateName(): string {
  return `${POSTGRES_TEMPLATE_PREFIX}${migrationsKey()}`;
}

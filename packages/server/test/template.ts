import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** A migrated PGlite data directory dump, keyed by the migrations' content, shared by every test file. */
export function templatePath(): string {
  const hash = createHash('sha256');
  for (const name of fs
    .readdirSync(migrationsDir)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return path.join(os.tmpdir(), `atelier-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

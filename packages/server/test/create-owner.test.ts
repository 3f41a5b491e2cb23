import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { staff, staffSetupCodes } from '../src/db/schema';
import { verifyPassword } from '../src/modules/identity';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** `npm run create-owner` as a real process (its TypeScript entry), stdin not a terminal. */
function createOwner(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/create-owner.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', DATA_DIR: dataDir, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const PASSWORD = 'a long owner password';

describe('npm run create-owner', () => {
  it('makes the first owner in DATA_DIR from flags and CREATE_OWNER_PASSWORD, then refuses a second', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-owner-'));
    const missing = await createOwner(dataDir, ['--email', 'olive@shop.example']);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('CREATE_OWNER_NAME');

    const weak = await createOwner(dataDir, ['--email', 'olive@shop.example', '--name', 'Olive'], {
      CREATE_OWNER_PASSWORD: 'short',
    });
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/password/i);

    const made = await createOwner(dataDir, ['--email=Olive@Shop.Example', '--name', 'Olive Owner'], {
      CREATE_OWNER_PASSWORD: PASSWORD,
    });
    expect(made.output).toContain('Made the owner olive@shop.example (Olive Owner)');
    expect(made.code).toBe(0);

    const again = await createOwner(dataDir, [], {
      CREATE_OWNER_EMAIL: 'other@shop.example',
      CREATE_OWNER_NAME: 'Other',
      CREATE_OWNER_PASSWORD: PASSWORD,
    });
    expect(again.code).toBe(1);
    expect(again.output).toContain('The shop has an owner already');

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db.select().from(staff);
      expect(rows.map((r) => [r.email, r.name, r.role])).toEqual([
        ['olive@shop.example', 'Olive Owner', 'OWNER'],
      ]);
      expect(await verifyPassword(rows[0]!.passwordHash, PASSWORD)).toBe(true);
      expect(await database.db.select().from(staffSetupCodes)).toEqual([]);
    } finally {
      await database.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 400_000);
});

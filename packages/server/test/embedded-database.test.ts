import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const OPERATOR_KEY = 'embedded-operator-key-0123456789';

function runServer(env: Record<string, string>) {
  // One process (no tsx wrapper), so SIGKILL really kills the server that holds the lock.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) return match[1]!;
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${output}`);
  };
  return { child, exited, listening, output: () => output };
}

// These start real server processes on an embedded database; they prove the DATA_DIR rules.
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database in DATA_DIR', () => {
  it('refuses a second server on the same DATA_DIR, then keeps data across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-lock-'));
    const first = runServer({ DATA_DIR: dataDir });
    const base = await first.listening();
    const sub = await fetch(`${base}/v1/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(sub.status).toBe(200);

    const second = runServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Atelier server');
    expect(second.output()).toContain(dataDir);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // As `npm start` runs it: the operator key in a file of DATA_DIR that only its owner reads.
    const keyFile = path.join(dataDir, 'operator-key');
    fs.writeFileSync(keyFile, `${OPERATOR_KEY}\n`, { mode: 0o600 });
    // An environment from before staff accounts: OWNER_EMAILS is not read, and the server says so once.
    const third = runServer({
      DATA_DIR: dataDir,
      ADMIN_API_KEY_FILE: keyFile,
      OWNER_EMAILS: 'old-owner@example.com',
    });
    const base3 = await third.listening();
    // The sign-up and its confirmation mail (the outbox, read with the operator key) survived the restart.
    const outbox = await fetch(`${base3}/v1/dev/outbox?to=kept%40example.com`, {
      headers: { authorization: OPERATOR_KEY },
    });
    expect(outbox.status).toBe(200);
    const { messages } = (await outbox.json()) as { messages: { kind: string }[] };
    expect(messages.map((m) => m.kind)).toEqual(['newsletter-confirmation']);
    // It said once, on lines of their own, that no mail leaves the machine and where the mail and the key are.
    const said = third.output();
    expect(said.split('No SMTP_URL is set, so no mail leaves this machine.').length - 1).toBe(1);
    expect(said).toMatch(
      /^Read it at http:\/\/localhost:3000\/dev\/outbox with the operator key kept in .+,$/m,
    );
    expect(said).toContain(keyFile);
    expect(said).not.toContain(OPERATOR_KEY);
    expect(said.split('OWNER_EMAILS is set but no longer read').length - 1).toBe(1);
    expect(said).toContain('npm run create-owner');
    expect(first.output()).not.toContain('OWNER_EMAILS');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 300_000);

  it('starts cleanly after a crash during the first boot and after a stale lock', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-'));
    const crashed = runServer({ DATA_DIR: dataDir });
    // Kill it while it is initialising the database, before it listens.
    const staging = path.join(dataDir, 'pgdata.initialising');
    while (!fs.existsSync(staging)) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(crashed.output()).not.toContain('Server listening');
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);

    const next = runServer({ DATA_DIR: dataDir });
    const base = await next.listening();
    const health = await fetch(`${base}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(fs.existsSync(path.join(dataDir, 'pgdata.initialising'))).toBe(false);
    next.child.kill('SIGKILL');
    await next.exited;

    // SIGKILL leaves server.lock behind with a dead pid: the next start takes it over.
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const after = runServer({ DATA_DIR: dataDir });
    await after.listening();
    after.child.kill('SIGTERM');
    expect(await after.exited).toBe(0);
  }, 300_000);

  it('exits with code 1 and a clear message on invalid configuration', async () => {
    const bad = runServer({ PORT: 'eighty', DATA_DIR: os.tmpdir() });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT must be a whole number');
  }, 30_000);
});

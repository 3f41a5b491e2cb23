import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/processes';

/**
 * A throwaway PostgreSQL cluster (initdb in a temporary directory, `postgres` from PATH) that this script
 * owns, so that a crash may SIGKILL the database server too: postmaster and backends at once, as its
 * process group. Run as root, the server runs as the `postgres` user (it refuses root).
 */
export interface OwnCluster {
  /** URL of the cluster's `postgres` database. */
  url: string;
  /** SIGKILLs every process of the cluster. */
  kill(): Promise<void>;
  /** Starts the cluster (crash recovery included) and answers how long until it accepted a connection. */
  start(): Promise<number>;
  destroy(): Promise<void>;
}

function asPostgresUser(): string[] {
  if (process.getuid?.() !== 0) return [];
  const uid = execFileSync('id', ['-u', 'postgres']).toString().trim();
  const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
  return ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--'];
}

async function acceptsConnections(url: string, deadline: number): Promise<void> {
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

export async function ownCluster(): Promise<OwnCluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-pg-'));
  const data = path.join(root, 'data');
  const prefix = asPostgresUser();
  if (prefix.length) execFileSync('chown', ['postgres:postgres', root]);
  const [command, ...args] = [...prefix, 'initdb', '-D', data, '-U', 'postgres', '--auth=trust'];
  execFileSync(command!, args, { stdio: 'ignore' });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: ChildProcess | undefined;
  const log = fs.openSync(path.join(root, 'postgres.log'), 'a');
  const [run, ...runArgs] = [
    ...prefix,
    'postgres',
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${root}`,
  ];
  const stopGroup = async (signal: NodeJS.Signals) => {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, signal);
    await exited;
  };
  // Detached, the cluster would outlive this script: whatever way it exits, the cluster goes with it.
  const killOnExit = () => {
    if (server?.pid && server.exitCode === null && server.signalCode === null)
      process.kill(-server.pid, 'SIGKILL');
  };
  process.once('exit', killOnExit);
  const cluster: OwnCluster = {
    url,
    start: async () => {
      const started = Date.now();
      // Detached: its own process group, so one kill reaches the postmaster and every backend.
      server = spawn(run!, runArgs, { detached: true, stdio: ['ignore', log, log] });
      await acceptsConnections(url, started + 120_000);
      return Date.now() - started;
    },
    kill: () => stopGroup('SIGKILL'),
    destroy: async () => {
      await stopGroup('SIGINT'); // fast shutdown
      process.off('exit', killOnExit);
      fs.closeSync(log);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

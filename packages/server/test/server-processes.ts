import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, stopProcess, waitForHttp } from '../../../e2e/support/processes';

/**
 * Server processes for tests that need more than one: the real entry point, src/main.ts, run as `npm run dev`
 * runs it (tsx, no build), each on a free port with its output in `<workDir>/server-<n>.log`.
 */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  logFile: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface ServerProcesses {
  servers: ServerProcess[];
  /** A request over HTTP to process `i` modulo their number: the i-th request goes to the i-th process in turn. */
  call(i: number, method: string, url: string, auth?: string, body?: unknown): Promise<Answer>;
  /** The JSON lines a process logged whose message is `msg`. */
  logged(server: ServerProcess, msg: string): Record<string, unknown>[];
  /** SIGTERM, then SIGKILL after a grace period, to every process. */
  stop(): Promise<void>;
}

/** Starts `count` server processes at once with `env` and answers once every one answers /healthz. */
export async function startServerProcesses(
  count: number,
  env: Record<string, string>,
  workDir: string,
): Promise<ServerProcesses> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  const servers = [...ports].map((port, i): ServerProcess => {
    const name = `server-${i + 1}`;
    const { child, logFile } = startProcess({
      name,
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(workDir, name),
      },
      logDir: workDir,
    });
    return { url: `http://127.0.0.1:${port}`, child, logFile };
  });
  // Should the test worker itself exit, the servers go with it.
  const kill = () => {
    for (const { child } of servers) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', kill);
  const stop = async () => {
    await Promise.all(servers.map((s) => stopProcess(s.child)));
    process.off('exit', kill);
  };
  try {
    await Promise.all(
      servers.map((s) => waitForHttp(`${s.url}/healthz`, s.child, s.logFile, { timeoutMs: 90_000 })),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    servers,
    stop,
    async call(i, method, url, auth, body) {
      const res = await fetch(`${servers[i % servers.length]!.url}${url}`, {
        method,
        headers: {
          ...(auth ? { authorization: auth } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    },
    logged: (server, msg) =>
      fs
        .readFileSync(server.logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === msg),
  };
}

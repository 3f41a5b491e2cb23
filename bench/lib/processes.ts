import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Running {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
  /** Resident set size in MiB of the process and any children it started, read from /proc. */
  rssMiB(): number;
}

/** Runs a node process on the given cpu (taskset where available) and waits for its port in the output. */
export async function startProcess(options: {
  args: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  cpu?: number;
  /** Either a pattern whose first group is the port printed by the process, or a fixed port plus a ready URL. */
  portPattern?: RegExp;
  port?: number;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<Running> {
  const pin = options.cpu !== undefined && fs.existsSync('/usr/bin/taskset');
  const command = pin ? '/usr/bin/taskset' : process.execPath;
  const args = pin ? ['-c', String(options.cpu), process.execPath, ...options.args] : options.args;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let port: string | undefined;
  while (!port) {
    port = options.portPattern
      ? options.portPattern.exec(output)?.[1]
      : await ready(options.port, options.readyPath);
    if (port) break;
    if (child.exitCode !== null) throw new Error(`process exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`process did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    child,
    rssMiB: () => Math.round((treeRssKiB(pid) / 1024) * 10) / 10,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Resident KiB of a process and its descendants (Next.js may run its server in a child process). */
function treeRssKiB(pid: number): number {
  let kib = 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) kib += treeRssKiB(Number(child));
    }
  } catch {
    // the process (or a child) is gone
  }
  return kib;
}

async function ready(port: number | undefined, readyPath = '/'): Promise<string | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
    return res.ok ? String(port) : undefined;
  } catch {
    return undefined;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const serverDir = path.join(repoRoot, 'packages/server');
let serverBuilt = false;

/** Compiles the server to packages/server/dist, once per benchmark run. */
function buildServer(): void {
  if (serverBuilt) return;
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the server did not build (exit code ${build.status})`);
  serverBuilt = true;
}

/** The Atelier server as a separate process, run as production runs it: the compiled dist/main.js. */
export async function startAtelierServer(
  env: Record<string, string | undefined>,
  cpu?: number,
): Promise<Running> {
  buildServer();
  const port = await freePort();
  return startProcess({
    args: ['--enable-source-maps', 'dist/main.js'],
    cwd: serverDir,
    env: { HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    cpu,
    port,
    readyPath: '/healthz',
    timeoutMs: 300_000,
  });
}

function cannedResponseFile(response: { status: number; headers: Record<string, string>; body: Buffer }) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-baseline-')), 'response.json');
  const canned = {
    status: response.status,
    headers: response.headers,
    bodyBase64: response.body.toString('base64'),
  };
  fs.writeFileSync(file, JSON.stringify(canned));
  return file;
}

export function startBaseline(
  response: { status: number; headers: Record<string, string>; body: Buffer },
  cpu?: number,
) {
  return startProcess({
    args: ['--import', 'tsx', path.join(repoRoot, 'bench/lib/baseline-server.ts')],
    cwd: repoRoot,
    // In a file: a page of products is larger than an environment variable may be (E2BIG).
    env: { BASELINE_RESPONSE_FILE: cannedResponseFile(response) },
    cpu,
    portPattern: /baseline listening on (\d+)/,
  });
}

// `npm run bench [-- --seconds 5 --rounds 3 --connections 50 --curve 1,10,50,100 --only health,catalog-query]`
// Each scenario runs beside a baseline (bare node:http answering the same bytes), interleaved A B A B,
// with the servers on cpu 0 and this load generator on cpu 1 where taskset exists.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load, type LoadRequest, type LoadResult } from './lib/load';
import { repoRoot, startAtelierServer, startBaseline, type Running } from './lib/processes';
import { markdown, svgChart, type RunReport, type ScenarioResult } from './lib/report';
import type { BenchContext, Scenario } from './lib/scenario';
import { median, spreadPercent } from './lib/stats';

const PINNED = fs.existsSync('/usr/bin/taskset') && os.cpus().length >= 2;
if (PINNED && !process.env.BENCH_PINNED) {
  const child = spawnSync(
    '/usr/bin/taskset',
    ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PINNED: '1' },
    },
  );
  process.exit(child.status ?? 1);
}

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    curve: { type: 'string', default: '1,10,50,100' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const curve = values.curve
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const serverCpu = PINNED ? 0 : undefined;

async function loadScenarios(): Promise<Scenario[]> {
  const dir = path.join(repoRoot, 'bench/scenarios');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const only = values.only?.split(',');
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const { scenario } = (await import(path.join(dir, file))) as { scenario: Scenario };
    if (!only || only.includes(scenario.name)) scenarios.push(scenario);
  }
  return scenarios;
}

function contextFor(apiUrl: string, adminKey: string): BenchContext {
  return {
    apiUrl,
    adminKey,
    call: async (method, urlPath, body, headers) => {
      const res = await fetch(apiUrl + urlPath, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== 200)
        throw new Error(`${method} ${urlPath} answered ${res.status}: ${text.slice(0, 300)}`);
      return text ? JSON.parse(text) : {};
    },
  };
}

async function capture(url: string, request: LoadRequest) {
  const res = await fetch(url + request.path, {
    method: request.method,
    headers: { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
    body: request.body,
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200)
    throw new Error(
      `${request.method} ${request.path} answered ${res.status}: ${body.toString().slice(0, 300)}`,
    );
  return {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
    body,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function measure(scenario: Scenario, server: Running, ctx: BenchContext): Promise<ScenarioResult> {
  const request = await scenario.prepare(ctx);
  const baseline = await startBaseline(await capture(server.url, request), serverCpu);
  try {
    // Warm both up (JIT, connection pools, caches) before anything counts.
    await load(server.url, request, connections, 2);
    await load(baseline.url, request, connections, 2);
    const idle = server.rssMiB();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 250);
    const a: LoadResult[] = [];
    const b: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      a.push(await load(server.url, request, connections, seconds));
      b.push(await load(baseline.url, request, connections, seconds));
    }
    clearInterval(sampler);
    const points = [];
    for (const c of curve) {
      const curveSeconds = Math.max(2, Math.round(seconds / 2));
      points.push({
        connections: c,
        atelier: await load(server.url, request, c, curveSeconds),
        baseline: await load(baseline.url, request, c, curveSeconds),
      });
    }
    const summary = (results: LoadResult[]) => ({
      rounds: results,
      medianRps: Math.round(median(results.map((r) => r.rps))),
      spreadPercent: spreadPercent(results.map((r) => r.rps)),
      p50: round2(median(results.map((r) => r.p50))),
      p95: round2(median(results.map((r) => r.p95))),
      p99: round2(median(results.map((r) => r.p99))),
    });
    const failures = a.reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (failures > 0) throw new Error(`${scenario.name}: ${failures} failed requests under load`);
    const atelier = summary(a);
    const base = summary(b);
    return {
      name: scenario.name,
      description: scenario.description,
      connections,
      atelier,
      baseline: base,
      ratio: Math.round((atelier.medianRps / Math.max(1, base.medianRps)) * 1000) / 1000,
      curve: points,
      rssMiB: { idle, underLoad: peak },
    };
  } finally {
    await baseline.stop();
  }
}

/** The server seeds the demo catalog just after it starts listening: wait until it is there. */
async function waitForDemoCatalog(ctx: BenchContext) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const answer = (await ctx.call('POST', '/v1/products/query-platformized', {
      query: { paging: { limit: 1 } },
    })) as {
      metadata?: { total?: number };
    };
    if ((answer.metadata?.total ?? 0) >= 24) {
      await new Promise((r) => setTimeout(r, 1000));
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the demo catalog was not seeded in time');
}

async function main() {
  const scenarios = await loadScenarios();
  const adminKey = randomBytes(24).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  console.log(
    `Starting the Atelier server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})...`,
  );
  const scenarioEnv = Object.assign({}, ...scenarios.map((s) => s.serverEnv ?? {})) as Record<string, string>;
  const server = await startAtelierServer(
    { ...scenarioEnv, DATA_DIR: dataDir, ADMIN_API_KEY: adminKey },
    serverCpu,
  );
  await waitForDemoCatalog(contextFor(server.url, adminKey));
  const ctx = contextFor(server.url, adminKey);
  const report: RunReport = {
    date: new Date().toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    },
    seconds,
    rounds,
    scenarios: [],
    skipped: [],
  };
  try {
    for (const scenario of scenarios) {
      if (scenario.target === 'storefront') {
        report.skipped.push({ name: scenario.name, why: 'storefront scenarios need a storefront build' });
        continue;
      }
      console.log(`- ${scenario.name}: ${scenario.description}`);
      const result = await measure(scenario, server, ctx);
      report.scenarios.push(result);
      console.log(
        `  Atelier ${result.atelier.medianRps} req/s, baseline ${result.baseline.medianRps} req/s, ratio ${result.ratio}, p99 ${result.atelier.p99} ms`,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(values.out, { recursive: true });
  fs.writeFileSync(path.join(values.out, 'latest.json'), JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(values.out, 'latest.md'), markdown(report));
  fs.writeFileSync(path.join(values.out, 'latest.svg'), svgChart(report));
  console.log(`\n${markdown(report)}\nWritten to ${values.out}/latest.{json,md,svg}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

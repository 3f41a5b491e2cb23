// `npm run bench [-- --seconds 5 --rounds 3 --connections 50 --curve 1,10,50,100 --only health,catalog-query]`
// Each scenario runs beside a baseline (bare node:http answering the same bytes), interleaved A B A B,
// with the servers on cpu 0 and this load generator on cpu 1 where taskset exists.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startSeededServer } from './lib/demo-catalog';
import { measureBesideBaseline } from './lib/measure';
import { pinLoadGenerator } from './lib/pin';
import { repoRoot, type Running } from './lib/processes';
import { resultName } from './lib/result-name';
import { markdown, svgChart, type RunReport, type ScenarioResult } from './lib/report';
import type { BenchContext, Scenario } from './lib/scenario';
import { ensureBenchStorefront, startStorefront } from './lib/storefront';

const serverCpu = pinLoadGenerator();

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

/** One scenario on its target (the API server or the storefront), beside its baseline. */
async function measure(scenario: Scenario, target: Running, ctx: BenchContext): Promise<ScenarioResult> {
  const request = await scenario.prepare(ctx);
  const measured = await measureBesideBaseline(scenario.name, target, request, {
    connections,
    seconds,
    rounds,
    curve,
    baselineCpu: serverCpu,
  });
  return {
    name: scenario.name,
    description: scenario.description,
    connections,
    ...measured,
    target: scenario.target ?? 'api',
  };
}

async function main() {
  const scenarios = await loadScenarios();
  if (scenarios.length === 0) throw new Error(`no scenario matches --only ${values.only ?? ''}`);
  // Before any server starts: a build takes minutes of both cores.
  if (scenarios.some((s) => s.target === 'storefront')) await ensureBenchStorefront();
  const adminKey = randomBytes(24).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  console.log(
    `Starting the Atelier server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})...`,
  );
  const scenarioEnv = Object.assign({}, ...scenarios.map((s) => s.serverEnv ?? {})) as Record<string, string>;
  const server = await startSeededServer(
    { ...scenarioEnv, DATA_DIR: dataDir, ADMIN_API_KEY: adminKey },
    serverCpu,
  );
  const ctx = contextFor(server.url, adminKey);
  let storefront: Running | undefined;
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
    if (scenarios.some((s) => s.target === 'storefront')) {
      console.log('Starting the storefront (next start) ...');
      storefront = await startStorefront(server.url, serverCpu);
    }
    for (const scenario of scenarios) {
      console.log(`- ${scenario.name}: ${scenario.description}`);
      const target = scenario.target === 'storefront' ? storefront! : server;
      const result = await measure(scenario, target, ctx);
      report.scenarios.push(result);
      console.log(
        `  Atelier ${result.atelier.medianRps} req/s, baseline ${result.baseline.medianRps} req/s, ratio ${result.ratio}, p99 ${result.atelier.p99} ms`,
      );
    }
  } finally {
    await storefront?.stop();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(values.out, { recursive: true });
  const name = resultName(`api-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`);
  fs.writeFileSync(path.join(values.out, `${name}.json`), JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(values.out, `${name}.md`), markdown(report));
  fs.writeFileSync(path.join(values.out, `${name}.svg`), svgChart(report));
  console.log(`\n${markdown(report)}\nWritten to ${values.out}/${name}.{json,md,svg}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { load, type LoadRequest, type LoadResult } from './load';
import { startBaseline, type Running } from './processes';
import { median, spreadPercent } from './stats';

export interface Summary {
  rounds: LoadResult[];
  medianRps: number;
  spreadPercent: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface Measurement {
  atelier: Summary;
  baseline: Summary;
  ratio: number;
  curve: { connections: number; atelier: LoadResult; baseline: LoadResult }[];
  rssMiB: { idle: number; underLoad: number };
}

export interface MeasureOptions {
  connections: number;
  seconds: number;
  rounds: number;
  /** Concurrencies of the curve, each run once beside the baseline. */
  curve: number[];
  baselineCpu?: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function summarise(results: LoadResult[]): Summary {
  return {
    rounds: results,
    medianRps: Math.round(median(results.map((r) => r.rps))),
    spreadPercent: spreadPercent(results.map((r) => r.rps)),
    p50: round2(median(results.map((r) => r.p50))),
    p95: round2(median(results.map((r) => r.p95))),
    p99: round2(median(results.map((r) => r.p99))),
  };
}

/** The server's answer to the request, which the baseline then repeats byte for byte. */
export async function capture(url: string, request: LoadRequest) {
  const res = await fetch(url + request.path, {
    method: request.method,
    headers: {
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
      ...request.connectionHeaders?.[0],
    },
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

/**
 * Loads `server` with the request and a bare node:http baseline answering the same bytes,
 * interleaved A B A B for the rounds, then once per curve point; any failed request fails the run.
 */
export async function measureBesideBaseline(
  label: string,
  server: Running,
  request: LoadRequest,
  o: MeasureOptions,
): Promise<Measurement> {
  const baseline = await startBaseline(await capture(server.url, request), o.baselineCpu);
  // The baseline answers the same bytes to any path: it does not use up the server's prepared requests.
  const canned: LoadRequest = { ...request, rotate: undefined };
  try {
    await load(server.url, request, o.connections, 2);
    await load(baseline.url, canned, o.connections, 2);
    const idle = server.rssMiB();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 250);
    const a: LoadResult[] = [];
    const b: LoadResult[] = [];
    for (let round = 0; round < o.rounds; round++) {
      a.push(await load(server.url, request, o.connections, o.seconds));
      b.push(await load(baseline.url, canned, o.connections, o.seconds));
    }
    const curve = [];
    for (const c of o.curve) {
      const seconds = Math.max(2, Math.round(o.seconds / 2));
      curve.push({
        connections: c,
        atelier: await load(server.url, request, c, seconds),
        baseline: await load(baseline.url, canned, c, seconds),
      });
    }
    clearInterval(sampler);
    const failures = [...a, ...curve.map((p) => p.atelier)].reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (failures > 0) throw new Error(`${label}: ${failures} failed requests under load`);
    const atelier = summarise(a);
    const base = summarise(b);
    return {
      atelier,
      baseline: base,
      ratio: Math.round((atelier.medianRps / Math.max(1, base.medianRps)) * 1000) / 1000,
      curve,
      rssMiB: { idle, underLoad: peak },
    };
  } finally {
    await baseline.stop();
  }
}

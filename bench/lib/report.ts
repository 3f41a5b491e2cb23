import type { LoadResult } from './load';
import type { Measurement } from './measure';

export interface ScenarioResult extends Measurement {
  name: string;
  description: string;
  connections: number;
  target?: 'api' | 'storefront';
}

export interface RunReport {
  date: string;
  command: string;
  machine: { cpus: number; node: string; database: string };
  seconds: number;
  rounds: number;
  scenarios: ScenarioResult[];
  skipped: { name: string; why: string }[];
}

export function markdown(report: RunReport): string {
  const lines = [
    `# Benchmark results — ${report.date}`,
    '',
    `Command: \`${report.command}\` · ${report.machine.cpus} cores · Node ${report.machine.node} · database ${report.machine.database}`,
    `Each figure is the median of ${report.rounds} interleaved rounds (Atelier, baseline, Atelier, baseline, ...) of ${report.seconds} s.`,
    'Baseline: a bare node:http server answering the same bytes. Ratio = Atelier req/s ÷ baseline req/s.',
    '',
    '| scenario | conns | Atelier req/s (spread) | baseline req/s (spread) | ratio | p50 ms | p95 ms | p99 ms | baseline p99 ms | RSS idle / load MiB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of report.scenarios) {
    lines.push(
      `| ${s.name} | ${s.connections} | ${s.atelier.medianRps} (±${s.atelier.spreadPercent}%) | ${s.baseline.medianRps} (±${s.baseline.spreadPercent}%) | ${s.ratio} | ${s.atelier.p50} | ${s.atelier.p95} | ${s.atelier.p99} | ${s.baseline.p99} | ${s.rssMiB.idle} / ${s.rssMiB.underLoad}${s.target === 'storefront' ? ' (storefront)' : ''} |`,
    );
  }
  lines.push(
    '',
    'RSS is that of the process answering: the API server, or the storefront (`next start` and its children) where marked.',
  );
  for (const s of report.skipped) lines.push('', `Skipped ${s.name}: ${s.why}`);
  lines.push('', 'Concurrency curves: see the SVG chart beside this file.', '');
  return lines.join('\n');
}

const COLOURS = ['#8a4b2a', '#2f5d62', '#6b5b95', '#b08d57', '#3b6e3b', '#9b2c2c'];

/** Two panels: throughput and p99 latency against concurrency, solid Atelier and dashed baseline. */
export function svgChart(report: RunReport): string {
  const width = 900;
  const height = 360;
  const panel = (x0: number, title: string, pick: (r: LoadResult) => number) => {
    const w = 380;
    const h = 250;
    const y0 = 60;
    const all = report.scenarios.flatMap((s) => s.curve.flatMap((c) => [pick(c.atelier), pick(c.baseline)]));
    const max = Math.max(1, ...all);
    const conns = [...new Set(report.scenarios.flatMap((s) => s.curve.map((c) => c.connections)))].sort(
      (a, b) => a - b,
    );
    const xOf = (c: number) => x0 + (conns.length <= 1 ? w / 2 : (conns.indexOf(c) / (conns.length - 1)) * w);
    const yOf = (v: number) => y0 + h - (v / max) * h;
    const parts = [
      `<text x="${x0}" y="${y0 - 20}" font-size="14" font-weight="600">${title}</text>`,
      `<line x1="${x0}" y1="${y0 + h}" x2="${x0 + w}" y2="${y0 + h}" stroke="#999"/>`,
      `<line x1="${x0}" y1="${y0}" x2="${x0}" y2="${y0 + h}" stroke="#999"/>`,
      `<text x="${x0 - 6}" y="${y0 + 4}" font-size="10" text-anchor="end">${Math.round(max)}</text>`,
      ...conns.map(
        (c) => `<text x="${xOf(c)}" y="${y0 + h + 14}" font-size="10" text-anchor="middle">${c}</text>`,
      ),
      `<text x="${x0 + w / 2}" y="${y0 + h + 30}" font-size="11" text-anchor="middle">connections</text>`,
    ];
    report.scenarios.forEach((s, i) => {
      const colour = COLOURS[i % COLOURS.length];
      for (const [key, dash] of [
        ['atelier', ''],
        ['baseline', ' stroke-dasharray="5 4"'],
      ] as const) {
        const points = s.curve.map((c) => `${xOf(c.connections)},${yOf(pick(c[key]))}`).join(' ');
        parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2"${dash} points="${points}"/>`);
      }
    });
    return parts.join('\n');
  };
  const legend = report.scenarios
    .map(
      (s, i) =>
        `<text x="${20 + i * 140}" y="${height - 8}" font-size="11" fill="${COLOURS[i % COLOURS.length]}">■ ${s.name}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
${panel(60, 'Throughput (req/s) — solid Atelier, dashed baseline', (r) => r.rps)}
${panel(500, 'p99 latency (ms)', (r) => r.p99)}
${legend}
</svg>
`;
}

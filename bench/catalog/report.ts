import type { Measurement, MeasureOptions } from '../lib/measure';

export interface CatalogResult extends Measurement {
  database: string;
  size: number | 'demo';
  request: string;
}

export interface CatalogReport {
  date: string;
  command: string;
  /** embeddedSelectOneMicros: the machine's speed at the embedded database's smallest call (older reports lack it). */
  machine: { cpus: number; node: string; embeddedSelectOneMicros?: number };
  options: MeasureOptions;
  results: CatalogResult[];
}

const sizeLabel = (size: number | 'demo') => (size === 'demo' ? 'demo (26)' : size.toLocaleString('en-US'));

const machineReference = (report: CatalogReport) =>
  report.machine.embeddedSelectOneMicros === undefined
    ? ''
    : ` · machine reference: ${report.machine.embeddedSelectOneMicros} µs per embedded \`select 1\` (in-memory PGlite through the server's client; compare runs on different machines by it)`;

/** The report as Markdown; `name` is the results' file name, which its chart shares. */
export function catalogMarkdown(report: CatalogReport, name: string): string {
  const o = report.options;
  const curve = o.curve.filter((c) => c !== o.connections);
  const lines = [
    `# Catalog benchmark — ${report.date}`,
    '',
    `Command: \`${report.command}\` · ${report.machine.cpus} cores · Node ${report.machine.node}${machineReference(report)}`,
    `POST /v1/products/query-platformized, a page of 50, as a shopper. ${o.connections} connections, median of ${o.rounds} interleaved rounds of ${o.seconds} s beside a bare node:http server answering the same bytes (ratio = Atelier req/s ÷ baseline req/s). No result cache: the database answers every listing (its page, order and count); a shopper's documents come from the server's document cache when the database answers the version it holds (SHOPPER_DOC_CACHE_MB=32), or from the database on rows marked "no document cache" (SHOPPER_DOC_CACHE_MB=0).`,
    '',
    `| database | products | listing | req/s (spread) | baseline req/s | ratio | p50 ms | p95 ms | p99 ms | ${curve.map((c) => `p95 ms at ${c} conn`).join(' | ')} | RSS idle / load MiB |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | ${curve.map(() => '---').join(' | ')} | --- |`,
  ];
  for (const r of report.results) {
    const atCurve = curve.map((c) => r.curve.find((p) => p.connections === c)?.atelier.p95 ?? '–');
    lines.push(
      `| ${r.database} | ${sizeLabel(r.size)} | ${r.request} | ${r.atelier.medianRps} (±${r.atelier.spreadPercent}%) | ${r.baseline.medianRps} | ${r.ratio} | ${r.atelier.p50} | ${r.atelier.p95} | ${r.atelier.p99} | ${atCurve.join(' | ')} | ${r.rssMiB.idle} / ${r.rssMiB.underLoad} |`,
    );
  }
  lines.push('', `Scale curve (p95 against catalog size): ${name}.svg beside this file.`, '');
  return lines.join('\n');
}

const COLOURS = ['#8a4b2a', '#2f5d62', '#6b5b95', '#b08d57'];

/** p95 latency at the run's connections against catalog size (log scale), one line per database and listing. */
export function scaleChart(report: CatalogReport): string {
  const sized = report.results.filter((r) => r.size !== 'demo') as (CatalogResult & { size: number })[];
  const sizes = [...new Set(sized.map((r) => r.size))].sort((a, b) => a - b);
  const series = [...new Set(sized.map((r) => `${r.database} · ${r.request}`))];
  const [x0, y0, w, h] = [70, 50, 560, 260];
  const max = Math.max(1, ...sized.map((r) => r.atelier.p95));
  const logs = sizes.map(Math.log10);
  const [lo, hi] = [Math.min(...logs), Math.max(...logs)];
  const xOf = (s: number) => x0 + (hi === lo ? w / 2 : ((Math.log10(s) - lo) / (hi - lo)) * w);
  const yOf = (v: number) => y0 + h - (v / max) * h;
  const parts = [
    `<text x="${x0}" y="30" font-size="14" font-weight="600">p95 latency (ms) at ${report.options.connections} connections against catalog size</text>`,
    `<line x1="${x0}" y1="${y0 + h}" x2="${x0 + w}" y2="${y0 + h}" stroke="#999"/>`,
    `<line x1="${x0}" y1="${y0}" x2="${x0}" y2="${y0 + h}" stroke="#999"/>`,
    `<text x="${x0 - 6}" y="${y0 + 4}" font-size="10" text-anchor="end">${Math.round(max)}</text>`,
    `<text x="${x0 - 6}" y="${y0 + h}" font-size="10" text-anchor="end">0</text>`,
    ...sizes.map(
      (s) =>
        `<text x="${xOf(s)}" y="${y0 + h + 14}" font-size="10" text-anchor="middle">${s.toLocaleString('en-US')}</text>`,
    ),
    `<text x="${x0 + w / 2}" y="${y0 + h + 32}" font-size="11" text-anchor="middle">products</text>`,
  ];
  series.forEach((name, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const points = sized
      .filter((r) => `${r.database} · ${r.request}` === name)
      .sort((a, b) => a.size - b.size)
      .map((r) => `${xOf(r.size)},${yOf(r.atelier.p95)}`)
      .join(' ');
    parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points}"/>`);
    parts.push(
      `<text x="${x0 + w + 20}" y="${y0 + 16 + i * 18}" font-size="11" fill="${colour}">■ ${name}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="360" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
${parts.join('\n')}
</svg>
`;
}

import { CATEGORIES, type Category } from './audit';
import { BUDGETS, FIRST_LOAD_JS_BUDGET, HTML_BUDGET_BYTES, LCP_BUDGET_MS, type PageSummary } from './budgets';
import type { RouteJs } from './first-load-js';

export interface LighthouseReport {
  date: string;
  command: string;
  machine: {
    cpus: number;
    /** 1-minute load average when the runs started: other work on the machine skews performance. */
    loadAverage: number;
    node: string;
    chromium: string;
    /** Median of Lighthouse's own CPU benchmark over all runs (higher is faster). */
    benchmarkIndex: number;
  };
  lighthouse: { version: string; preset: string; runsPerPage: number; warmupsPerPage: number };
  budgets: Record<Category, number>;
  pages: PageSummary[];
  budgetMisses: string[];
  firstLoadJs: {
    note: string;
    next: string;
    react: string;
    bare: RouteJs;
    storefront: RouteJs[];
  };
}

const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function scoreCell(page: PageSummary, category: Category): string {
  const score = page.scores[category];
  const exempt = page.personal && category === 'seo';
  const mark = score >= BUDGETS[category] ? '' : exempt ? ' (noindex)' : ' ✗';
  return `${score}${mark} <sub>(${page.allScores[category].join(', ')})</sub>`;
}

export function markdown(report: LighthouseReport): string {
  const { machine, lighthouse, firstLoadJs } = report;
  const lines = [
    `# Storefront Lighthouse results — ${report.date}`,
    '',
    `Command: \`${report.command}\`. Lighthouse ${lighthouse.version}, ${lighthouse.preset}; ` +
      `${plural(lighthouse.runsPerPage, 'run')} per page after ${plural(lighthouse.warmupsPerPage, 'discarded warm-up')}, medians shown ` +
      `(every run in brackets). ${machine.chromium}, Node ${machine.node}, ${machine.cpus} CPUs, ` +
      `load average ${machine.loadAverage} at the start, Lighthouse benchmark index ${machine.benchmarkIndex}.`,
    '',
    `Budgets: ${CATEGORIES.map((c) => `${LABELS[c]} ≥ ${BUDGETS[c]}`).join(', ')}, LCP ≤ ${LCP_BUDGET_MS / 1000} s ` +
      `on every page; HTML ≤ ${HTML_BUDGET_BYTES / 1000} KB (uncompressed) on home, list and product; first-load ` +
      `JavaScript ≤ ${FIRST_LOAD_JS_BUDGET}x the bare Next page's on every shop route.`,
    '',
    `| Page | ${CATEGORIES.map((c) => LABELS[c]).join(' | ')} | LCP | TBT | CLS | HTML |`,
    `|---|${CATEGORIES.map(() => '---:').join('|')}|---:|---:|---:|---:|`,
    ...report.pages.map(
      (page) =>
        `| ${page.name} \`${page.path}\` | ${CATEGORIES.map((c) => scoreCell(page, c)).join(' | ')} | ` +
        `${(page.lcpMs / 1000).toFixed(2)} s${page.lcpMs > LCP_BUDGET_MS ? ' ✗' : ''} | ${page.tbtMs} ms | ${page.cls} | ` +
        `${page.htmlBytes === undefined ? '' : `${(page.htmlBytes / 1000).toFixed(1)} KB${page.htmlBytes > HTML_BUDGET_BYTES ? ' ✗' : ''}`} |`,
    ),
    '',
    report.budgetMisses.length === 0
      ? 'Every page is within its budgets.'
      : `Budgets missed:\n\n${report.budgetMisses.map((miss) => `- ${miss}`).join('\n')}`,
    '',
    '## Audits that did not pass',
    '',
    ...report.pages.flatMap((page) => [
      `- ${page.name}:${page.failedAudits.length === 0 ? ' none' : ''}`,
      ...page.failedAudits.map((audit) => `  - ${audit}`),
      ...page.warnings.map((warning) => `  - warning: ${warning}`),
    ]),
    '',
    '## First-load JavaScript',
    '',
    `${firstLoadJs.note} Next ${firstLoadJs.next}, React ${firstLoadJs.react}.`,
    '',
    '| Route | gzip | beyond the bare page | × bare | uncompressed | chunks |',
    '|---|---:|---:|---:|---:|---:|',
    `| bare Next page \`/\` | ${kib(firstLoadJs.bare.gzipBytes)} KiB | — | 1.00 | ${kib(firstLoadJs.bare.rawBytes)} KiB | ${firstLoadJs.bare.chunks} |`,
    ...firstLoadJs.storefront.map(
      (route) =>
        `| \`${route.route}\` | ${kib(route.gzipBytes)} KiB | +${kib(route.gzipBytes - firstLoadJs.bare.gzipBytes)} KiB | ` +
        `${(route.gzipBytes / firstLoadJs.bare.gzipBytes).toFixed(2)} | ${kib(route.rawBytes)} KiB | ${route.chunks} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

import { median } from '../lib/stats';
import { CATEGORIES, type Category, type RunFigures } from './audit';
import type { RouteJs } from './first-load-js';

/** Lowest acceptable median score per category. */
export const BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
};

/** Largest acceptable median Largest Contentful Paint, on every page. */
export const LCP_BUDGET_MS = 2000;
/** Largest acceptable document (uncompressed HTML) of the catalog pages: home, list and product. */
export const HTML_BUDGET_BYTES = 120_000;
/** Largest acceptable first-load JavaScript (gzip) of a shop route, as a multiple of the bare Next page's. */
export const FIRST_LOAD_JS_BUDGET = 1.2;

/**
 * Routes that are not the shop's: the operator's outbox page and the merchant's dashboard, whose code loads only
 * under /admin and never on a shopper's page.
 */
const notShop = (route: string) =>
  route.startsWith('/dev/') || route === '/admin' || route.startsWith('/admin/');

export interface PageSummary {
  name: string;
  path: string;
  runs: number;
  /** Median of each category score over the runs. */
  scores: Record<Category, number>;
  /** Every run's scores, in run order, to show how noisy they were. */
  allScores: Record<Category, number[]>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's HTML as `next start` sends it, uncompressed, when HTML_BUDGET_BYTES applies to it. */
  htmlBytes?: number;
  /**
   * A shopper's own page (cart, checkout, order): it asks search engines not to index it (`noindex`), which
   * Lighthouse's SEO category counts against it (is-crawlable), so the SEO budget is not applied to it.
   */
  personal?: boolean;
  /** Audits that failed in at least one run, with how many runs they failed in. */
  failedAudits: string[];
  warnings: string[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Medians over the runs of one page, and the audits that held its scores down. */
export function summarise(name: string, path: string, runs: RunFigures[]): PageSummary {
  if (runs.length === 0) throw new Error(`no Lighthouse runs for ${name}`);
  const allScores = Object.fromEntries(
    CATEGORIES.map((category) => [category, runs.map((run) => run.scores[category])]),
  ) as Record<Category, number[]>;
  const failures = new Map<string, number>();
  for (const run of runs) {
    for (const [category, audits] of Object.entries(run.failed)) {
      for (const audit of audits) {
        const key = `${category} › ${audit}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  }
  return {
    name,
    path,
    runs: runs.length,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median(allScores[category])]),
    ) as Record<Category, number>,
    allScores,
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    cls: round(median(runs.map((run) => run.cls)), 3),
    failedAudits: [...failures].map(([audit, count]) => `${audit} (${count}/${runs.length} runs)`).sort(),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

/**
 * One line per budget missed: a median score, a median LCP, a catalog page's HTML, a shop route's first-load
 * JavaScript beside the bare page's. Empty when every page is within budget.
 */
export function budgetMisses(pages: PageSummary[], js: { bare: RouteJs; storefront: RouteJs[] }): string[] {
  const pageMisses = pages.flatMap((page) => [
    ...CATEGORIES.filter(
      (category) => page.scores[category] < BUDGETS[category] && !(page.personal && category === 'seo'),
    ).map(
      (category) =>
        `${page.name} (${page.path}): ${category} ${page.scores[category]} < ${BUDGETS[category]}`,
    ),
    ...(page.lcpMs > LCP_BUDGET_MS
      ? [`${page.name} (${page.path}): LCP ${page.lcpMs} ms > ${LCP_BUDGET_MS} ms`]
      : []),
    ...(page.htmlBytes !== undefined && page.htmlBytes > HTML_BUDGET_BYTES
      ? [`${page.name} (${page.path}): HTML ${page.htmlBytes} bytes > ${HTML_BUDGET_BYTES}`]
      : []),
  ]);
  const jsMisses = js.storefront
    .filter((route) => !notShop(route.route) && route.gzipBytes > js.bare.gzipBytes * FIRST_LOAD_JS_BUDGET)
    .map(
      (route) =>
        `${route.route}: first-load JS ${(route.gzipBytes / js.bare.gzipBytes).toFixed(2)}x the bare page > ${FIRST_LOAD_JS_BUDGET}x`,
    );
  return [...pageMisses, ...jsMisses];
}

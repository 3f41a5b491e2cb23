import { median } from '../lib/stats';
import { CATEGORIES, type Category, type RunFigures } from './audit';

/** Lowest acceptable median score per category (issue: performance 90, the others 95). */
export const BUDGETS: Record<Category, number> = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
};

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

/** One line per median score below its budget; empty when every page is within budget. */
export function budgetMisses(pages: PageSummary[]): string[] {
  return pages.flatMap((page) =>
    CATEGORIES.filter((category) => page.scores[category] < BUDGETS[category]).map(
      (category) =>
        `${page.name} (${page.path}): ${category} ${page.scores[category]} < ${BUDGETS[category]}`,
    ),
  );
}

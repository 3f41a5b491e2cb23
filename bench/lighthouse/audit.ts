import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunFigures {
  /** Category scores, 0-100. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that did not pass, per category other than performance: why a score is below 100. */
  failed: Record<Exclude<Category, 'performance'>, string[]>;
  warnings: string[];
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
}

/** Audits that count towards a category and did not pass (manual and not-applicable ones excluded). */
function failedAudits(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) return [];
    if (audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'notApplicable') return [];
    return [`${ref.id}: ${audit.title}`];
  });
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
}

/** Extracts what the budgets and the report need from one Lighthouse result. */
export function figures(lhr: Result): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      if (score === null || score === undefined) throw new Error(`Lighthouse gave no ${category} score`);
      return [category, Math.round(score * 100)];
    }),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    failed: {
      accessibility: failedAudits(lhr, 'accessibility'),
      'best-practices': failedAudits(lhr, 'best-practices'),
      seo: failedAudits(lhr, 'seo'),
    },
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse run of the default configuration (the mobile preset: a mid-range phone, simulated
 * slow 4G and a 4x slower CPU) in a fresh Chromium with its own throw-away profile. `cookie`: the shopper's
 * session for a personal page, sent with every request.
 */
export async function runLighthouse(url: string, cookie?: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

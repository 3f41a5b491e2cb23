// `npm run lighthouse -w @atelier/bench [-- --runs 5 --warmups 1 --rebuild]`
// Lighthouse (mobile preset) on the shop's pages of the production storefront: home, list and a product page,
// and the personal ones with a shopper's session (a visitor's cart with a line and its checkout, a member's
// order placed and their orders; shoppers.ts), the medians of `--runs` runs each against the budgets, the
// catalog pages' HTML, and the first-load JavaScript of every route beside a bare Next page built with the
// same versions. Writes bench/results/lighthouse-<date>-<commit>.{json,md}; exits 1 when
// a budget is missed. Run it on a quiet machine: performance scores follow the CPU.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureStorefrontBuild, STOREFRONT_DIR } from '../../e2e/support/storefront-build';
import { repoRoot } from '../lib/processes';
import { resultName } from '../lib/result-name';
import { median } from '../lib/stats';
import { CHROMIUM_PATH } from '../../e2e/support/chromium';
import { figures, runLighthouse, type RunFigures } from './audit';
import { BUDGETS, budgetMisses, summarise } from './budgets';
import { BARE_APP_DIR, ensureBareBuild, firstLoadJs, frameworkVersions } from './first-load-js';
import { markdown, type LighthouseReport } from './report';
import { makeShoppers } from './shoppers';
import { startStack } from './stack';

interface AuditedPage {
  name: string;
  path: string;
  /** The shopper's session cookies, for a personal page. */
  cookie?: string;
  /** Whether its HTML is measured against HTML_BUDGET_BYTES (the catalog pages). */
  html?: boolean;
}

/** The document as `next start` sends it to a new visitor, uncompressed (fetch undoes the gzip). */
async function htmlBytes(url: string): Promise<number> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.byteLength(await response.text());
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    warmups: { type: 'string', default: '1' },
    rebuild: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results') },
  },
});
const runs = Number(values.runs);
const warmups = Number(values.warmups);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(warmups) || warmups < 0) {
  throw new Error('--runs must be a whole number from 1, --warmups one from 0');
}
/** Every run's full Lighthouse report, to look into a score (git-ignored). */
const rawDir = path.join(values.out, 'tmp/lighthouse');

async function measurePages(pages: AuditedPage[], baseUrl: string) {
  const results = new Map<string, RunFigures[]>(pages.map((page) => [page.name, []]));
  let lighthouseVersion = '';
  // Rounds go through every page in turn, so a noisy minute on the machine spreads over all of them.
  for (let round = 1 - warmups; round <= runs; round++) {
    for (const page of pages) {
      const label = round < 1 ? 'warm-up' : `run ${round}/${runs}`;
      const lhr = await runLighthouse(baseUrl + page.path, page.cookie);
      const run = figures(lhr);
      lighthouseVersion = lhr.lighthouseVersion;
      console.log(
        `[lighthouse] ${page.name} ${label}: ${Object.entries(run.scores)
          .map(([category, score]) => `${category} ${score}`)
          .join(', ')}; LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`,
      );
      if (round < 1) continue;
      results.get(page.name)!.push(run);
      fs.writeFileSync(path.join(rawDir, `${page.name}-${round}.json`), JSON.stringify(lhr));
    }
  }
  return { results, lighthouseVersion };
}

async function main() {
  fs.mkdirSync(rawDir, { recursive: true });
  await ensureStorefrontBuild({ force: values.rebuild, label: 'lighthouse' });
  await ensureBareBuild(values.rebuild);
  const storefrontJs = firstLoadJs(STOREFRONT_DIR);
  const bare = firstLoadJs(BARE_APP_DIR).find((route) => route.route === '/');
  if (!bare) throw new Error('the bare Next page has no / route in its build');

  const versions = frameworkVersions();
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
  const stack = await startStack();
  let measured: Awaited<ReturnType<typeof measurePages>>;
  let pages: AuditedPage[];
  const html = new Map<string, number>();
  try {
    console.log(`[lighthouse] storefront ${stack.storefrontUrl}, server ${stack.apiUrl}`);
    const shoppers = await makeShoppers(stack.apiUrl, stack.adminKey, stack.simpleProductIds);
    pages = [
      { name: 'home', path: '/', html: true },
      { name: 'list', path: '/list', html: true },
      { name: 'product', path: stack.productPath, html: true },
      { name: 'cart', path: '/cart', cookie: shoppers.visitor.cookie },
      { name: 'checkout', path: shoppers.checkoutPath, cookie: shoppers.visitor.cookie },
      { name: 'success', path: shoppers.successPath, cookie: shoppers.member.cookie },
      { name: 'orders', path: '/profile/orders', cookie: shoppers.member.cookie },
    ];
    for (const page of pages.filter((p) => p.html)) {
      // The second answer: the first may be the render that fills the page cache.
      await htmlBytes(stack.storefrontUrl + page.path);
      html.set(page.name, await htmlBytes(stack.storefrontUrl + page.path));
    }
    measured = await measurePages(pages, stack.storefrontUrl);
  } finally {
    await stack.stop();
  }

  const args = process.argv.slice(2);
  const summaries = pages.map((page) => ({
    ...summarise(page.name, page.path, measured.results.get(page.name)!),
    ...(html.has(page.name) ? { htmlBytes: html.get(page.name)! } : {}),
    ...(page.cookie ? { personal: true } : {}),
  }));
  const allRuns = [...measured.results.values()].flat();
  const report: LighthouseReport = {
    date: new Date().toISOString(),
    command: ['npm run lighthouse -w @atelier/bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' '),
    machine: {
      cpus: os.cpus().length,
      loadAverage,
      node: process.version,
      chromium: execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim(),
      benchmarkIndex: Math.round(median(allRuns.map((run) => run.benchmarkIndex))),
    },
    lighthouse: {
      version: measured.lighthouseVersion,
      preset: 'mobile preset (default config: emulated mid-range phone, simulated slow 4G, 4x CPU slowdown)',
      runsPerPage: runs,
      warmupsPerPage: warmups,
    },
    budgets: BUDGETS,
    pages: summaries,
    budgetMisses: budgetMisses(summaries, { bare, storefront: storefrontJs }),
    firstLoadJs: {
      note:
        'Every JavaScript chunk a route loads before it hydrates (from .next/diagnostics/route-bundle-stats.json), ' +
        'each gzipped at zlib’s default level; the bare page is one App Router page with no client code.',
      next: versions.next,
      react: versions.react,
      bare,
      storefront: storefrontJs,
    },
  };
  const name = resultName('lighthouse');
  fs.writeFileSync(path.join(values.out, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(values.out, `${name}.md`), markdown(report));
  console.log(markdown(report));
  if (report.budgetMisses.length > 0) {
    console.error(`[lighthouse] budgets missed:\n  ${report.budgetMisses.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

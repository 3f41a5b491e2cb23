// `npx tsx bench/lighthouse/bare-page.ts [--runs 3]`
// The baseline of the Lighthouse figures: a bare Next page (bench/next-bare, the same Next and React) served by
// `next start` and measured by the same Lighthouse, mobile preset, as the shop's pages. What it scores on a
// machine is the most any page can score there: read the shop's figures beside it, from the same hour.
import { parseArgs } from 'node:util';
import { nextBin } from '../../e2e/support/storefront-build';
import { freePort, startProcess } from '../lib/processes';
import { median } from '../lib/stats';
import { figures, runLighthouse } from './audit';
import { BARE_APP_DIR, ensureBareBuild } from './first-load-js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');

await ensureBareBuild();
const port = await freePort();
const bare = await startProcess({
  args: [nextBin(), 'start', '--port', String(port), '--hostname', '127.0.0.1'],
  cwd: BARE_APP_DIR,
  env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  port,
  readyPath: '/',
  timeoutMs: 120_000,
});
try {
  const url = `http://127.0.0.1:${port}/`;
  figures(await runLighthouse(url)); // warm-up
  const measured = [];
  for (let run = 1; run <= runs; run += 1) {
    const one = figures(await runLighthouse(url));
    measured.push(one);
    console.log(
      `[bare page] run ${run}/${runs}: performance ${one.scores.performance}; LCP ${Math.round(one.lcpMs)} ms, ` +
        `TBT ${Math.round(one.tbtMs)} ms; benchmark index ${one.benchmarkIndex}`,
    );
  }
  console.log(
    `[bare page] medians of ${runs}: performance ${median(measured.map((m) => m.scores.performance))}, ` +
      `LCP ${Math.round(median(measured.map((m) => m.lcpMs)))} ms`,
  );
} finally {
  await bare.stop();
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { run } from './processes';
import { REPO_ROOT } from './paths';

// The production build of the storefront that the browser journeys and the Lighthouse script run against.

export const STOREFRONT_DIR = path.join(REPO_ROOT, 'apps/storefront');

/** The `next` CLI the storefront depends on (the workspace's own copy). */
export const nextBin = (): string =>
  createRequire(path.join(STOREFRONT_DIR, 'package.json')).resolve('next/dist/bin/next');

/** Newest modification time of the files a storefront build depends on (tests excluded). */
function newestSource(): number {
  const roots = ['app', 'components', 'lib', 'public', 'next.config.ts', 'package.json', 'tsconfig.json'].map(
    (entry) => path.join(STOREFRONT_DIR, entry),
  );
  roots.push(path.join(REPO_ROOT, 'packages/sdk/src'));
  let newest = 0;
  const visit = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    } else if (!/\.test\.tsx?$/.test(file)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  roots.forEach(visit);
  return newest;
}

/** Why the storefront needs a (re)build, or undefined when its build is current. */
function staleness(force: boolean): string | undefined {
  if (force) return 'a build was asked for';
  const buildId = path.join(STOREFRONT_DIR, '.next/BUILD_ID');
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  if (built === 0) return 'no build yet';
  return newestSource() > built ? 'sources changed since the last build' : undefined;
}

/** Builds the storefront when there is no build yet, when its sources changed since, or when `force` is set. */
export async function ensureStorefrontBuild({ force = false, label = 'build' } = {}): Promise<void> {
  const reason = staleness(force);
  if (!reason) return;
  console.log(`[${label}] building the storefront (${reason}) ...`);
  await run(process.execPath, [nextBin(), 'build'], STOREFRONT_DIR, {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  });
}

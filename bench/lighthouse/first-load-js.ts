import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { run } from '../../e2e/support/processes';
import { nextBin, STOREFRONT_DIR } from '../../e2e/support/storefront-build';

// First-load JavaScript per route: the chunks a browser fetches before a page can hydrate. Next 16
// lists them, with their uncompressed total, in .next/diagnostics/route-bundle-stats.json; what
// travels is gzip, so each chunk is gzipped here (zlib's default level, as `next start` sends them).

export const BARE_APP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../next-bare');

export interface RouteJs {
  route: string;
  chunks: number;
  rawBytes: number;
  gzipBytes: number;
}

interface RouteBundleStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

/** The first-load JavaScript of every route of a built Next app, largest first. */
export function firstLoadJs(appDir: string): RouteJs[] {
  const statsFile = path.join(appDir, '.next/diagnostics/route-bundle-stats.json');
  if (!fs.existsSync(statsFile)) throw new Error(`${statsFile} is missing: is ${appDir} built with Next 16?`);
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as RouteBundleStats[];
  const gzipped = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (chunk: string) => {
    let size = gzipped.get(chunk);
    if (!size) {
      const bytes = fs.readFileSync(path.join(appDir, chunk));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      gzipped.set(chunk, size);
    }
    return size;
  };
  return stats
    .map(({ route, firstLoadChunkPaths }) => {
      const sizes = [...new Set(firstLoadChunkPaths)].map(sizeOf);
      return {
        route,
        chunks: sizes.length,
        rawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
        gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route));
}

/** Newest modification time below `dir`, skipping its build output. */
function newestFile(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'node_modules') continue;
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(file) : fs.statSync(file).mtimeMs);
  }
  return newest;
}

/** The versions a build is made with: the workspace's `next`, `react` and `react-dom`. */
export function frameworkVersions(): { next: string; react: string; reactDom: string } {
  const require = createRequire(path.join(STOREFRONT_DIR, 'package.json'));
  const version = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;
  return { next: version('next'), react: version('react'), reactDom: version('react-dom') };
}

/**
 * Builds the bare Next page (one App Router page, nothing else) with the workspace's own `next`,
 * `react` and `react-dom`, unless its build is newer than its sources and was made with those versions.
 */
export async function ensureBareBuild(force = false): Promise<void> {
  const buildId = path.join(BARE_APP_DIR, '.next/BUILD_ID');
  const stamp = path.join(BARE_APP_DIR, '.next/framework-versions.json');
  const versions = JSON.stringify(frameworkVersions());
  const current =
    fs.existsSync(buildId) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === versions &&
    fs.statSync(buildId).mtimeMs > newestFile(BARE_APP_DIR);
  if (current && !force) return;
  console.log('[lighthouse] building the bare Next page ...');
  await run(process.execPath, [nextBin(), 'build'], BARE_APP_DIR, {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  });
  fs.writeFileSync(stamp, versions);
}

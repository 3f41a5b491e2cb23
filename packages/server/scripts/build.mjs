#!/usr/bin/env node
// `npm run build -w @atelier/server`: compiles the server to ESM JavaScript in dist/ (main.js, seed.js,
// import.js, create-owner.js and their shared chunks, each with a source map), with the migrations beside them, where
// src/db/open.ts finds them relative to its own module. Packages stay imports from node_modules.
// esbuild, not tsc: the sources import without file extensions (moduleResolution "bundler"), which Node's
// ESM loader does not resolve; tsc still checks the types (`npm run typecheck`).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

const started = performance.now();
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts', 'src/seed.ts', 'src/import.ts', 'src/create-owner.ts'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
if (!process.argv.includes('--quiet')) {
  console.log(
    `Built the server into ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms`,
  );
}

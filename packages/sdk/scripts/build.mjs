#!/usr/bin/env node
// `npm run build -w @atelier/sdk` (and `npm pack`): the SDK as ESM JavaScript with declarations in dist/.
// tsc compiles src/ (tests left out); the sources import without file extensions (moduleResolution
// "bundler", as the storefront and vitest read them), which Node's ESM loader and TypeScript's node16 /
// nodenext resolution refuse, so each relative specifier of the output then gets the file it names:
// './client' -> './client.js', './auth' -> './auth/index.js'.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(sdkDir, 'dist');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

fs.rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: sdkDir, stdio: 'inherit' });

// Relative specifiers after `from` or in `import(...)`: './x', '../x', and '..' (tsc writes import("..") types).
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.\.?(?:\/[^'"]*)?)\2/g;

function withExtension(file, specifier) {
  if (/\.js$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (fs.existsSync(`${target}.js`)) return `${specifier}.js`;
  if (fs.existsSync(path.join(target, 'index.js'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(sdkDir, file)}: nothing in dist/ for "${specifier}"`);
}

function visit(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) visit(file);
    else if (/\.(js|d\.ts)$/.test(entry.name)) {
      const text = fs.readFileSync(file, 'utf8');
      const fixed = text.replace(
        SPECIFIER,
        (_, lead, quote, spec) => `${lead}${quote}${withExtension(file, spec)}${quote}`,
      );
      if (fixed !== text) fs.writeFileSync(file, fixed);
    }
  }
}
visit(dist);

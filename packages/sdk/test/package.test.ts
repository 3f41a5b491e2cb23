import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../server/src/modules/catalog/demo/seed';
import { startTestApp, type TestApp } from '../../server/test/helpers';

// The SDK as a storefront outside this repository gets it: built, packed by `npm pack`, installed from
// the tarball into a project of its own (no registry: the SDK has no dependencies), and used from there.

const run = promisify(execFile);
const sdkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(sdkDir, '../..');
const tscBin = path.join(repoRoot, 'node_modules/typescript/bin/tsc');

let scratch: string;
let dataDir: string;
let packed: { filename: string; files: { path: string }[] };
let t: TestApp;
let baseUrl: string;

/** Runs a script in the scratch project; it prints one JSON value. */
async function inScratch(file: string, source: string): Promise<unknown> {
  fs.writeFileSync(path.join(scratch, file), source);
  const { stdout } = await run(process.execPath, [file, baseUrl], { cwd: scratch });
  return JSON.parse(stdout);
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-sdk-consumer-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-sdk-data-'));
  // `npm pack` builds first (prepack).
  const pack = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: sdkDir });
  packed = (JSON.parse(pack.stdout) as (typeof packed)[])[0]!;
  fs.writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'outside-shop', private: true, type: 'module' }),
  );
  await run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${packed.filename}`],
    { cwd: scratch },
  );

  t = await startTestApp({ DATA_DIR: dataDir });
  await seedDemoCatalog(t.app.ctx.db, dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  await t?.close();
  for (const dir of [scratch, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the packed SDK', () => {
  it('holds only the build, the README and package.json', () => {
    const files = packed.files.map((f) => f.path);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('README.md');
    expect(files.filter((f) => !f.startsWith('dist/') && f !== 'README.md' && f !== 'package.json')).toEqual(
      [],
    );
    expect(files.some((f) => f.includes('.test.'))).toBe(false);
    const installed = path.join(scratch, 'node_modules/@atelier/sdk/package.json');
    const manifest = JSON.parse(fs.readFileSync(installed, 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies).toBeUndefined();
  });

  it('queries products and gets one from the demo server, installed in a project of its own', async () => {
    const answer = (await inScratch(
      'shop.mjs',
      `import { ApplicationError, createClient, products } from '@atelier/sdk';
const client = createClient({ baseUrl: process.argv[2], modules: { products } });
const page = await client.products.queryProducts().ascending('name').limit(5).find();
const first = page.items[0];
const { product } = await client.products.getProduct(first._id);
const missing = await client.products
  .getProduct('00000000-0000-4000-8000-000000000000')
  .catch((error) => ({ applicationError: error instanceof ApplicationError, code: error.code }));
console.log(JSON.stringify({
  names: page.items.map((p) => p.name),
  total: page.totalCount,
  product: { id: product._id, name: product.name, created: product._createdDate instanceof Date },
  firstId: first._id,
  missing,
}));
`,
    )) as {
      names: string[];
      total: number;
      product: { id: string; name: string; created: boolean };
      firstId: string;
      missing: { applicationError: boolean; code: string };
    };
    expect(answer.names).toHaveLength(5);
    expect(answer.names).toEqual([...answer.names].sort((a, b) => a.localeCompare(b)));
    expect(answer.total).toBeGreaterThanOrEqual(24);
    expect(answer.product).toEqual({ id: answer.firstId, name: answer.names[0], created: true });
    expect(answer.missing).toEqual({ applicationError: true, code: 'NOT_FOUND' });
  });

  it('types a TypeScript project compiled with Node module resolution', async () => {
    fs.writeFileSync(
      path.join(scratch, 'shop.ts'),
      `import { createClient, products, type Product } from '@atelier/sdk';
const client = createClient({ baseUrl: 'http://127.0.0.1:4000', modules: { products } });
export async function names(): Promise<string[]> {
  const page = await client.products.queryProducts().limit(3).find();
  return page.items.map((p: Product) => p.name ?? '');
}
// @ts-expect-error: getProduct takes a product id, not a number
export const wrong = () => client.products.getProduct(42);
`,
    );
    fs.writeFileSync(
      path.join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2023', 'dom'],
          types: [],
          strict: true,
          noEmit: true,
        },
        files: ['shop.ts'],
      }),
    );
    // Fails (exit code 2, errors on stdout) on a declaration it cannot resolve or a type that does not match.
    await expect(run(process.execPath, [tscBin, '-p', '.'], { cwd: scratch })).resolves.toBeDefined();
  });
});

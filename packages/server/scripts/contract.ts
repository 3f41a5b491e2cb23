/**
 * Writes the SDK's wire types from the server's schemas (src/contract/shapes.ts), or with `--check`
 * fails when the committed ones differ from what the schemas give.
 *   npm run contract            regenerate packages/sdk/src/wire/*.ts
 *   npm run contract -- --check exit 1 when they are stale (part of `npm run typecheck`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { renderWireTypes } from '../src/contract/render-types';
import { WIRE_AREAS, WIRE_CONSTANTS } from '../src/contract/shapes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const target = path.join(root, 'packages/sdk/src/wire');
const check = process.argv.includes('--check');

const HEADER = (area: string) =>
  `/**\n * Wire shapes of the ${area} area, as the server sends and takes them (service form).\n` +
  ` * Generated from the server's schemas by \`npm run contract\`: do not edit.\n */`;

const stale: string[] = [];
for (const [area, shapes] of Object.entries(WIRE_AREAS)) {
  const file = path.join(target, `${area}.ts`);
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  const text = await prettier.format(renderWireTypes(shapes, HEADER(area), WIRE_CONSTANTS[area]), options);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  if (check) stale.push(path.relative(root, file));
  else {
    fs.mkdirSync(target, { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}
if (stale.length > 0) {
  console.error(
    `The SDK's wire types are behind the server's schemas: ${stale.join(', ')}.\nRun \`npm run contract\` and commit the result.`,
  );
  process.exit(1);
}

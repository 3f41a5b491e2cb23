// `npx tsx bench/catalog/prepare-all.ts [1000,10000,100000] [pglite,postgres]`: generates the benchmark catalogs ahead of a run.
import { prepareCatalog, type DatabaseKind } from './prepare';

const sizes = (process.argv[2] ?? '1000,10000,100000').split(',').map(Number);
const databases = (process.argv[3] ?? 'pglite,postgres').split(',') as DatabaseKind[];
for (const database of databases) {
  for (const size of sizes) {
    const started = Date.now();
    await prepareCatalog(size, database);
    console.log(`${database} ${size}: ready in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

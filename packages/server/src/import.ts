import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { CSV_COLUMNS, ImportFailed, importProducts, type Progress } from './modules/catalog';
import { readShopPolicy } from './modules/shop-settings';

/**
 * `npm run import -- products.csv`: imports a product catalog from CSV, all rows or none.
 * Columns (header row, any order): see CSV_COLUMNS in modules/catalog/import/rows.ts.
 */
const SHOWN_ERRORS = 50;

function progressBar(): Progress {
  const tty = process.stderr.isTTY;
  let last = '';
  return (phase, done, total) => {
    const width = 30;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const label = phase === 'validate' ? 'checking' : 'writing ';
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
    if (tty) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
    else if (done === total || line.slice(0, 45) !== last.slice(0, 45)) process.stderr.write(`${line}\n`);
    last = line;
  };
}

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg) {
    console.error(`usage: npm run import -- products.csv\ncolumns: ${CSV_COLUMNS.join(', ')}`);
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const text = fs.readFileSync(file, 'utf8');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const started = Date.now();
  try {
    const { currency } = await readShopPolicy(database.db, config);
    const result = await importProducts(database.db, text, { currency, progress: progressBar() });
    console.log(
      `Imported ${result.products} products (${result.collectionsCreated} new collections) from ${file} in ${Date.now() - started} ms.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ImportFailed)) throw error;
    for (const e of error.errors.slice(0, SHOWN_ERRORS)) {
      console.error(`line ${e.line}${e.row ? ` (row ${e.row})` : ''}: ${e.field} ${e.message} [${e.rule}]`);
    }
    if (error.errors.length > SHOWN_ERRORS)
      console.error(`... and ${error.errors.length - SHOWN_ERRORS} more`);
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

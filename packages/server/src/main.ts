import { buildApp } from './app';
import { ConfigError, loadConfig, retiredSettingsNotice, type Config } from './config';
import { openDatabase, type Database } from './db/open';
import { catalogNeverUsed, seedDemoCatalog } from './modules/catalog';
import { outboxNotice } from './modules/mail';
import { issueSetupCode } from './modules/staff';
import { seedDemoShipping } from './modules/shipping';
import { seedDemoShopSettings } from './modules/shop-settings';
import { seedDemoGiftCards } from './modules/gift-cards';
import { seedDemoPaymentMethods } from './modules/payment-methods';
import { seedDemoPricing } from './modules/pricing';
import { seedDemoOrders } from './modules/orders';

function databaseOptions(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(databaseOptions(config));
  const app = await buildApp({ config, database });
  const retired = retiredSettingsNotice();
  if (retired) app.log.warn(retired);
  await app.ready();
  app.compileSchemas();

  // First start of an empty database: the demo catalog, seeded once the server listens (see below).
  let seeding: Promise<void> = Promise.resolve();
  const stopSeeding = new AbortController();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopSeeding.abort();
      await seeding;
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  // Plain lines, not a log entry: the operator must see where the mail went (once, whatever LOG_LEVEL).
  const notice = outboxNotice(config);
  if (notice) console.log(`\n${notice.join('\n')}\n`);
  // While the shop has no owner: the one-time code of POST /v1/staff/setup, on a line of its own.
  const setupCode = await issueSetupCode(app.ctx);
  if (setupCode) console.log(`setup code: ${setupCode}`);
  seeding = seedIfNeverUsed(app, database, config.dataDir, stopSeeding.signal);
}

/** The demo catalog, pricing, payment methods and gift card for a database whose catalog was never used; a failure is logged, never fatal. */
async function seedIfNeverUsed(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  dataDir: string,
  signal: AbortSignal,
) {
  try {
    if (!(await catalogNeverUsed(database.db))) return;
    // The demo's name, hours and time zone (America/New_York), in a shop that never saved settings; first,
    // since every page shows the hours and the catalog takes a while.
    await seedDemoShopSettings(database.db);
    const seeded = await seedDemoCatalog(database.db, dataDir, signal);
    app.log.info(seeded, 'seeded the demo catalog');
    const shipping = await seedDemoShipping(database.db);
    if (shipping) app.log.info(shipping, 'seeded the demo shipping');
    // A fresh demo shop gets the demo's coupons, automatic discount and tax (a shop with pricing keeps its own).
    await seedDemoPricing(database.db);
    // And its offline payment methods and demo gift card (a shop that has its own keeps them).
    await seedDemoPaymentMethods(database.db);
    await seedDemoGiftCards(database.db);
    // A month of demo orders, so the dashboard's Today page has something to show.
    const demoOrders = await seedDemoOrders(database.db);
    app.log.info(demoOrders, 'seeded the demo orders');
    app.ctx.events.nudge();
  } catch (error) {
    if (signal.aborted) app.log.info('demo catalog not seeded: shutting down');
    else app.log.warn({ err: error }, 'could not seed the demo catalog');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

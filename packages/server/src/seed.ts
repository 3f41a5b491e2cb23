import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { collections, products } from './db/schema';
import { seedDemoCatalog } from './modules/catalog';
import { seedDemoGiftCards } from './modules/gift-cards';
import { seedDemoOrders } from './modules/orders';
import { seedDemoPaymentMethods } from './modules/payment-methods';
import { seedDemoPricing } from './modules/pricing';
import { seedDemoShipping } from './modules/shipping';
import { seedDemoShopSettings } from './modules/shop-settings';

/**
 * `npm run seed`: loads the demo catalog into an empty catalog (no products, no collections), the demo
 * shop's shipping (regions, rates, pickup) into a shop that has none, the demo's coupons, automatic
 * discount and tax into a shop that has no pricing, and its payment methods and gift card likewise; and a
 * month of demo orders into a shop that has none.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: it holds the lock).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const [p] = await database.db.select({ n: count() }).from(products);
    const [c] = await database.db.select({ n: count() }).from(collections);
    if (Number(p?.n) > 0 || Number(c?.n) > 0) {
      console.log(`The catalog already has ${p?.n} products and ${c?.n} collections: no catalog seeded.`);
    } else {
      const started = Date.now();
      const result = await seedDemoCatalog(database.db, config.dataDir);
      console.log(
        `Seeded ${result.products} products in ${result.collections} collections in ${Date.now() - started} ms; pictures in ${config.dataDir}/media.`,
      );
    }
    if (await seedDemoShopSettings(database.db))
      console.log('Seeded the demo shop settings (America/New_York).');
    const shipping = await seedDemoShipping(database.db);
    if (shipping) {
      console.log(
        `Seeded ${shipping.regions} shipping regions, ${shipping.rates} rates and ${shipping.pickupLocations} pickup location.`,
      );
    }
    const pricing = await seedDemoPricing(database.db);
    console.log(pricing.seeded ? 'Seeded the demo pricing.' : 'The shop already has pricing: none seeded.');
    const methods = await seedDemoPaymentMethods(database.db);
    console.log(
      methods.seeded
        ? 'Seeded the demo payment methods (bank transfer, pay on pickup).'
        : 'The shop already has payment methods: none seeded.',
    );
    const cards = await seedDemoGiftCards(database.db);
    console.log(
      cards.seeded
        ? 'Seeded the demo gift card GIFT-DEMO-50.'
        : 'The shop already has gift cards: none seeded.',
    );
    const started = Date.now();
    const demoOrders = await seedDemoOrders(database.db);
    console.log(
      demoOrders.orders > 0
        ? `Seeded ${demoOrders.orders} demo orders over the last 30 days in ${Date.now() - started} ms.`
        : 'The shop already has orders: none seeded.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});

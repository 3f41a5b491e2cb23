import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_SIZE } from '../src/modules/catalog/demo/pictures';
import { catalogNeverUsed, seedDemoCatalog } from '../src/modules/catalog/demo/seed';
import { startTestApp, type TestApp } from './helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-seed-'));
  t = await startTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo catalog', () => {
  it('seeds a complete, local, browsable catalog once', async () => {
    expect(await catalogNeverUsed(t.app.ctx.db)).toBe(true);
    const result = await seedDemoCatalog(t.app.ctx.db, dataDir);
    expect(result.products).toBeGreaterThanOrEqual(24);
    expect(result.collections).toBeGreaterThanOrEqual(4);
    expect(await catalogNeverUsed(t.app.ctx.db)).toBe(false);
    // Settled once seeded: the planner's statistics know the products (never analyzed reads -1).
    const { rows: stats } = (await t.app.ctx.db.execute(
      sql`select reltuples::int as tuples from pg_class where relname = 'products'`,
    )) as unknown as { rows: { tuples: number }[] };
    expect(stats[0]!.tuples).toBe(result.products);

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/products/query-platformized',
      payload: { query: { paging: { limit: 100 } }, includeVariants: true },
    });
    const products: any[] = res.json().products;
    expect(products).toHaveLength(result.products);
    const optionTypes = new Set(products.flatMap((p) => p.productOptions.map((o: any) => o.optionType)));
    expect([...optionTypes].sort()).toEqual(['color', 'drop_down']);
    expect(products.filter((p) => p.discount.type !== 'NONE').length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.ribbon).length).toBeGreaterThanOrEqual(4);
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.stock.inventoryStatus === 'OUT_OF_STOCK').length).toBeGreaterThanOrEqual(
      3,
    );
    expect(
      products.filter((p) => p.stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK').length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      products.filter((p) => new Set(p.variants.map((v: any) => v.variant.priceData.price)).size > 1).length,
    ).toBeGreaterThan(0);

    // The pictures went through the upload pipeline as rasterised WebP masters, not SVG.
    const images = products.flatMap((p) => p.media.items.map((m: any) => m.image));
    expect(images.every((i: any) => i.url.startsWith('/media/') && i.url.endsWith('.webp'))).toBe(true);
    expect(images.every((i: any) => i.width === MASTER_SIZE && i.height === MASTER_SIZE)).toBe(true);
    for (const image of images.slice(0, 3)) {
      const file = await t.app.inject({ method: 'GET', url: image.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', MASTER_SIZE, MASTER_SIZE]);
    }
    const stored = fs.readdirSync(path.join(dataDir, 'media'));
    // Every picture is drawn, not blank: even the palest piece on its pale backdrop (a white plate)
    // spans about 100 levels, where a flat fill spans none. Checked on all of them, whatever the order.
    for (const name of stored) {
      const { channels } = await sharp(path.join(dataDir, 'media', name)).stats();
      expect(Math.max(...channels.map((c) => c.max - c.min)), name).toBeGreaterThan(60);
    }
    expect(stored.length).toBe(new Set(images.map((i: any) => i.url)).size + result.collections);
    expect(stored.every((name) => name.endsWith('.webp'))).toBe(true);
    const colored = products.find((p) => p.productOptions.some((o: any) => o.optionType === 'color'));
    expect(
      colored.productOptions.find((o: any) => o.optionType === 'color').choices[0].media.items,
    ).toHaveLength(1);

    const featured = await t.app.inject({ method: 'GET', url: '/v1/collections/slug/featured' });
    expect(featured.json().collection.numberOfProducts).toBeGreaterThanOrEqual(6);
    expect(featured.json().collection.media.mainMedia.image.url).toMatch(/^\/media\//);
  }, 120_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

    const urls = products.flatMap((p) => p.media.items.map((m: any) => m.image.url));
    expect(urls.every((u: string) => u.startsWith('/media/'))).toBe(true);
    for (const url of urls.slice(0, 5)) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.body.startsWith('<svg')).toBe(true);
    }
    const colored = products.find((p) => p.productOptions.some((o: any) => o.optionType === 'color'));
    expect(
      colored.productOptions.find((o: any) => o.optionType === 'color').choices[0].media.items,
    ).toHaveLength(1);

    const featured = await t.app.inject({ method: 'GET', url: '/v1/collections/slug/featured' });
    expect(featured.json().collection.numberOfProducts).toBeGreaterThanOrEqual(6);
    expect(featured.json().collection.media.mainMedia.image.url).toMatch(/^\/media\//);
  }, 120_000);
});

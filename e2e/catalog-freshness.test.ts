import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  type BrowserSession,
  type Viewport,
} from './support/browser';
import { buyThroughApi } from './support/buyer';
import { merchantApi } from './support/merchant';

// Catalog freshness: the storefront keeps catalog pages and reads for 60 s, but a merchant's change
// reaches it at once: the server posts the change's event, signed, to /api/revalidate, which drops the
// cached reads it touched and the pages built from them. Here the merchant's app changes a product
// through the admin API while a shopper has its page open; on reload the page shows the change within
// 2 seconds.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const adminApiKey = inject('adminApiKey');

/** Far below the 60 s the storefront would otherwise serve its cached copy. */
const FRESH_WITHIN_MS = 2_000;

interface WireProduct {
  id: string;
  name: string;
  slug: string;
  price: { formatted: { price: string } };
}

const merchant = merchantApi(apiUrl, adminApiKey);

/** A product write as the merchant's app: the product it answers. */
const admin = async (method: string, path: string, body?: unknown) =>
  (await merchant(path, { method, body })).product as WireProduct;

/** Reloads until `shown` is true; returns how long that took after the change. */
async function reloadUntil(
  page: Page,
  changedAt: number,
  shown: () => Promise<boolean>,
  within = FRESH_WITHIN_MS,
): Promise<number> {
  for (;;) {
    const response = await page.reload({ waitUntil: 'domcontentloaded' });
    if (await shown()) return Date.now() - changedAt;
    if (Date.now() - changedAt > within) {
      throw new Error(`still the cached page ${within} ms after the change (HTTP ${response?.status()})`);
    }
    await page.waitForTimeout(250);
  }
}

let session: BrowserSession;
let product: WireProduct;

beforeAll(async () => {
  session = await launchBrowser();
  product = await admin('POST', '/v1/products', {
    product: {
      name: 'Freshness Vase',
      description: 'A vase whose price changes',
      priceData: { price: '40.00' },
    },
  });
});

afterAll(async () => {
  await session?.close();
});

describe('catalog freshness', () => {
  it('shows a new price and name on reload within 2 seconds of the change', async () => {
    const page = await session.newPage(DESKTOP);
    const response = await page.goto(`${storefrontUrl}/product/${product.slug}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    const price = page.locator('main [data-testid="price"]').first();
    expect(await heading.innerText()).toBe('Freshness Vase');
    expect(await price.innerText()).toContain(product.price.formatted.price);

    // A reload before any change is served from the page cache (and still shows the old price).
    const cached = await page.reload();
    expect(cached?.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await price.innerText()).toContain(product.price.formatted.price);

    const changedAt = Date.now();
    const changed = await admin('PATCH', `/v1/products/${product.id}`, {
      product: { name: 'Freshness Vase, Reglazed', priceData: { price: '57.30' } },
    });
    expect(changed.slug).toBe(product.slug);
    expect(changed.price.formatted.price).not.toBe(product.price.formatted.price);

    const took = await reloadUntil(
      page,
      changedAt,
      async () =>
        (await price.innerText()).includes(changed.price.formatted.price) &&
        (await heading.innerText()) === 'Freshness Vase, Reglazed',
    );
    console.log(`[e2e] the new price showed ${took} ms after the change`);
    await screenshot(page, 'catalog-freshness-product-1280', { fullPage: false });

    // The listing follows too: its search finds the new name.
    await page.goto(`${storefrontUrl}/list?q=Reglazed`);
    await expect.poll(() => page.locator('[data-testid="product-card"]').count()).toBe(1);
    await page.close();
  });

  it('answers 404 for a product page within 2 seconds of the product being deleted', async () => {
    const page = await session.newPage(DESKTOP);
    const response = await page.goto(`${storefrontUrl}/product/${product.slug}`);
    expect(response?.status()).toBe(200);
    const deletedAt = Date.now();
    await merchant(`/v1/products/${product.id}`, { method: 'DELETE' });
    let status: number | undefined;
    await reloadUntil(page, deletedAt, async () => {
      status = (await page.goto(`${storefrontUrl}/product/${product.slug}`))?.status();
      return status === 404;
    });
    expect(status).toBe(404);
    await page.close();
  });

  it('refuses an unsigned revalidation request', async () => {
    const response = await fetch(`${storefrontUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ type: 'catalog.product.changed', entityId: product.id }] }),
    });
    expect(response.status).toBe(401);
  });
});

// A sale changes stock without a catalog write: the order's take of stock records catalog.variants.changed with
// the product's slug, and the storefront drops that product's cached pages (its listings too once it sold out).
// The page stays cached between sales. A sale's events wait for the order's transaction and a debounce: 5 s.
const SALE_FRESH_WITHIN_MS = 5_000;

describe.each([
  ['375', MOBILE],
  ['1280', DESKTOP],
] as [string, Viewport][])('stock on cached pages at %s px', (width, viewport) => {
  it('shows 2 fewer on reload within seconds of a sale, and "Sold out" on the page and the list once all are sold', async () => {
    const name = `Fresh Stock Bowl ${width}`;
    const bowl = await admin('POST', '/v1/products', {
      product: {
        name,
        description: 'A bowl that sells',
        priceData: { price: '24.00' },
        stock: { trackInventory: true, quantity: 14 },
      },
    });
    const page = await session.newPage(viewport);
    await page.goto(`${storefrontUrl}/product/${bowl.slug}`, { waitUntil: 'load' });
    const stock = page.getByTestId('stock');
    expect(await stock.innerText()).toBe('In stock: 14 available.');
    expect((await page.reload())?.headers()['x-nextjs-cache']).toBe('HIT');

    const soldAt = Date.now();
    await buyThroughApi(apiUrl, bowl.id, 2);
    const took = await reloadUntil(
      page,
      soldAt,
      async () => (await stock.innerText()) === 'In stock: 12 available.',
      SALE_FRESH_WITHIN_MS,
    );
    console.log(`[e2e] ${width} px: the stock left showed ${took} ms after the sale`);
    await screenshot(page, `stock-after-sale-${width}`, { fullPage: false });
    // Still a cached page: the next visit is served from the cache again.
    expect((await page.reload())?.headers()['x-nextjs-cache']).toBe('HIT');

    // The list shows the piece (not sold out), then sells out: the page and the list say so.
    await page.goto(`${storefrontUrl}/list?q=${encodeURIComponent(name)}`, { waitUntil: 'load' });
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await card.waitFor();
    expect(await card.getByText('Sold out').count()).toBe(0);
    const soldOutAt = Date.now();
    await buyThroughApi(apiUrl, bowl.id, 12);
    await reloadUntil(
      page,
      soldOutAt,
      async () => (await card.getByText('Sold out').count()) === 1,
      SALE_FRESH_WITHIN_MS,
    );
    await screenshot(page, `list-sold-out-after-sale-${width}`, { fullPage: false });
    await page.goto(`${storefrontUrl}/product/${bowl.slug}`, { waitUntil: 'load' });
    expect(await stock.innerText()).toMatch(/^Sold out/);
    await page.close();
  }, 120_000);
});

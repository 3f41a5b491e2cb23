import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeFindings, describeFinding, isBlocking } from './axe';
import { waitForHydration } from './browser';

/** A product of the demo catalog the journeys buy: its name and the page (with a variant's choices). */
export interface ProductPick {
  name: string;
  path: string;
}

/** A product's stock names its tracking trackInventory, a variant's trackQuantity. */
interface WireStock {
  inStock: boolean;
  trackInventory?: boolean;
  trackQuantity?: boolean;
  quantity?: number;
}

interface WireProduct {
  name: string;
  slug: string;
  productOptions: { name: string }[];
  stock: WireStock;
  variants?: {
    choices: Record<string, string>;
    variant: { visible: boolean };
    stock: WireStock;
  }[];
}

/**
 * Enough for a journey: a cart line taken to two, with a unit to spare. Journeys share one shop and the
 * checkout journeys buy, so the first product in stock may be down to its last unit by the time another runs.
 */
const JOURNEY_UNITS = 3;
const enough = (stock: WireStock) =>
  stock.inStock &&
  ((stock.trackInventory ?? stock.trackQuantity) === false || (stock.quantity ?? 0) >= JOURNEY_UNITS);

/** Two products with units enough for a journey, from the API: one with options (a variant chosen), one without. */
export async function pickProducts(
  apiUrl: string,
): Promise<{ withOptions: ProductPick; plain: ProductPick }> {
  const response = await fetch(`${apiUrl}/v1/products/query-platformized`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { paging: { limit: 100 } }, includeVariants: true }),
  });
  expect(response.status).toBe(200);
  const { products } = (await response.json()) as { products: WireProduct[] };
  let withOptions: ProductPick | undefined;
  let plain: ProductPick | undefined;
  for (const product of products) {
    if (!enough(product.stock)) continue;
    if (product.productOptions.length === 0) {
      plain ??= { name: product.name, path: `/product/${product.slug}` };
      continue;
    }
    const variant = product.variants?.find((v) => v.variant.visible && enough(v.stock));
    if (variant)
      withOptions ??= {
        name: product.name,
        path: `/product/${product.slug}?${new URLSearchParams(variant.choices).toString()}`,
      };
  }
  expect(withOptions, 'a product with options in stock').toBeDefined();
  expect(plain, 'a product without options in stock').toBeDefined();
  return { withOptions: withOptions!, plain: plain! };
}

/** Adds the product from its page and waits for the toast that says so. */
export async function addFromProductPage(
  page: Page,
  storefrontUrl: string,
  pick: ProductPick,
): Promise<void> {
  await page.goto(`${storefrontUrl}${pick.path}`, { waitUntil: 'load' });
  await waitForHydration(page, '[data-testid="add-to-cart"]');
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('alert').filter({ hasText: 'Added to your cart' }).first().waitFor();
}

/** axe finds no serious or critical violation on the page as it is now (the others are logged). */
export async function expectNoBlockingFindings(page: Page, what: string): Promise<void> {
  // A refresh (router.refresh after a change) renders the head again: wait for its title to be back, a moment at
  // most, so axe sees the page rather than the refresh; a page that never has one still fails below.
  await page
    .waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 })
    .catch(() => undefined);
  const findings = await axeFindings(page);
  const blocking = findings.filter(isBlocking);
  for (const finding of findings.filter((f) => !isBlocking(f)))
    console.log(`${what}: ${describeFinding(finding)}`);
  expect(blocking.map(describeFinding), what).toEqual([]);
}

/** Nothing on the page reaches past the window's right edge (no sideways scrolling); names what does. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map((element) => {
        const testId = element.getAttribute('data-testid');
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        return `${name}${testId ? `[data-testid=${testId}]` : ''}.${String(element.className).split(' ')[0]} right=${Math.round(element.getBoundingClientRect().right)}`;
      });
  });
  expect(wider, `${what}: elements past the right edge`).toEqual([]);
}

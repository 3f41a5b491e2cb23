import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { axeFindings, describeFinding, isBlocking } from './support/axe';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  waitForHydration,
  type BrowserSession,
  type Viewport,
} from './support/browser';
import { signUpMember } from './support/member';

// The cart as a shopper meets it, at 375 and 1280 px: a visitor adds two products (one with options),
// changes a quantity, applies the demo's WELCOME10 coupon, gets a shipping estimate, reloads, signs up and
// logs in and finds the same lines; add to cart works in a browser without JavaScript; axe finds no serious
// violation on /cart and the open drawer.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

interface WireProduct {
  name: string;
  slug: string;
  productOptions: { name: string }[];
  stock: { inStock: boolean };
  variants?: {
    choices: Record<string, string>;
    variant: { visible: boolean };
    stock: { inStock: boolean };
  }[];
}

interface Pick {
  name: string;
  path: string;
}

async function pickProducts(): Promise<{ withOptions: Pick; plain: Pick }> {
  const response = await fetch(`${apiUrl}/v1/products/query-platformized`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { paging: { limit: 100 } }, includeVariants: true }),
  });
  expect(response.status).toBe(200);
  const { products } = (await response.json()) as { products: WireProduct[] };
  let withOptions: Pick | undefined;
  let plain: Pick | undefined;
  for (const product of products) {
    if (!product.stock.inStock) continue;
    if (product.productOptions.length === 0) {
      plain ??= { name: product.name, path: `/product/${product.slug}` };
      continue;
    }
    const variant = product.variants?.find((v) => v.variant.visible && v.stock.inStock);
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

async function expectNoBlockingFindings(page: Page, what: string): Promise<void> {
  const findings = await axeFindings(page);
  const blocking = findings.filter(isBlocking);
  for (const finding of findings.filter((f) => !isBlocking(f)))
    console.log(`${what}: ${describeFinding(finding)}`);
  expect(blocking.map(describeFinding), what).toEqual([]);
}

const cartCount = (page: Page) => page.getByTestId('cart-count').getAttribute('data-count');

async function addFromProductPage(page: Page, pick: Pick): Promise<void> {
  await page.goto(`${storefrontUrl}${pick.path}`, { waitUntil: 'load' });
  await waitForHydration(page, '[data-testid="add-to-cart"]');
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('alert').filter({ hasText: 'Added to your cart' }).first().waitFor();
}

async function openDrawer(page: Page): Promise<void> {
  await waitForHydration(page, '[data-testid="cart-button"]');
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-drawer').getByTestId('cart-line').first().waitFor();
}

async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
}

const lineNames = async (page: Page) => (await page.getByTestId('cart-line-name').allInnerTexts()).sort();

const sessions: BrowserSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

describe.each([
  ['375', MOBILE],
  ['1280', DESKTOP],
] as [string, Viewport][])('the cart at %s px', (width, viewport) => {
  it('keeps a visitor’s lines through a quantity change, a coupon, an estimate, a reload and a login', async () => {
    const { withOptions, plain } = await pickProducts();
    const session = await launchBrowser();
    sessions.push(session);
    const page = await session.newPage(viewport);

    await addFromProductPage(page, withOptions);
    await screenshot(page, `cart-product-added-${width}`, { fullPage: false, animations: 'allow' });
    await expect.poll(() => cartCount(page)).toBe('1');
    await openDrawer(page);
    const drawer = page.getByTestId('cart-drawer');
    expect(await drawer.getByTestId('cart-line-options').count()).toBe(1);
    await screenshot(page, `cart-drawer-${width}`, { fullPage: false });
    await expectNoBlockingFindings(page, `drawer at ${width} px`);
    await closeDrawer(page);

    await addFromProductPage(page, plain);
    await expect.poll(() => cartCount(page)).toBe('2');

    await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
    await waitForHydration(page, '[data-testid="cart-line"] button');
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    await page.getByRole('button', { name: `One more ${plain.name}` }).click();
    const plainLine = page.getByTestId('cart-line').filter({ hasText: plain.name });
    await expect.poll(() => plainLine.getByTestId('cart-line-quantity').innerText()).toBe('2');
    await expect.poll(() => cartCount(page)).toBe('3');

    await page.getByLabel('Discount code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('coupon-problem').waitFor();
    await page.getByLabel('Discount code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('applied-coupon').waitFor();
    await page.getByTestId('total-discount').waitFor();

    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('State or province').fill('NY');
    await page.getByLabel('Postal code').fill('10013');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await page.waitForURL(/\/cart\?country=US/);
    const options = page.getByTestId('shipping-options');
    await options.getByRole('radio').first().waitFor();
    expect(await options.getByRole('radio').count()).toBeGreaterThan(1);
    await options.getByRole('radio').last().check();
    await page.getByRole('button', { name: 'Use this option' }).click();
    await page.waitForURL(/option=/);
    expect(await page.getByTestId('total-tax').innerText()).toMatch(/\$\d/);
    await screenshot(page, `cart-page-${width}`);
    await expectNoBlockingFindings(page, `/cart at ${width} px`);

    const before = await lineNames(page);
    await page.reload({ waitUntil: 'load' });
    expect(await lineNames(page)).toEqual(before);

    await signUpMember(page, storefrontUrl, {
      name: 'Ada Cart',
      email: `ada.cart.${width}.${Date.now()}@example.com`,
      password: 'analytical-engine-1843',
    });
    await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
    expect(await lineNames(page)).toEqual(before);
    expect(await page.getByTestId('cart-line-quantity').allInnerTexts()).toContain('2');
    await waitForHydration(page, '[data-testid="cart-button"]');
    await expect.poll(() => cartCount(page)).toBe('3');
  }, 240_000);
});

describe('add to cart without JavaScript', () => {
  it('posts the form, comes back to the product page, and the line is in /cart', async () => {
    const { withOptions } = await pickProducts();
    const session = await launchBrowser({ javaScript: false });
    sessions.push(session);
    const page = await session.newPage(DESKTOP);
    await page.goto(`${storefrontUrl}${withOptions.path}`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/cart=added/);
    expect(new URL(page.url()).pathname).toBe(new URL(`${storefrontUrl}${withOptions.path}`).pathname);
    await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
    expect(await lineNames(page)).toEqual([withOptions.name]);
  }, 120_000);
});

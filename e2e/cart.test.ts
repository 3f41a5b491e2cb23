import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
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
import { addFromProductPage, expectNoBlockingFindings, pickProducts } from './support/shopping';

// The cart as a shopper meets it, at 375 and 1280 px: a visitor adds two products (one with options),
// changes a quantity, applies the demo's WELCOME10 coupon, gets a shipping estimate, reloads, signs up and
// logs in and finds the same lines; add to cart works in a browser without JavaScript; axe finds no serious
// violation on /cart and the open drawer.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

const cartCount = (page: Page) => page.getByTestId('cart-count').getAttribute('data-count');

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
    const { withOptions, plain } = await pickProducts(apiUrl);
    const session = await launchBrowser();
    sessions.push(session);
    const page = await session.newPage(viewport);

    await addFromProductPage(page, storefrontUrl, withOptions);
    await screenshot(page, `cart-product-added-${width}`, { fullPage: false, animations: 'allow' });
    await expect.poll(() => cartCount(page)).toBe('1');
    await openDrawer(page);
    const drawer = page.getByTestId('cart-drawer');
    expect(await drawer.getByTestId('cart-line-options').count()).toBe(1);
    await screenshot(page, `cart-drawer-${width}`, { fullPage: false });
    await expectNoBlockingFindings(page, `drawer at ${width} px`);
    await closeDrawer(page);

    await addFromProductPage(page, storefrontUrl, plain);
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
    const { withOptions } = await pickProducts(apiUrl);
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

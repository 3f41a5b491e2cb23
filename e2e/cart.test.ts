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
import { buyThroughApi } from './support/buyer';
import { signUpMember } from './support/member';
import { merchantApi } from './support/merchant';
import { addFromProductPage, expectNoBlockingFindings, pickProducts } from './support/shopping';

// The cart as a shopper meets it, at 375 and 1280 px: a visitor adds two products (one with options),
// changes a quantity, applies the demo's WELCOME10 coupon, gets a shipping estimate, reloads, signs up and
// logs in and finds the same lines; add to cart works in a browser without JavaScript; axe finds no serious
// violation on /cart and the open drawer.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const merchant = merchantApi(apiUrl, inject('adminApiKey'));

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
    // By keyboard: the focus stays on the stepper's button while the line changes and after.
    await page.getByRole('button', { name: `One more ${plain.name}` }).focus();
    await page.keyboard.press('Enter');
    const plainLine = page.getByTestId('cart-line').filter({ hasText: plain.name });
    await expect.poll(() => plainLine.getByTestId('cart-line-quantity').innerText()).toBe('2');
    await expect.poll(() => cartCount(page)).toBe('3');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `One more ${plain.name}`,
    );

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

/** The toasts on screen, their words. */
const toastTexts = (page: Page) => page.locator('.Toastify__toast').allInnerTexts();

describe.each([
  ['375', MOBILE],
  ['1280', DESKTOP],
] as [string, Viewport][])('adding beyond the stock at %s px', (width, viewport) => {
  it('adds what is there and says how many and why; the quantity field can be cleared and typed in', async () => {
    const { product } = await merchant('/v1/products', {
      method: 'POST',
      body: {
        product: {
          name: `Last Few Jug ${width}`,
          priceData: { price: '18.00' },
          stock: { trackInventory: true, quantity: 5 },
        },
      },
    });
    const session = await launchBrowser();
    sessions.push(session);
    const page = await session.newPage(viewport);
    await page.goto(`${storefrontUrl}/product/${product.slug}`, { waitUntil: 'load' });
    await waitForHydration(page, '[data-testid="add-to-cart"]');
    const quantity = page.getByLabel('Quantity');

    // Cleared, the field stays empty while one types: 2 is 2, not 12.
    await quantity.click();
    await quantity.press('ControlOrMeta+a');
    await quantity.press('Backspace');
    expect(await quantity.inputValue()).toBe('');
    await quantity.pressSequentially('2');
    expect(await quantity.inputValue()).toBe('2');
    // More than the page knows there is: set to what there is when the field is left, and said why.
    await quantity.fill('9');
    await quantity.press('Tab');
    expect(await quantity.inputValue()).toBe('5');
    expect(await page.getByTestId('quantity-note').innerText()).toBe(
      'Only 5 available: the quantity is set to 5.',
    );

    // Another shopper buys 2 while the page is open: of the 5 asked, the 3 left are added.
    await buyThroughApi(apiUrl, product.id as string, 2);
    await page.getByTestId('add-to-cart').click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Only 3 were available: 3 added to your cart.' })
      .waitFor();
    await expect.poll(() => cartCount(page)).toBe('3');
    await screenshot(page, `cart-add-beyond-stock-${width}`, { fullPage: false, animations: 'allow' });

    // Again: the cart holds all there is; the newer message replaces the older one.
    await page.getByTestId('add-to-cart').click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your cart already holds all 3 there are: nothing more was added.' })
      .waitFor();
    expect(await toastTexts(page)).toEqual([
      'Your cart already holds all 3 there are: nothing more was added.',
    ]);
    await expect.poll(() => cartCount(page)).toBe('3');
    await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
    expect(await page.getByTestId('cart-line-quantity').allInnerTexts()).toEqual(['3']);
  }, 120_000);

  it('shows one toast about the code: a newer outcome replaces the older one', async () => {
    const code = `OLD${width}X`;
    await merchant('/v1/coupons', {
      method: 'POST',
      body: {
        coupon: {
          code,
          name: `Old ${width}`,
          type: 'PERCENT',
          percentage: '5',
          expirationDate: '2025-01-01T00:00:00.000Z',
        },
      },
    });
    const { plain } = await pickProducts(apiUrl);
    const session = await launchBrowser();
    sessions.push(session);
    const page = await session.newPage(viewport);
    await addFromProductPage(page, storefrontUrl, plain);
    await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
    await waitForHydration(page, '[data-testid="coupon-form"] button');

    // Typed in lower case, named as the shop names it.
    await page.getByLabel('Discount code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').filter({ hasText: 'Code WELCOME10 applied.' }).waitFor();
    expect(await page.getByTestId('applied-coupon').innerText()).toBe('WELCOME10');

    await page.getByRole('button', { name: 'Remove code' }).click();
    await page.getByLabel('Discount code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('coupon-problem').waitFor();
    await expect.poll(() => toastTexts(page)).toEqual([await page.getByTestId('coupon-problem').innerText()]);
    expect(await toastTexts(page)).toEqual([expect.stringMatching(/^This code expired/)]);
    await screenshot(page, `cart-coupon-toast-${width}`, { fullPage: false, animations: 'allow' });
    // Nothing older about the code comes after it.
    await page.waitForTimeout(1500);
    expect(await toastTexts(page)).toEqual([expect.stringMatching(/^This code expired/)]);
  }, 120_000);
});

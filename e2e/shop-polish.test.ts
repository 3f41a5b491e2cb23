import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  waitForHydration,
  type BrowserSession,
  type Viewport,
} from './support/browser';
import { merchantApi, type Json } from './support/merchant';
import { addFromProductPage, pickProducts } from './support/shopping';

// The shopper's side, polished, at 375 and 1280 px: native controls in the shop's colours, no tap rectangle, no
// placeholder that reads as a value, the estimate's note where the estimate is, the swatch's tip clear of the
// chosen colour's name, one "Forgot password?", back-in-stock words for a piece without options, and a new
// page that opens at its top (no smooth glide from the old page's scroll position).

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const merchant = merchantApi(apiUrl, inject('adminApiKey'));

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** A product of the demo catalog with a colour option, on its page with a colour chosen. */
async function colourProductPath(): Promise<string> {
  const res = await fetch(`${apiUrl}/v1/products/query-platformized`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { paging: { limit: 100 } } }),
  });
  const { products } = (await res.json()) as { products: Json[] };
  for (const p of products) {
    const colour = (p.productOptions as Json[]).find((o) => o.optionType === 'color');
    if (colour && p.productOptions.length === 1 && colour.choices.length > 1)
      return `/product/${p.slug}?${new URLSearchParams({ [colour.name]: colour.choices[0].description }).toString()}`;
  }
  throw new Error('no product with a colour option in the demo catalog');
}

describe.each([
  ['375', MOBILE],
  ['1280', DESKTOP],
] as [string, Viewport][])('the polished shop at %s px', (width, viewport) => {
  it('draws the cart’s controls in the shop’s colours and says where the estimate is', async () => {
    const page = await session.newPage(viewport);
    await addFromProductPage(page, storefrontUrl, (await pickProducts(apiUrl)).plain);
    // Buttons draw no grey tap rectangle; a press shows as the button's own state.
    expect(await style(page, '[data-testid="add-to-cart"]', '-webkit-tap-highlight-color')).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await page.goto(`${storefrontUrl}/cart?country=US&subdivision=NY&postalCode=10013`, {
      waitUntil: 'load',
    });
    const radio = page.getByTestId('shipping-options').getByRole('radio').first();
    await radio.waitFor();
    expect(await radio.evaluate((el) => getComputedStyle(el).accentColor)).toBe('rgb(154, 69, 41)');
    expect(await style(page, '#estimate-country', 'appearance')).toBe('none');
    expect(await page.getByLabel('State or province').getAttribute('placeholder')).toBeNull();
    await screenshot(page, `polish-cart-estimated-${width}`);

    await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
    expect(await page.getByTestId('total-shipping').innerText()).toBe('Not estimated yet');
    await screenshot(page, `polish-cart-${width}`);
    await page.close();
  });

  it('keeps the swatch’s tip off the chosen colour’s name', async () => {
    const page = await session.newPage(viewport);
    await page.goto(`${storefrontUrl}${await colourProductPath()}`, { waitUntil: 'load' });
    const chosen = page.getByTestId('chosen-colour');
    await chosen.waitFor();
    for (const swatch of await page.locator('label:has(input[type="radio"])').all()) {
      await swatch.hover();
      const tip = await swatch.getByTestId('swatch-name').boundingBox();
      const label = await chosen.boundingBox();
      const overlaps =
        tip !== null &&
        label !== null &&
        tip.x < label.x + label.width &&
        label.x < tip.x + tip.width &&
        tip.y < label.y + label.height &&
        label.y < tip.y + tip.height;
      expect(overlaps, `the tip of ${await swatch.innerText()}`).toBe(false);
    }
    await page.locator('label:has(input[type="radio"])').first().hover();
    await screenshot(page, `polish-swatch-tip-${width}`, { fullPage: false });
    await page.close();
  });

  it('has one "Forgot password?" on the login page, which opens the reset form', async () => {
    const page = await session.newPage(viewport);
    await page.goto(`${storefrontUrl}/login`, { waitUntil: 'load' });
    await waitForHydration(page, 'a[href="#forgot-password"]');
    expect(await page.getByText('Forgot password?', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send reset link' }).isVisible()).toBe(false);
    await page.getByText('Forgot password?', { exact: true }).click();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await screenshot(page, `polish-login-forgot-${width}`);
    await page.close();
  });

  it('asks to be told when a sold-out piece without options is back in stock, not "in this choice"', async () => {
    const { product } = await merchant('/v1/products', {
      method: 'POST',
      body: {
        product: {
          name: `Gone Vase ${width}`,
          priceData: { price: '30.00' },
          stock: { trackInventory: true, quantity: 0 },
        },
      },
    });
    const page = await session.newPage(viewport);
    await page.goto(`${storefrontUrl}/product/${product.slug}`, { waitUntil: 'load' });
    const panel = page.getByTestId('back-in-stock');
    await expect.poll(() => panel.innerText()).toContain(`when Gone Vase ${width} is back in stock.`);
    expect(await panel.innerText()).not.toContain('this choice');
    await page.close();
  });

  it('opens a new page at its top, without gliding up from where the last one was scrolled', async () => {
    const page = await session.newPage(viewport);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`${storefrontUrl}/list`, { waitUntil: 'load' });
    await waitForHydration(page, 'footer a[href="/aboutus"]');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.locator('footer a[href="/aboutus"]').click();
    await page.waitForURL(/\/aboutus$/);
    await page.locator('h1').first().waitFor();
    // Sampled over the next frames: never anywhere but the top.
    const offsets = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const sample = () => {
            seen.push(window.scrollY);
            if (seen.length < 20) requestAnimationFrame(sample);
            else resolve(seen);
          };
          sample();
        }),
    );
    expect(
      offsets.every((y) => y === 0),
      `scroll offsets ${offsets.join(', ')}`,
    ).toBe(true);
    await page.close();
  });
});

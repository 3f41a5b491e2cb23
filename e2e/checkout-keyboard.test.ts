import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  browsersClosedAfterAll,
  MOBILE,
  screenshot,
  waitForHydration,
  type Viewport,
} from './support/browser';
import { ADA, details } from './support/checkout';
import { expectNoBlockingFindings, pickProducts } from './support/shopping';

// The checkout by keyboard only, at 375 and 1280 px. Add to cart keeps the focus on its button. The cart's
// estimate for New York preselects the cheapest option that delivers (pickup stays a choice). /checkout's
// summary says shipping and tax are "Calculated at the next step" until there is an address and an option.
// "Save and continue" with empty fields marks every invalid field (Postal code too), as many as the message
// counts, and focuses the first, in view; saved, the focus goes to the Delivery heading, which is announced.
// In the delivery and payment choices, Space and the arrow keys choose without the focus leaving the radio;
// "Pay on pickup" is offered only with pickup. Pressing Checkout on /cart again reopens the same checkout with
// the email and address kept. axe on /cart and /checkout.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

const CALCULATED = 'Calculated at the next step';

const openBrowser = browsersClosedAfterAll();

/** What has the focus: its test id, else its id, else its name and value (a radio). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body) return 'body';
    return (
      el.getAttribute('data-testid') ??
      (el.id && !el.id.startsWith(':') && !el.id.startsWith('«') ? el.id : undefined) ??
      `${el.name}=${el.value}`
    );
  });

/** The label text of the focused control (a radio's option, a field's label). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return (el?.labels?.[0]?.innerText ?? '').split('\n')[0]!.trim();
  });

const inView = (page: Page) =>
  page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect();
    return rect.top >= 0 && rect.bottom <= window.innerHeight;
  });

/** Tab until a radio of `name` has the focus (at most `limit` presses). */
async function tabToRadio(page: Page, name: string, limit = 12, key = 'Tab'): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if ((await focused(page)).startsWith(`${name}=`)) return;
  }
  throw new Error(`no radio ${name} reached by ${key}`);
}

/** The radio that has the focus shows checked once the server has the choice; the focus is still on it. */
async function expectChosenInPlace(page: Page, name: string): Promise<string> {
  const id = await focused(page);
  expect(id.startsWith(`${name}=`), `focus on a ${name} radio, not ${id}`).toBe(true);
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).checked), {
      timeout: 10_000,
    })
    .toBe(true);
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 10_000 });
  expect(await focused(page)).toBe(id);
  return focusedLabel(page);
}

const paymentTitles = (page: Page) =>
  page
    .getByTestId('checkout-payment')
    .locator('label')
    .evaluateAll((labels) => labels.map((l) => (l as HTMLElement).innerText.split('\n')[0]!.trim()));

async function journey(viewport: Viewport, size: string) {
  const page = await openBrowser(viewport);
  const { plain } = await pickProducts(apiUrl);

  // Add to cart, by keyboard: the focus stays on the button.
  await page.goto(`${storefrontUrl}${plain.path}`, { waitUntil: 'load' });
  await waitForHydration(page, '[data-testid="add-to-cart"]');
  await page.getByTestId('add-to-cart').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alert').filter({ hasText: 'Added to your cart' }).first().waitFor();
  expect(await focused(page)).toBe('add-to-cart');

  // The estimate for New York: the cheapest option that delivers is chosen; pickup stays a choice.
  await page.goto(`${storefrontUrl}/cart?country=US&subdivision=NY&postalCode=10013`, { waitUntil: 'load' });
  const options = page.getByTestId('shipping-options');
  const checked = options.locator('label:has(input:checked)');
  expect(await checked.count()).toBe(1);
  const chosen = await checked.innerText();
  expect(chosen).not.toMatch(/pick ?up/i);
  expect(
    await options
      .locator('label')
      .filter({ hasText: /pick ?up/i })
      .count(),
  ).toBe(1);
  const shipping = await page.getByTestId('total-shipping').innerText();
  expect(shipping).not.toBe('$0.00');
  expect(chosen).toContain(shipping);
  await expectNoBlockingFindings(page, `/cart with an estimate at ${size}`);

  // Checkout, by keyboard.
  await waitForHydration(page, '[data-testid="checkout-button"]');
  await page.getByTestId('checkout-button').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout\?checkoutId=/);
  const checkoutUrl = page.url();
  await waitForHydration(page, '[data-testid="checkout-details"] button[type="submit"]');
  const totals = page.getByTestId('checkout-totals');
  expect(await totals.getByTestId('total-shipping').innerText()).toBe(CALCULATED);
  expect(await totals.getByTestId('total-tax').innerText()).toBe(CALCULATED);
  await expectNoBlockingFindings(page, `/checkout at ${size}`);

  // Save and continue with every field empty: each invalid field is marked, the first has the focus, in view.
  await details(page).getByRole('button', { name: 'Save and continue' }).focus();
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: /Please correct the \d+ fields marked below/ });
  await summary.first().waitFor();
  const counted = Number((await summary.first().innerText()).match(/(\d+) fields/)![1]);
  const marked = details(page).locator('[aria-invalid="true"]');
  expect(await marked.count()).toBe(counted);
  expect(counted).toBe(7);
  const postal = details(page).getByLabel('Postal code');
  expect(await postal.getAttribute('aria-invalid')).toBe('true');
  expect(await postal.getAttribute('aria-describedby')).toBeTruthy();
  expect(await focusedLabel(page)).toBe('Email address');
  expect(await inView(page)).toBe(true);
  await expectNoBlockingFindings(page, `/checkout with the fields marked at ${size}`);
  await screenshot(page, `checkout-keyboard-invalid-${size}`, { fullPage: false });

  // The fields in order, by keyboard, then "Save and continue": the focus goes to the Delivery heading.
  const email = `keyboard.${size}.${Date.now()}@example.com`;
  const typed: [string, string][] = [
    ['Email address', email],
    ['First name', ADA.firstName],
    ['Last name', ADA.lastName],
    ['Street and number', ADA.street],
    ['Apartment, suite (optional)', ''],
    ['Town or city', ADA.city],
    ['Country', ''],
    ['State or province', ADA.state],
    ['Postal code', ADA.postalCode],
  ];
  for (const [label, text] of typed) {
    expect(await focusedLabel(page)).toBe(label);
    if (text) await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  // Phone (optional), the billing checkbox, then the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save and continue');
  await page.keyboard.press('Enter');
  await page.getByRole('alert').filter({ hasText: 'Your details are saved.' }).first().waitFor();
  await expect.poll(() => focused(page), { timeout: 10_000 }).toBe('delivery-title');
  await expect
    .poll(() => page.getByTestId('checkout-announcer').innerText(), { timeout: 5000 })
    .toContain('Step 2 of 5, Delivery');
  expect(await details(page).locator('[aria-invalid="true"]').count()).toBe(0);

  // Delivery: Tab into the group, Space chooses pickup; the focus stays on it.
  await tabToRadio(page, 'delivery');
  let option = await focusedLabel(page);
  if (!/pick ?up/i.test(option)) throw new Error(`the first option is not the free pickup: ${option}`);
  await page.keyboard.press('Space');
  await expectChosenInPlace(page, 'delivery');
  expect(await paymentTitles(page)).toContain('Pay on pickup');
  expect(await totals.getByTestId('total-shipping').innerText()).not.toBe(CALCULATED);

  // Payment: Tab to it, Space chooses the first, an arrow the next (Pay on pickup); the focus stays.
  await tabToRadio(page, 'paymentMethod');
  await page.keyboard.press('Space');
  expect(await expectChosenInPlace(page, 'paymentMethod')).toBe('Bank transfer');
  await page.keyboard.press('ArrowDown');
  expect(await expectChosenInPlace(page, 'paymentMethod')).toBe('Pay on pickup');
  expect(await page.getByTestId('checkout-review').innerText()).toContain('Pay on pickup');

  // Back to delivery (Shift+Tab lands on the chosen radio): an arrow chooses a delivery, in place, and
  // Pay on pickup is no longer offered nor counted as chosen.
  await tabToRadio(page, 'delivery', 12, 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  option = await expectChosenInPlace(page, 'delivery');
  expect(option).not.toMatch(/pick ?up/i);
  expect(await paymentTitles(page)).toEqual(['Bank transfer']);
  expect(await page.getByTestId('checkout-missing').innerText()).toBe('Please choose how you will pay.');
  await tabToRadio(page, 'paymentMethod');
  await page.keyboard.press('Space');
  expect(await expectChosenInPlace(page, 'paymentMethod')).toBe('Bank transfer');
  await expect.poll(() => page.getByTestId('place-order').isEnabled(), { timeout: 10_000 }).toBe(true);
  await expectNoBlockingFindings(page, `/checkout chosen by keyboard at ${size}`);
  await screenshot(page, `checkout-keyboard-${size}`);

  // Checkout pressed again on /cart: the same checkout, with the email and address kept.
  await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
  await expectNoBlockingFindings(page, `/cart at ${size}`);
  await waitForHydration(page, '[data-testid="checkout-button"]');
  await page.getByTestId('checkout-button').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout\?checkoutId=/);
  expect(page.url()).toBe(checkoutUrl);
  await waitForHydration(page, '[data-testid="checkout-details"] button[type="submit"]');
  expect(await details(page).getByLabel('Email address').inputValue()).toBe(email);
  expect(await details(page).getByLabel('Postal code').inputValue()).toBe(ADA.postalCode);
  expect(await details(page).getByLabel('Street and number').inputValue()).toBe(ADA.street);
}

describe('checkout by keyboard', () => {
  it('at 375 px', () => journey(MOBILE, '375'), 120_000);
  it('at 1280 px', () => journey(DESKTOP, '1280'), 120_000);
});

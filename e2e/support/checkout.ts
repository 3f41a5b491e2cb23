import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './browser';

// The steps of /checkout as the journeys take them (checkout.test.ts, checkout-choices.test.ts).

export const details = (page: Page): Locator => page.getByTestId('checkout-details');

/** An address fieldset of the details step: `Shipping address` or `Billing address`. */
export const addressFields = (page: Page, legend: 'Shipping address' | 'Billing address'): Locator =>
  details(page).getByRole('group', { name: new RegExp(`^${legend}`) });

export interface AddressInput {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  country: string;
  state: string;
  postalCode: string;
}

export const ADA: AddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Spring Street',
  city: 'New York',
  country: 'US',
  state: 'NY',
  postalCode: '10013',
};

export async function fillAddress(fields: Locator, address: AddressInput): Promise<void> {
  await fields.getByLabel('First name').fill(address.firstName);
  await fields.getByLabel('Last name').fill(address.lastName);
  await fields.getByLabel('Street and number').fill(address.street);
  await fields.getByLabel('Town or city').fill(address.city);
  await fields.getByLabel('Country').selectOption(address.country);
  await fields.getByLabel(/State or province|Region/).fill(address.state);
  await fields.getByLabel('Postal code').fill(address.postalCode);
}

/**
 * From /cart, the Checkout button: the cart's create-checkout, then /checkout?checkoutId=… In a shop that
 * holds stock for checkouts (`held`), the pieces are reserved, counting down.
 */
export async function checkoutFromCart(
  page: Page,
  storefrontUrl: string,
  { held = true } = {},
): Promise<void> {
  await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
  await page.getByTestId('checkout-button').click();
  await page.waitForURL(/\/checkout\?checkoutId=/);
  await waitForHydration(page, '[data-testid="checkout-details"] button[type="submit"]');
  const hold = page.getByTestId('stock-hold');
  if (!held) {
    expect(await hold.count()).toBe(0);
    return;
  }
  expect(await hold.innerText()).toMatch(/held for you for (29:5\d|30:00)/);
  const shown = await hold.locator('time').innerText();
  await expect.poll(() => hold.locator('time').innerText(), { timeout: 5000 }).not.toBe(shown);
}

export async function saveDetails(page: Page): Promise<void> {
  await details(page).getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('alert').filter({ hasText: 'Your details are saved.' }).first().waitFor();
}

/** Checks a radio of a step and waits until the server's answer shows it chosen. */
export async function choose(page: Page, step: string, name: RegExp | undefined): Promise<string> {
  const radios = page.getByTestId(step).getByRole('radio');
  await radios.first().waitFor();
  const radio = name ? page.getByTestId(step).getByRole('radio', { name }).first() : radios.first();
  const label = (await radio.locator('xpath=ancestor::label').innerText()).split('\n')[0]!.trim();
  // A controlled radio: it shows checked once the server has the choice (a click alone may not).
  await radio.click();
  await expect.poll(() => radio.isChecked(), { timeout: 10_000 }).toBe(true);
  return label;
}

/** Presses "Place order" once it can be pressed. */
export async function pressPlaceOrder(page: Page): Promise<void> {
  const button = page.getByTestId('place-order');
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}

/** Places the order and waits for /success: answers the order's number. */
export async function placeOrder(page: Page): Promise<string> {
  await pressPlaceOrder(page);
  await page.waitForURL(/\/success\//, { timeout: 30_000 });
  // The client-side move to /success sets the document's title a moment after its address.
  await expect.poll(() => page.title(), { timeout: 10_000 }).not.toBe('');
  const number = (await page.getByTestId('order-number').innerText()).replace('#', '').trim();
  expect(number).toMatch(/^\d{5,}$/);
  return number;
}

/** The order's id from the /success/<id> address the page is on. */
export const orderIdOf = (page: Page): string =>
  decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

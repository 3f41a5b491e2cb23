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
import {
  addFromProductPage,
  expectNoBlockingFindings,
  expectNoSidewaysScroll,
  findMail,
  pickProducts,
} from './support/shopping';

// Checkout as a shopper meets it. A visitor at 375 px checks out two products with the demo's WELCOME10
// coupon, a shipping option and bank transfer (a postal code the server refuses is said on its field; a
// reload keeps every step), sees the success page with the payment instructions and finds the confirmation
// in the outbox. A member at 1280 px finds the email filled in, places an order, and once the merchant marks
// it fulfilled through the API sees the tracking number in /profile/orders. axe on /checkout and /success.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const adminApiKey = inject('adminApiKey');

const sessions: BrowserSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

async function openBrowser(viewport: Viewport): Promise<Page> {
  const session = await launchBrowser();
  sessions.push(session);
  return session.newPage(viewport);
}

/** From /cart, the Checkout button: the cart's create-checkout, then /checkout?checkoutId=… */
async function checkoutFromCart(page: Page): Promise<void> {
  await page.goto(`${storefrontUrl}/cart`, { waitUntil: 'load' });
  await page.getByTestId('checkout-button').click();
  await page.waitForURL(/\/checkout\?checkoutId=/);
  await waitForHydration(page, '[data-testid="checkout-details"] button[type="submit"]');
  // The journeys' shop holds stock for checkouts (STOCK_HOLD_MINUTES=30): the pieces are reserved, counting down.
  const hold = page.getByTestId('stock-hold');
  expect(await hold.innerText()).toMatch(/held for you for (29:5\d|30:00)/);
  const shown = await hold.locator('time').innerText();
  await expect.poll(() => hold.locator('time').innerText(), { timeout: 5000 }).not.toBe(shown);
}

const details = (page: Page) => page.getByTestId('checkout-details');

async function fillAddress(page: Page, postalCode: string): Promise<void> {
  const form = details(page);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Street and number').fill('12 Spring Street');
  await form.getByLabel('Town or city').fill('New York');
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('State or province').fill('NY');
  await form.getByLabel('Postal code').fill(postalCode);
}

async function saveDetails(page: Page): Promise<void> {
  await details(page).getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('alert').filter({ hasText: 'Your details are saved.' }).first().waitFor();
}

/** Checks a radio of a step and waits until the server's answer shows it chosen. */
async function choose(page: Page, step: string, name: RegExp | undefined): Promise<string> {
  const radios = page.getByTestId(step).getByRole('radio');
  await radios.first().waitFor();
  const radio = name ? page.getByTestId(step).getByRole('radio', { name }).first() : radios.first();
  const label = (await radio.locator('xpath=ancestor::label').innerText()).split('\n')[0]!.trim();
  // A controlled radio: it shows checked once the server has the choice (a click alone may not).
  await radio.click();
  await expect.poll(() => radio.isChecked(), { timeout: 10_000 }).toBe(true);
  return label;
}

async function placeOrder(page: Page): Promise<string> {
  const button = page.getByTestId('place-order');
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
  await page.waitForURL(/\/success\//, { timeout: 30_000 });
  const number = (await page.getByTestId('order-number').innerText()).replace('#', '').trim();
  expect(number).toMatch(/^\d{5,}$/);
  return number;
}

describe('checkout', () => {
  it('a visitor at 375 px checks out two products with a coupon, a shipping option and bank transfer', async () => {
    const { withOptions, plain } = await pickProducts(apiUrl);
    const page = await openBrowser(MOBILE);
    await addFromProductPage(page, storefrontUrl, withOptions);
    await addFromProductPage(page, storefrontUrl, plain);
    await checkoutFromCart(page);
    expect(await page.getByTestId('cart-line').count()).toBe(2);

    const email = `visitor.checkout.${Date.now()}@example.com`;
    await details(page).getByLabel('Email address').fill(email);
    await fillAddress(page, '1001');
    await details(page).getByRole('button', { name: 'Save and continue' }).click();
    const postalError = details(page).getByText(
      'This postal code does not look right for the country chosen.',
    );
    await postalError.waitFor();
    expect(await details(page).getByLabel('Postal code').getAttribute('aria-invalid')).toBe('true');
    await details(page).getByLabel('Postal code').fill('10013');
    await saveDetails(page);
    await postalError.waitFor({ state: 'detached' });

    const option = await choose(page, 'checkout-delivery', /Standard delivery/);
    const codes = page.getByTestId('checkout-codes');
    await codes.getByLabel('Discount code').fill('NOSUCHCODE');
    await codes.getByRole('button', { name: 'Apply' }).first().click();
    await page.getByTestId('couponCode-problem').waitFor();
    await codes.getByLabel('Discount code').fill('WELCOME10');
    await codes.getByRole('button', { name: 'Apply' }).first().click();
    await page.getByTestId('applied-couponCode').waitFor();
    await page.getByTestId('total-discount').waitFor();
    await choose(page, 'checkout-payment', /Bank transfer/i);
    await expectNoSidewaysScroll(page, '/checkout at 375 px');
    await screenshot(page, 'checkout-375');
    await expectNoBlockingFindings(page, '/checkout at 375 px');

    // The checkout is on the server: a reload finds every step as it was left.
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page, '[data-testid="place-order"]');
    expect(await details(page).getByLabel('Email address').inputValue()).toBe(email);
    expect(await details(page).getByLabel('Postal code').inputValue()).toBe('10013');
    expect(await page.getByTestId('checkout-delivery').getByRole('radio', { checked: true }).count()).toBe(1);
    expect(
      await page.getByTestId('checkout-delivery').locator('label:has(input:checked)').innerText(),
    ).toContain(option);
    await page.getByTestId('applied-couponCode').waitFor();
    expect(
      await page
        .getByTestId('checkout-payment')
        .getByRole('radio', { name: /Bank transfer/i })
        .isChecked(),
    ).toBe(true);

    const number = await placeOrder(page);
    await page.getByTestId('payment-instructions').waitFor();
    expect(await page.getByTestId('order-line').count()).toBe(2);
    expect(await page.getByTestId('order-payment-status').innerText()).toBe('Awaiting payment');
    await expectNoSidewaysScroll(page, '/success at 375 px');
    await screenshot(page, 'checkout-success-375');
    await expectNoBlockingFindings(page, '/success at 375 px');

    const mail = await findMail(page, storefrontUrl, email, new RegExp(number));
    expect(mail).toContain(withOptions.name);
    expect(mail).toContain(plain.name);
  }, 240_000);

  it('a member at 1280 px sees the order, and its tracking number once the merchant fulfils it', async () => {
    const { plain } = await pickProducts(apiUrl);
    const page = await openBrowser(DESKTOP);
    const email = `member.checkout.${Date.now()}@example.com`;
    await signUpMember(page, storefrontUrl, { name: 'Grace Hopper', email, password: 'cobol-compiler-1959' });
    await addFromProductPage(page, storefrontUrl, plain);
    await checkoutFromCart(page);
    expect(await details(page).getByLabel('Email address').inputValue()).toBe(email);
    await fillAddress(page, '10013');
    await saveDetails(page);
    await choose(page, 'checkout-delivery', /Local courier/);
    await choose(page, 'checkout-payment', /Bank transfer/i);
    await expectNoSidewaysScroll(page, '/checkout at 1280 px');
    await screenshot(page, 'checkout-1280');
    await expectNoBlockingFindings(page, '/checkout at 1280 px');
    const number = await placeOrder(page);
    await screenshot(page, 'checkout-success-1280');
    await expectNoBlockingFindings(page, '/success at 1280 px');
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await page.goto(`${storefrontUrl}/profile/orders`, { waitUntil: 'load' });
    const row = page.getByTestId('order-row').filter({ hasText: `#${number}` });
    await row.waitFor();
    expect(await row.getByTestId('order-row-tracking').count()).toBe(0);

    const trackingNumber = `1Z${Date.now()}`;
    const response = await fetch(`${apiUrl}/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
      method: 'POST',
      headers: { authorization: adminApiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        fulfillment: {
          trackingInfo: {
            trackingNumber,
            shippingProvider: 'UPS',
            trackingLink: `https://www.ups.com/track?tracknum=${trackingNumber}`,
          },
        },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);

    await page.reload({ waitUntil: 'load' });
    expect(await row.getByTestId('order-row-tracking').innerText()).toContain(trackingNumber);
    await row.getByRole('link', { name: `Order #${number}` }).click();
    await page.waitForURL(/\/profile\/orders\/.+/);
    expect(await page.getByTestId('tracking-number').innerText()).toBe(trackingNumber);
    expect(await page.getByTestId('order-fulfillment-status').innerText()).toBe('Sent');
    expect(await page.getByTestId('order-activities').innerText()).toContain('Order placed');
    await screenshot(page, 'profile-order-1280');
  }, 240_000);
});

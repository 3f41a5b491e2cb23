import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, browsersClosedAfterAll, MOBILE, screenshot, waitForHydration } from './support/browser';
import {
  ADA,
  addressFields,
  checkoutFromCart,
  choose,
  details,
  fillAddress,
  orderIdOf,
  placeOrder,
  saveDetails,
} from './support/checkout';
import { merchantApi } from './support/merchant';
import { signUpMember } from './support/member';
import {
  addFromProductPage,
  expectNoBlockingFindings,
  expectNoSidewaysScroll,
  pickProducts,
} from './support/shopping';
import { findMail } from './support/outbox';

// Checkout as a shopper meets it. A visitor at 375 px checks out two products with the demo's WELCOME10
// coupon, a shipping option and bank transfer (a postal code the server refuses is said on its field; a
// reload keeps every step), sees the success page with the payment instructions and finds the confirmation
// in the outbox. A member at 1280 px finds the email filled in, places an order, and once the merchant marks
// it fulfilled through the API sees the tracking number in /profile/orders; the member's next checkout starts
// with that order's shipping address, which can still be changed. axe on /checkout and /success.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const adminApiKey = inject('adminApiKey');

const openBrowser = browsersClosedAfterAll();

describe('checkout', () => {
  it('a visitor at 375 px checks out two products with a coupon, a shipping option and bank transfer', async () => {
    const { withOptions, plain } = await pickProducts(apiUrl);
    const page = await openBrowser(MOBILE);
    await addFromProductPage(page, storefrontUrl, withOptions);
    await addFromProductPage(page, storefrontUrl, plain);
    await checkoutFromCart(page, storefrontUrl);
    expect(await page.getByTestId('cart-line').count()).toBe(2);

    const email = `visitor.checkout.${Date.now()}@example.com`;
    await details(page).getByLabel('Email address').fill(email);
    await fillAddress(addressFields(page, 'Shipping address'), { ...ADA, postalCode: '1001' });
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

    const mail = await findMail(page.context(), storefrontUrl, email, new RegExp(number));
    expect(mail).toContain(withOptions.name);
    expect(mail).toContain(plain.name);
  }, 240_000);

  it('a member at 1280 px sees the order, and its tracking number once the merchant fulfils it', async () => {
    const { plain } = await pickProducts(apiUrl);
    const page = await openBrowser(DESKTOP);
    const email = `member.checkout.${Date.now()}@example.com`;
    await signUpMember(page, storefrontUrl, { name: 'Grace Hopper', email, password: 'cobol-compiler-1959' });
    await addFromProductPage(page, storefrontUrl, plain);
    await checkoutFromCart(page, storefrontUrl);
    expect(await details(page).getByLabel('Email address').inputValue()).toBe(email);
    await fillAddress(addressFields(page, 'Shipping address'), ADA);
    await saveDetails(page);
    await choose(page, 'checkout-delivery', /Local courier/);
    await choose(page, 'checkout-payment', /Bank transfer/i);
    await expectNoSidewaysScroll(page, '/checkout at 1280 px');
    await screenshot(page, 'checkout-1280');
    await expectNoBlockingFindings(page, '/checkout at 1280 px');
    const number = await placeOrder(page);
    await screenshot(page, 'checkout-success-1280');
    await expectNoBlockingFindings(page, '/success at 1280 px');
    const orderId = orderIdOf(page);

    await page.goto(`${storefrontUrl}/profile/orders`, { waitUntil: 'load' });
    const row = page.getByTestId('order-row').filter({ hasText: `#${number}` });
    await row.waitFor();
    expect(await row.getByTestId('order-row-tracking').count()).toBe(0);

    const trackingNumber = `1Z${Date.now()}`;
    await merchantApi(apiUrl, adminApiKey)(`/v1/fulfillments/orders/${orderId}/create-fulfillment`, {
      method: 'POST',
      body: {
        fulfillment: {
          trackingInfo: {
            trackingNumber,
            shippingProvider: 'UPS',
            trackingLink: `https://www.ups.com/track?tracknum=${trackingNumber}`,
          },
        },
      },
    });

    await page.reload({ waitUntil: 'load' });
    expect(await row.getByTestId('order-row-tracking').innerText()).toContain(trackingNumber);
    await row.getByRole('link', { name: `Order #${number}` }).click();
    await page.waitForURL(/\/profile\/orders\/.+/);
    expect(await page.getByTestId('tracking-number').innerText()).toBe(trackingNumber);
    expect(await page.getByTestId('order-fulfillment-status').innerText()).toBe('Sent');
    expect(await page.getByTestId('order-activities').innerText()).toContain('Order placed');
    await screenshot(page, 'profile-order-1280');

    // Members keep no address book: their next checkout starts where the last order went, and can change it.
    await addFromProductPage(page, storefrontUrl, plain);
    await checkoutFromCart(page, storefrontUrl);
    const shipping = addressFields(page, 'Shipping address');
    expect(await shipping.getByLabel('Street and number').inputValue()).toBe(ADA.street);
    expect(await shipping.getByLabel('Postal code').inputValue()).toBe(ADA.postalCode);
    expect(await shipping.getByLabel('State or province').inputValue()).toBe(ADA.state);
    expect(await shipping.getByLabel('Last name').inputValue()).toBe(ADA.lastName);
    await shipping.getByLabel('Street and number').fill('1 Harbour Lane');
    await saveDetails(page);
    expect(await page.getByTestId('checkout-review').innerText()).toContain('1 Harbour Lane');
  }, 240_000);
});

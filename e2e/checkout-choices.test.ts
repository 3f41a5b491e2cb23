import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  waitForHydration,
  type BrowserSession,
} from './support/browser';
import {
  ADA,
  addressFields,
  checkoutFromCart,
  choose,
  details,
  fillAddress,
  orderIdOf,
  placeOrder,
  pressPlaceOrder,
  saveDetails,
  type AddressInput,
} from './support/checkout';
import { merchantApi, type Json, type MerchantApi } from './support/merchant';
import { ARTIFACTS_DIR } from './support/paths';
import { startShop, type Shop } from './support/shop';
import { expectNoBlockingFindings, expectNoSidewaysScroll } from './support/shopping';

// The checkout's other choices. A visitor pays part of the order with the demo gift card GIFT-DEMO-50 (a
// wrong code says why on its field; the totals and then the success page show what the card paid) and
// bills another address than the one it ships to (the order, read back through the API, has it). In a shop
// that holds no stock for checkouts, the merchant lowers the stock of a line below its quantity while the
// shopper reviews: "Place order" marks the line with "Lower to N" and Remove (the keyboard on "Lower to N"),
// the message points up to the line, and no total is shown for what the stepper does not show until the line
// is lowered; the order is placed with N. A discount code the shopper applied expires while the shopper
// reviews: "Place order" places nothing and says the total changed, from what to what and why, beside the new
// total, and pressing it again places the order at the new total. axe on each new state; /checkout in each at
// 375 and 1280 px.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const adminApiKey = inject('adminApiKey');

let session: BrowserSession;
/** The shop without stock holds, started while the first journey runs. */
let noHoldShop: Promise<Shop>;
beforeAll(async () => {
  noHoldShop = startShop({ name: '-no-hold', stockHoldMinutes: 0 });
  // Awaited by the journey that uses it (which then fails with its error); noted here so it is not unhandled.
  noHoldShop.catch(() => undefined);
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
  // A shop that did not start is the failure of the journey that awaited it.
  await noHoldShop?.then(
    (shop) => shop.stop(),
    () => undefined,
  );
});

const GRACE: AddressInput = {
  firstName: 'Grace',
  lastName: 'Hopper',
  street: '9 Harbour Road',
  city: 'Boston',
  country: 'US',
  state: 'MA',
  postalCode: '02110',
};

/** "$12.50" as cents. */
const cents = (shown: string): number => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);

/**
 * A physical product without options with at least `units` in stock, sold for at least `minPrice`, from the
 * catalog as the merchant sees it.
 */
async function stockedProduct(merchant: MerchantApi, units: number, minPrice = 0): Promise<Json> {
  const { products } = await merchant('/v1/products/query-platformized', {
    method: 'POST',
    body: { query: { paging: { limit: 100 } }, includeVariants: true },
  });
  const product = (products as Json[]).find(
    (p) =>
      p.productOptions.length === 0 &&
      p.productType === 'physical' &&
      p.stock.trackInventory &&
      p.stock.quantity >= units &&
      p.price.discountedPrice >= minPrice,
  );
  expect(product, `a physical product without options with ${units} in stock`).toBeDefined();
  return product!;
}

/** Adds `units` of the product from its page. */
async function addUnits(page: Page, storefront: string, product: Json, units: number): Promise<void> {
  await page.goto(`${storefront}/product/${product.slug}`, { waitUntil: 'load' });
  await waitForHydration(page, '[data-testid="add-to-cart"]');
  await page.getByLabel('Quantity').fill(String(units));
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('alert').filter({ hasText: 'Added to your cart' }).first().waitFor();
}

/** /checkout as it is now, and its review up close, at 375 px and at 1280 px (the window is left at 1280 px). */
async function screenshotsAt(page: Page, name: string): Promise<void> {
  for (const [viewport, width] of [
    [MOBILE, 375],
    [DESKTOP, 1280],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    // From the top: a full-page picture taken further down shows the sticky header over the middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}`);
    await page
      .getByTestId('checkout-review')
      .screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-review-${width}.png`), animations: 'disabled' });
  }
}

/** The email, the shipping address and a delivery option: what every order here needs first. */
async function giveDetails(page: Page, email: string, billing?: AddressInput): Promise<void> {
  await details(page).getByLabel('Email address').fill(email);
  await fillAddress(addressFields(page, 'Shipping address'), ADA);
  if (billing) {
    await details(page).getByLabel('Billing address is the same as shipping').uncheck();
    await fillAddress(addressFields(page, 'Billing address'), billing);
  }
  await saveDetails(page);
  await choose(page, 'checkout-delivery', /Standard delivery/);
}

describe('checkout choices', () => {
  it('a visitor pays part with the gift card and bills another address', async () => {
    // Two pieces of 30.00 or more: more than the card's 50.00, so it pays part and bank transfer the rest.
    const product = await stockedProduct(merchantApi(apiUrl, adminApiKey), 2, 30);
    const page = await session.newPage(DESKTOP);
    await addUnits(page, storefrontUrl, product, 2);
    await checkoutFromCart(page, storefrontUrl);
    await giveDetails(page, `gift.card.${Date.now()}@example.com`, GRACE);

    const codes = page.getByTestId('checkout-codes');
    const giftForm = codes.locator('form').filter({ has: page.getByLabel('Gift card') });
    await giftForm.getByLabel('Gift card').fill('GIFT-NOPE-00');
    await giftForm.getByRole('button', { name: 'Apply' }).click();
    expect(await page.getByTestId('giftCardCode-problem').innerText()).toBe(
      'There is no gift card with this code: check it and try again',
    );
    expect(await giftForm.getByLabel('Gift card').getAttribute('aria-invalid')).toBe('true');
    await giftForm.getByLabel('Gift card').fill('GIFT-DEMO-50');
    await giftForm.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('applied-giftCardCode').waitFor();
    const totals = page.getByTestId('checkout-totals');
    const total = cents(await totals.getByTestId('total-total').innerText());
    const card = await totals.getByTestId('total-gift-card').innerText();
    const toPay = cents(await totals.getByTestId('total-to-pay').innerText());
    expect(cents(card)).toBe(Math.min(5000, total));
    expect(toPay).toBe(total - cents(card));
    expect(toPay).toBeGreaterThan(0);
    expect(await page.getByTestId('place-order').innerText()).toContain(
      await totals.getByTestId('total-to-pay').innerText(),
    );
    await choose(page, 'checkout-payment', /Bank transfer/i);
    await expectNoBlockingFindings(page, '/checkout with a gift card');
    await screenshotsAt(page, 'checkout-gift-card');

    await placeOrder(page);
    // The order says what the card paid and what is still to pay, by bank transfer.
    const placed = page.getByTestId('checkout-totals');
    expect(await placed.innerText()).toMatch(/Paid by gift card\s+\$50\.00/);
    expect(cents(await placed.getByTestId('total-gift-card').innerText())).toBe(cents(card));
    expect(await placed.innerText()).toContain('Still to pay');
    expect(cents(await placed.getByTestId('total-to-pay').innerText())).toBe(toPay);
    expect(await page.getByTestId('order-payment-status').innerText()).toBe('Partly paid');
    expect(await page.getByTestId('payment-instructions').innerText()).toContain(
      `Your gift card paid $50.00. Still to pay: ${await placed.getByTestId('total-to-pay').innerText()}`,
    );
    const { order } = await merchantApi(apiUrl, adminApiKey)(`/v1/orders/${orderIdOf(page)}`);
    const billing = (order as Json).billingInfo as Json;
    expect(billing.address).toMatchObject({
      addressLine1: GRACE.street,
      city: GRACE.city,
      postalCode: GRACE.postalCode,
      country: 'US',
      subdivision: 'US-MA',
    });
    expect(billing.contactDetails).toMatchObject({ firstName: GRACE.firstName, lastName: GRACE.lastName });
    expect(order.shippingInfo.logistics.shippingDestination.address.addressLine1).toBe(ADA.street);
  }, 120_000);

  it('a discount code that expires during the review: the new total and why, then the order at it', async () => {
    const merchant = merchantApi(apiUrl, adminApiKey);
    const product = await stockedProduct(merchant, 1, 10);
    const code = `REVIEW-${Date.now().toString(36).toUpperCase()}`;
    const { coupon } = await merchant('/v1/coupons', {
      method: 'POST',
      body: { coupon: { name: code, code, type: 'AMOUNT', amount: '5' } },
    });
    await session.context.clearCookies();
    const page = await session.newPage(DESKTOP);
    await addUnits(page, storefrontUrl, product, 1);
    await checkoutFromCart(page, storefrontUrl);
    await giveDetails(page, `expired.code.${Date.now()}@example.com`);
    const codes = page.getByTestId('checkout-codes');
    const couponForm = codes.locator('form').filter({ has: page.getByLabel('Discount code') });
    await couponForm.getByLabel('Discount code').fill(code);
    await couponForm.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('applied-couponCode').waitFor();
    await choose(page, 'checkout-payment', /Bank transfer/i);
    const totals = page.getByTestId('checkout-totals');
    const reviewed = await totals.getByTestId('total-total').innerText();

    await merchant(`/v1/coupons/${coupon.id}`, {
      method: 'PATCH',
      body: { coupon: { expirationDate: new Date(Date.now() - 60_000).toISOString() } },
    });
    await pressPlaceOrder(page);
    const notice = page.getByTestId('total-changed');
    await notice.waitFor();
    const now = await totals.getByTestId('total-total').innerText();
    // 5.00 off before tax, gone: the total grows by it and its tax.
    expect(cents(now) - cents(reviewed)).toBeGreaterThanOrEqual(500);
    // The day it expired in the shop's time zone (the demo's, America/New_York), whatever the hour in UTC.
    const expiredOn = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/New_York',
    }).format(new Date());
    expect(await notice.innerText()).toBe(
      `Your total changed from ${reviewed} to ${now}: This code expired on ${expiredOn}. ` +
        'Nothing was ordered: check the new total and place your order again.',
    );
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.getByTestId('place-order').innerText()).toContain(now);
    await expectNoBlockingFindings(page, '/checkout with a total that changed');
    await screenshotsAt(page, 'checkout-total-changed');

    await placeOrder(page);
    const { order } = await merchant(`/v1/orders/${orderIdOf(page)}`);
    expect(cents((order as Json).priceSummary.total.formattedAmount)).toBe(cents(now));
    expect((order as Json).appliedDiscounts).toEqual([]);
  }, 120_000);

  describe('in a shop that holds no stock for checkouts', () => {
    let shop: Shop;
    beforeAll(async () => {
      shop = await noHoldShop;
    }, 120_000);

    it('a line the merchant runs short of is lowered at review, and the order placed with what is left', async () => {
      const merchant = merchantApi(shop.apiUrl, shop.adminApiKey);
      const product = await stockedProduct(merchant, 3);
      // Cookies do not keep to a port: the other shop's session would reach this one's server.
      await session.context.clearCookies();
      const page = await session.newPage(DESKTOP);
      await addUnits(page, shop.storefrontUrl, product, 3);
      await checkoutFromCart(page, shop.storefrontUrl, { held: false });
      await giveDetails(page, `short.stock.${Date.now()}@example.com`);
      await choose(page, 'checkout-payment', /Bank transfer/i);

      await merchant(`/v1/products/${product.id}/variants`, {
        method: 'PATCH',
        body: { variants: [{ variantIds: [product.variants[0].id], stock: { quantity: 2 } }] },
      });
      await pressPlaceOrder(page);
      const line = page.getByTestId('checkout-review').getByTestId('cart-line');
      await line.getByText('Only 2 left: lower the quantity to continue.').waitFor();
      // The message points up to the line (it is above it), the stepper shows what the line asks for, and no
      // total is shown for what the stepper does not show; the keyboard is on "Lower to 2", in view.
      const review = page.getByTestId('checkout-review');
      const lineBox = await line.boundingBox();
      const missing = page.getByTestId('checkout-missing');
      expect(await missing.innerText()).toBe(
        'Some pieces are not available as ordered: lower or remove the marked line above.',
      );
      expect((await missing.boundingBox())!.y).toBeGreaterThan(lineBox!.y);
      expect(await line.getByTestId('cart-line-quantity').innerText()).toBe('3');
      expect(await review.getByTestId('checkout-totals').count()).toBe(0);
      await review.getByTestId('totals-pending').waitFor();
      expect(await page.getByTestId('place-order').innerText()).toBe('Place order');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), { timeout: 5000 })
        .toMatch(/^Lower to 2/);
      expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
      await line.getByRole('button', { name: /^Remove/ }).waitFor();
      await expectNoBlockingFindings(page, '/checkout with a line short of stock');
      await screenshotsAt(page, 'checkout-short-line');
      // At 375 px too, the line is above the message that points up to it.
      await page.setViewportSize(MOBILE);
      expect((await missing.boundingBox())!.y).toBeGreaterThan((await line.boundingBox())!.y);
      await page.setViewportSize(DESKTOP);

      await line.getByRole('button', { name: /^Lower to 2/ }).click();
      await expect
        .poll(() => line.getByTestId('cart-line-quantity').innerText(), { timeout: 10_000 })
        .toBe('2');
      expect(await line.getByText(/left: lower the quantity/).count()).toBe(0);
      // Lowered, the line, its stepper and the total agree again: the total is shown, for 2.
      await review.getByTestId('checkout-totals').waitFor();
      expect(await page.getByTestId('place-order').innerText()).toContain(
        await review.getByTestId('total-total').innerText(),
      );
      await placeOrder(page);
      expect(await page.getByTestId('order-line').innerText()).toContain('2 ×');
      const { order } = await merchant(`/v1/orders/${orderIdOf(page)}`);
      expect((order as Json).lineItems.map((l: Json) => l.quantity)).toEqual([2]);
    }, 120_000);
  });
});

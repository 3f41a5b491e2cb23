import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { merchantApi, type Json } from './support/merchant';
import { expectNoBlockingFindings } from './support/shopping';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';

// Prices and delivery in the dashboard: at 1280 px a manager (settings and marketing to write) makes a coupon and
// tries it on a cart below its minimum (the shopper's sentence) and above it (it applies), adds a region and a
// rate and tests an address that gets it, adds a tax rate and edits a payment method's instructions; at 375 px
// the shipping page works without sideways scrolling, and a read-only person sees the taxes without a control.
// What it adds lives in Iceland (IS), a country no other journey ships to, and is deleted again.

const apiUrl = inject('apiUrl');
const base = staffUrl(inject('storefrontUrl'));
const merchant = merchantApi(apiUrl, inject('adminApiKey'));
const openBrowser = browsersClosedAfterAll();
const stamp = Date.now();

let manager: StaffPerson;
let reader: StaffPerson;
let product: Json;
let method: Json;

beforeAll(async () => {
  [manager, reader] = [
    await newStaffMember(apiUrl, 'MANAGER', 'Mina Manager'),
    await newStaffMember(apiUrl, 'READ_ONLY', 'Rory Reader'),
  ];
  // "Aa…" sorts it among the first products the cart picker offers.
  ({ product } = await merchant('/v1/products', {
    method: 'POST',
    body: { product: { name: `Aa Try Vase ${stamp}`, priceData: { price: '25.00' } } },
  }));
  // Not offered at checkout: other journeys' checkouts never meet it.
  ({ paymentMethod: method } = await merchant('/v1/payment-methods', {
    method: 'POST',
    body: {
      paymentMethod: {
        kind: 'BANK_TRANSFER',
        title: `Try transfer ${stamp}`,
        instructions: 'IBAN to come',
        enabled: false,
      },
    },
  }));
});

const dialog = (page: Page) => page.getByRole('dialog');
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openPage(page: Page, pathname: string) {
  await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
  await waitForHydration(page, 'main button');
}

/** Saves the dialog's form; a refusal shown in it fails the journey with its words. */
async function save(page: Page) {
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  const refused = dialog(page).getByRole('alert');
  await Promise.race([dialog(page).waitFor({ state: 'detached' }), refused.waitFor()]);
  if (await dialog(page).count()) {
    await screenshot(page, 'admin-prices-delivery-refused');
    throw new Error(`refused: ${await dialog(page).innerText()}`);
  }
}

describe('prices and delivery', () => {
  it('at 1280 px: a manager makes a coupon and tries it, ships to an address, taxes it, edits a payment method', async () => {
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, manager);
    const code = `TRY${stamp}`;

    await openPage(page, '/admin/discounts');
    await page.getByRole('button', { name: 'New coupon' }).click();
    await dialog(page).getByLabel('Code the shopper types').fill(code);
    await dialog(page).getByLabel(/^Name/).fill('Try ten percent');
    await dialog(page).getByLabel('Percentage off').fill('10');
    await dialog(page)
      .getByLabel(/^Minimum cart subtotal/)
      .fill('40');
    await save(page);
    await page.getByRole('cell', { name: code, exact: true }).waitFor();

    const tryCart = page.getByRole('form', { name: 'Try a cart' });
    await tryCart.getByLabel('Product 1').selectOption(product.id as string);
    await tryCart.getByLabel('Quantity').fill('1');
    await tryCart.getByLabel('Coupon code (optional)').fill(code.toLowerCase());
    await tryCart.getByRole('button', { name: 'Try the cart' }).click();
    const sentence = page.getByTestId('shopper-sentence');
    await sentence.waitFor();
    expect(await sentence.innerText()).toBe('Spend $40.00 to use this code');
    await expectNoBlockingFindings(page, 'the discounts page with a coupon that does not apply');
    await screenshot(page, 'admin-discounts-1280');

    await tryCart.getByLabel('Quantity').fill('2');
    await tryCart.getByRole('button', { name: 'Try the cart' }).click();
    await page.getByText(`The code ${code} applies: $5.00 off.`).waitFor();

    await openPage(page, '/admin/shipping');
    const region = `Try Iceland ${stamp}`;
    await page.getByRole('button', { name: 'New region' }).click();
    await dialog(page).getByLabel('Name').fill(region);
    await dialog(page).getByLabel('Countries and subdivisions').fill('IS');
    await save(page);
    await page.getByRole('cell', { name: region, exact: true }).waitFor();
    const rate = `Try courier ${stamp}`;
    await page.getByRole('button', { name: 'New rate' }).click();
    await dialog(page).getByLabel('Name shoppers see').fill(rate);
    await dialog(page).getByLabel('Region').selectOption({ label: region });
    await dialog(page)
      .getByLabel(/^Price \(/)
      .fill('7.25');
    await dialog(page)
      .getByLabel(/^Free from a subtotal/)
      .fill('100');
    await save(page);
    await page.getByRole('cell', { name: rate, exact: true }).waitFor();

    const test = page.getByRole('form', { name: 'Test an address' });
    await test.getByLabel('Country code').fill('IS');
    await test.getByLabel('Postal code').fill('101');
    await test.getByLabel(/^Cart subtotal/).fill('60');
    await test.getByRole('button', { name: 'Show what is offered' }).click();
    const offers = page.getByTestId('address-offers');
    await offers.getByText(rate).waitFor();
    expect(await offers.getByRole('listitem').filter({ hasText: rate }).innerText()).toContain('$7.25');
    await expectNoBlockingFindings(page, 'the shipping page with an address tested');
    await screenshot(page, 'admin-shipping-1280');

    await openPage(page, '/admin/taxes');
    await page.getByRole('button', { name: 'New tax rate' }).click();
    await dialog(page).getByLabel('Country code').fill('is');
    await dialog(page).getByLabel('Rate (%)').fill('24');
    await dialog(page)
      .getByLabel(/^Name on receipts/)
      .fill(`Try VAT ${stamp}`);
    await save(page);
    const taxRow = page.getByRole('row').filter({ hasText: `Try VAT ${stamp}` });
    await taxRow.waitFor();
    expect(await taxRow.innerText()).toContain('24 %');
    await expectNoBlockingFindings(page, 'the taxes page');
    await screenshot(page, 'admin-taxes-1280');

    await openPage(page, '/admin/payment-methods');
    await page.getByRole('button', { name: `Edit payment method Try transfer ${stamp}` }).click();
    await dialog(page).getByLabel('Instructions').fill('IBAN IS14 0159 2600 7654 5510 7303 39');
    await save(page);
    await page.getByText('IBAN IS14 0159 2600 7654 5510 7303 39').waitFor();
    await expectNoBlockingFindings(page, 'the payment methods page');
    await screenshot(page, 'admin-payment-methods-1280');
    const { paymentMethods } = await merchant('/v1/payment-methods');
    expect(paymentMethods.find((m: Json) => m.id === method.id).instructions).toBe(
      'IBAN IS14 0159 2600 7654 5510 7303 39',
    );
  });

  it('at 375 px: the shipping page fits and tests an address; a read-only person sees taxes without controls', async () => {
    const page = await openBrowser(MOBILE);
    await signInStaff(page, base, manager);
    await openPage(page, '/admin/shipping');
    expect(await noSidewaysScroll(page)).toBe(true);
    const test = page.getByRole('form', { name: 'Test an address' });
    await test.getByLabel('Country code').fill('IS');
    await test.getByLabel('Postal code').fill('101');
    await test.getByLabel(/^Cart subtotal/).fill('150');
    await test.getByRole('button', { name: 'Show what is offered' }).click();
    // Above the rate's free-from subtotal, the same rate is free.
    const offered = page
      .getByTestId('address-offers')
      .getByRole('listitem')
      .filter({ hasText: `Try courier ${stamp}` });
    await offered.waitFor();
    expect(await offered.innerText()).toContain('Free');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoBlockingFindings(page, 'the shipping page at 375 px');
    await screenshot(page, 'admin-shipping-375');

    // Clean up through the page: the region goes with its rate, and Iceland's tax rate.
    await page.getByRole('button', { name: `Delete region Try Iceland ${stamp}` }).click();
    await page.getByRole('button', { name: 'Delete the region' }).click();
    await page
      .getByRole('button', { name: `Delete region Try Iceland ${stamp}` })
      .waitFor({ state: 'detached' });
    await openPage(page, '/admin/taxes');
    await page.getByRole('button', { name: 'Delete tax rate IS' }).click();
    await page.getByRole('button', { name: 'Delete the tax rate' }).click();
    await page.getByRole('button', { name: 'Delete tax rate IS' }).waitFor({ state: 'detached' });

    const readerPage = await openBrowser(MOBILE);
    await signInStaff(readerPage, base, reader);
    await readerPage.goto(`${base}/admin/taxes`, { waitUntil: 'load' });
    await readerPage.getByRole('heading', { name: 'Tax rates' }).waitFor();
    expect(await readerPage.getByRole('button', { name: /New|Edit|Delete|Save/ }).count()).toBe(0);
    expect(await readerPage.getByRole('checkbox', { name: /Prices include tax/ }).isDisabled()).toBe(true);
    expect(await noSidewaysScroll(readerPage)).toBe(true);
    await expectNoBlockingFindings(readerPage, 'the taxes page for a read-only person');
    await screenshot(readerPage, 'admin-taxes-read-only-375');
  });
});

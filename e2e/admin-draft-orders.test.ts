import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { merchantApi } from './support/merchant';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';
import { expectNoBlockingFindings, expectNoSidewaysScroll } from './support/shopping';

// Draft orders: a fulfilment person takes a phone order. At 1280 px they build a draft for a customer with two
// lines found by product search, the address, a delivery method and bank transfer, see the server's totals,
// save it, send it, and open the order it became: not paid, by bank transfer. At 375 px the orders list shows
// cards with its filters folded behind a Filters button, and the drafts list reads without sideways scrolling.

const storefrontUrl = inject('storefrontUrl');
const base = staffUrl(storefrontUrl);
const apiUrl = inject('apiUrl');
const api = merchantApi(apiUrl, inject('adminApiKey'));
const tag = `dro${Date.now().toString(36)}`;
const openBrowser = browsersClosedAfterAll();

let person: StaffPerson;

async function makeProduct(name: string, price: string) {
  await api('/v1/products', {
    method: 'POST',
    body: {
      product: {
        name,
        productType: 'physical',
        priceData: { price },
        weight: 0.5,
        stock: { trackInventory: true, quantity: 40 },
      },
    },
  });
}

beforeAll(async () => {
  person = await newStaffMember(apiUrl, 'FULFILMENT', 'Fern Fulfilment');
  await makeProduct(`Phone jug ${tag}`, '32.00');
  await makeProduct(`Phone cup ${tag}`, '14.00');
});

async function addProduct(page: Page, name: string) {
  await page.getByLabel('Find a product').fill(tag);
  const add = page.getByRole('button', { name: `Add ${name}` });
  await add.waitFor();
  await add.click();
  await page.getByLabel(`Quantity of ${name}`).waitFor();
}

describe('draft orders', () => {
  it('at 1280 px: builds a draft with two lines for a customer, sends it, and opens the unpaid order', async () => {
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, person);
    await page.goto(`${base}/admin/orders`, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'New draft order (phone or mail)' }).click();
    await page.waitForURL(`${base}/admin/draft-orders/new`);
    await waitForHydration(page, 'form[aria-label="Draft order"] button[type="submit"]');

    const form = page.getByRole('form', { name: 'Draft order' });
    await addProduct(page, `Phone jug ${tag}`);
    await addProduct(page, `Phone cup ${tag}`);
    await form.getByLabel(`Quantity of Phone jug ${tag}`).fill('2');
    await form.getByLabel('Email').fill(`ada.${tag}@journey.test`);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Street and number').fill('12 Mercer St');
    await form.getByLabel('City').fill('New York');
    await form.getByLabel('Postal code').fill('10013');
    await form.getByLabel('Region code (like US-NY)').fill('US-NY');
    await form.getByLabel('Country code (like US)').fill('US');
    await form.getByLabel('Country code (like US)').blur();
    // The server prices the draft as it changes: the address brings the delivery methods offered there.
    const delivery = form.getByLabel('Delivery method');
    await expect.poll(() => delivery.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    // A delivery to the address (not the studio pickup), so the order ships to Ada.
    const shipped = (await delivery.locator('option').allTextContents()).find(
      (t) => t.includes('$') && !/pick/i.test(t),
    );
    expect(shipped, 'a delivery method to New York').toBeDefined();
    await delivery.selectOption({ label: shipped! });
    await form.getByLabel('Payment method').selectOption({ label: 'Bank transfer' });
    await expect
      .poll(() => page.getByTestId('draft-total').textContent(), { timeout: 15_000 })
      .toMatch(/\$\d/);
    await expect.poll(() => page.getByText('$78.00').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/draft-orders\/[0-9a-f-]{36}$/);
    const total = (await page.getByTestId('draft-total').textContent())!.trim();
    await expectNoBlockingFindings(page, 'the draft order builder');
    await screenshot(page, 'admin-draft-order-1280');

    await page.getByRole('button', { name: 'Send order' }).click();
    const open = page.getByRole('link', { name: /^Open order #\d+$/ });
    await open.waitFor({ timeout: 20_000 });
    await page
      .getByRole('status')
      .filter({ hasText: `its confirmation is mailed to ada.${tag}@journey.test` })
      .waitFor();
    await screenshot(page, 'admin-draft-order-sent-1280');
    await open.click();
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    const main = page.locator('main');
    await main.getByText('Awaiting payment').first().waitFor();
    await main.getByText('Nothing paid yet (Bank transfer).').waitFor();
    expect(await main.getByText(total).count()).toBeGreaterThan(0);
    expect(await main.getByText(`Phone jug ${tag}`).count()).toBeGreaterThan(0);
    expect(await main.getByText('Ada Lovelace').count()).toBeGreaterThan(0);

    await page.goto(`${base}/admin/draft-orders?status=SENT`, { waitUntil: 'load' });
    await page
      .getByRole('link', { name: /^Order #\d+ for Ada Lovelace$/ })
      .first()
      .waitFor();
    await expectNoBlockingFindings(page, 'the draft orders list');
    await screenshot(page, 'admin-draft-orders-list-1280');
  });

  it('at 375 px: the orders list is cards with folded filters, and the drafts list fits', async () => {
    const page = await openBrowser(MOBILE);
    await signInStaff(page, base, person);
    await page.goto(`${base}/admin/orders?payment=NOT_PAID&q=${tag}`, { waitUntil: 'load' });
    await waitForHydration(page, 'form[aria-label="Filter orders"] button[aria-controls]');
    const toggle = page.getByRole('button', { name: 'Filters (1 on)' });
    await toggle.waitFor();
    expect(await page.getByLabel('Payment').isVisible()).toBe(false);
    expect(await page.locator('thead').isVisible()).toBe(false);
    const card = page.locator('tbody tr').first();
    await card.waitFor();
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expectNoSidewaysScroll(page, 'the orders list at 375 px');
    await expectNoBlockingFindings(page, 'the orders list at 375 px');
    await screenshot(page, 'admin-orders-cards-375');
    await toggle.click();
    expect(await page.getByLabel('Payment').isVisible()).toBe(true);
    expect(await page.getByLabel('Payment').inputValue()).toBe('NOT_PAID');
    await expectNoSidewaysScroll(page, 'the orders list with its filters open at 375 px');
    await screenshot(page, 'admin-orders-filters-375');
    // A tap on the card opens the order.
    await card.click({ position: { x: 200, y: 70 } });
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);

    await page.goto(`${base}/admin/draft-orders/new`, { waitUntil: 'load' });
    await waitForHydration(page, 'form[aria-label="Draft order"] button[type="submit"]');
    await addProduct(page, `Phone cup ${tag}`);
    await expectNoSidewaysScroll(page, 'the draft order builder at 375 px');
    await expectNoBlockingFindings(page, 'the draft order builder at 375 px');
    await screenshot(page, 'admin-draft-order-375');
  });
});

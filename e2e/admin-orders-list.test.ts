import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { merchantApi, type Json } from './support/merchant';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';
import { expectNoBlockingFindings } from './support/shopping';

// The dashboard's orders list: a manager signs in, opens Orders, filters by payment status and searches (the URL
// keeps both through a reload and "back"), marks one unpaid order paid after confirming, downloads the CSV of the
// list, and jumps to an order with the command palette, keyboard only. At 1280 px, then the list and the palette
// at 375 px. The orders are made through the API, each buyer's email carrying this run's tag.

const storefrontUrl = inject('storefrontUrl');
const base = staffUrl(storefrontUrl);
const apiUrl = inject('apiUrl');
const api = merchantApi(apiUrl, inject('adminApiKey'));
const tag = `olj${Date.now().toString(36)}`;
const openBrowser = browsersClosedAfterAll();

interface Made {
  id: string;
  number: string;
}
let ada: Made;
let grace: Made;
let paid: Made;
let manager: StaffPerson;

async function makeOrder(first: string, amount: string): Promise<Made> {
  const { order } = await api('/v1/orders', {
    method: 'POST',
    body: {
      order: {
        lineItems: [{ quantity: 1, productName: { original: 'Journey vase' }, price: { amount } }],
        buyerInfo: { email: `${first.toLowerCase()}.${tag}@journey.test` },
        billingInfo: {
          address: { country: 'US', city: 'Austin', addressLine: '2 Elm St' },
          contactDetails: { firstName: first, lastName: 'Tester' },
        },
      },
    },
  });
  return { id: (order as Json).id as string, number: String((order as Json).number) };
}

beforeAll(async () => {
  manager = await newStaffMember(apiUrl, 'MANAGER', 'Mona Manager');
  ada = await makeOrder('Ada', '12.00');
  grace = await makeOrder('Grace', '30.00');
  paid = await makeOrder('Paid', '5.00');
  await api(`/v1/orders/${paid.id}/mark-as-paid`, { method: 'POST', body: {} });
});

const signIn = (page: Page) => signInStaff(page, base, manager);

const orderRows = (page: Page) => page.locator('tbody tr');
const rowNumbers = async (page: Page) =>
  (await page.locator('tbody [data-row-link]').allTextContents()).map((t) => t.replace('#', '').trim());

async function jumpWithPalette(page: Page, number: string, id: string) {
  const input = page.getByRole('combobox', { name: 'Search the dashboard' });
  await input.waitFor();
  await input.fill(number);
  await page.getByRole('option', { name: new RegExp(`Order #${number}\\b`) }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${base}/admin/orders/${id}`);
}

describe('the orders list', () => {
  it('at 1280 px: filters, searches, keeps it in the URL, marks one paid, downloads the CSV, jumps by number', async () => {
    const page = await openBrowser(DESKTOP);
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await page.waitForURL(`${base}/admin/orders`);
    await waitForHydration(page, 'form[aria-label="Filter orders"] button[type="submit"]');

    await page.getByLabel('Payment').selectOption('NOT_PAID');
    await page.getByLabel('Search orders').fill(tag);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('q') === tag && url.searchParams.get('payment') === 'NOT_PAID',
    );
    await expect.poll(() => rowNumbers(page)).toEqual([grace.number, ada.number]);

    await page.reload({ waitUntil: 'load' });
    expect(await rowNumbers(page)).toEqual([grace.number, ada.number]);
    expect(await page.getByLabel('Search orders').inputValue()).toBe(tag);
    expect(await page.getByLabel('Payment').inputValue()).toBe('NOT_PAID');

    await page.getByRole('link', { name: /^Total/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'total-desc');
    await page.getByRole('link', { name: /^Total/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'total-asc');
    await expect.poll(() => rowNumbers(page)).toEqual([ada.number, grace.number]);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'total-desc');
    await expect.poll(() => rowNumbers(page)).toEqual([grace.number, ada.number]);
    expect(new URL(page.url()).searchParams.get('payment')).toBe('NOT_PAID');
    expect(await page.getByRole('search', { name: 'Filter orders' }).count()).toBe(1);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('total-desc');

    await expectNoBlockingFindings(page, 'the orders list at 1280 px');
    await screenshot(page, 'admin-orders-list-1280');

    // The keyboard: j moves to the first row, j again to Ada's, x selects it.
    await waitForHydration(page, 'tbody [data-row-link]');
    await page.locator('h1').click();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect.poll(() => page.getByLabel(`Select order #${ada.number}`).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Mark as paid…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark one order as paid?' });
    await dialog.getByText(`#${ada.number}`).waitFor();
    await screenshot(page, 'admin-orders-mark-paid-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Mark 1 order as paid' }).click();
    await dialog.getByText('Done: 1 of 1 marked as paid').waitFor();
    await dialog.getByText(`#${ada.number}: marked as paid`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rowNumbers(page)).toEqual([grace.number]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toMatch(/^number,createdDate,status,paymentStatus,/);
    expect(csv.filter((line) => line !== '').slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${grace.number},\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,[A-Z]+,NOT_PAID,NOT_FULFILLED,grace\\.${tag}@journey\\.test,Grace Tester,NONE,,USD,30\\.00,`,
        ),
      ),
    ]);

    await page.keyboard.press('Control+k');
    await jumpWithPalette(page, ada.number, ada.id);
  });

  it('at 375 px: the list reads, and the bar’s Search opens the palette; Escape gives focus back', async () => {
    const page = await openBrowser(MOBILE);
    await signIn(page);
    await page.goto(`${base}/admin/orders?q=${tag}`, { waitUntil: 'load' });
    await expect.poll(() => rowNumbers(page)).toEqual([paid.number, grace.number, ada.number]);
    expect(await orderRows(page).count()).toBe(3);
    await expectNoBlockingFindings(page, 'the orders list at 375 px');
    await screenshot(page, 'admin-orders-list-375');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await waitForHydration(page, 'button[aria-haspopup="dialog"]');
    await search.click();
    await page.getByRole('combobox', { name: 'Search the dashboard' }).waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toMatch(/^Search/);
    await search.click();
    await page.getByRole('combobox', { name: 'Search the dashboard' }).fill(grace.number);
    await page.getByRole('option', { name: new RegExp(`Order #${grace.number}\\b`) }).waitFor();
    await screenshot(page, 'admin-orders-palette-375', { fullPage: false });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/admin/orders/${grace.id}`);
  });
});

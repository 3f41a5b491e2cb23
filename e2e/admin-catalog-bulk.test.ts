import type { Page } from 'playwright-core';
import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { merchantApi, type Json } from './support/merchant';
import { expectNoBlockingFindings } from './support/shopping';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';

// Bulk catalog work: a catalog person raises a collection's prices 10 percent after reading the preview, sees the
// new prices in the shop, undoes from the toast and the old prices are back; checks a file of 300 rows while a
// bar follows the rows checked; imports a CSV with one bad row (the dry run names that row, the real import adds
// the good ones, the bar at the products written); exports, and the file downloads (1280 px). At 375 px the
// import page and the price preview are usable.

const apiUrl = inject('apiUrl');
const storefrontUrl = inject('storefrontUrl');
const base = staffUrl(storefrontUrl);
const merchant = merchantApi(apiUrl, inject('adminApiKey'));
const openBrowser = browsersClosedAfterAll();

const stamp = Date.now();
let person: StaffPerson;
let collection: Json;
let products: Json[];

beforeAll(async () => {
  person = await newStaffMember(apiUrl, 'CATALOG', 'Cato Catalog');
  collection = (
    await merchant('/v1/collections', {
      method: 'POST',
      body: { collection: { name: `Bulk shelf ${stamp}` } },
    })
  ).collection;
  products = [];
  for (const [name, price] of [
    [`Bulk jug ${stamp}`, '20.00'],
    [`Bulk plate ${stamp}`, '35.50'],
  ] as const) {
    products.push(
      (await merchant('/v1/products', { method: 'POST', body: { product: { name, priceData: { price } } } }))
        .product,
    );
  }
  await merchant(`/v1/collections/${collection.id as string}/productIds`, {
    method: 'POST',
    body: { productIds: products.map((p) => p.id) },
  });
});

const CSV = [
  'name,price,collections',
  `Imported mug ${stamp},12.00,imported-${stamp}`,
  `Broken row ${stamp},twelve,`,
  `Imported tray ${stamp},18.50,imported-${stamp}`,
].join('\n');

async function shopPrice(page: Page, slug: string) {
  const shop = await page.context().newPage();
  await shop.goto(`${storefrontUrl}/product/${slug}`, { waitUntil: 'load' });
  const text = await shop.locator('main').innerText();
  await shop.close();
  return text;
}

async function previewCollection(page: Page) {
  await page.goto(`${base}/admin/products/prices`, { waitUntil: 'load' });
  await waitForHydration(page, 'main form button[type="submit"]');
  await page.getByRole('radio', { name: 'A collection' }).check();
  await page.getByLabel('Collection', { exact: true }).selectOption(collection.id as string);
  await page.getByLabel('Change', { exact: true }).selectOption('PERCENT');
  await page.getByLabel('Direction').selectOption('up');
  await page.getByLabel('Percent').fill('10');
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  await page.getByRole('heading', { name: 'Preview: 2 prices would change' }).waitFor();
}

async function chooseFile(page: Page, text: string) {
  await page.getByLabel('Products (CSV file)').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
}

describe('bulk catalog work', () => {
  it('at 1280 px: raises a collection 10 percent, undoes it from the toast, imports and exports', async () => {
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, person);

    await previewCollection(page);
    const table = page.getByRole('region', { name: 'Price changes' });
    for (const [name, price] of [
      [`Bulk jug ${stamp}`, '22.00'],
      [`Bulk plate ${stamp}`, '39.05'],
    ]) {
      await table.getByRole('row').filter({ hasText: name }).filter({ hasText: price }).waitFor();
    }
    await expectNoBlockingFindings(page, 'the price preview');
    await screenshot(page, 'admin-catalog-bulk-preview-1280');

    await page.getByRole('button', { name: 'Apply 2 price changes' }).click();
    const toast = page.getByRole('alert').filter({ hasText: '2 prices changed.' });
    await toast.waitFor();
    await screenshot(page, 'admin-catalog-bulk-applied-1280', { animations: 'allow', fullPage: false });
    expect(await shopPrice(page, products[0]!.slug as string)).toContain('$22.00');

    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: '2 prices put back.' }).waitFor();
    expect(await shopPrice(page, products[0]!.slug as string)).toContain('$20.00');

    await page.goto(`${base}/admin/products/import`, { waitUntil: 'load' });
    await waitForHydration(page, 'main form button[type="submit"]');
    // A larger file first: the bar follows the rows as the server checks them.
    const many = ['name,price', ...Array.from({ length: 300 }, (_, i) => `Many ${stamp} ${i},1.00`)].join(
      '\n',
    );
    await chooseFile(page, many);
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      new MutationObserver(() => {
        const bar = document.querySelector('main progress');
        const value = bar?.getAttribute('value');
        if (value && w.seen.at(-1) !== value) w.seen.push(value);
      }).observe(document.querySelector('main')!, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    await page.getByRole('heading', { name: 'Dry run: nothing was written' }).waitFor();
    await page.getByText('Checked: 300 of 300 rows').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen.map(Number));
    expect(seen.at(-1)).toBe(300);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    await chooseFile(page, CSV);
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    await page.getByRole('heading', { name: 'Dry run: nothing was written' }).waitFor();
    const bar = page.getByRole('progressbar', { name: 'Rows checked' });
    expect([await bar.getAttribute('value'), await bar.getAttribute('max')]).toEqual(['3', '3']);
    await page.getByText('Checked: 3 of 3 rows').waitFor();
    const rows = page.getByRole('region', { name: 'Rows of the file' });
    const bad = rows.getByRole('row').filter({ hasText: `Broken row ${stamp}` });
    expect(await bad.innerText()).toMatch(/3\s+Broken row .*Not imported: price must be a decimal number/s);
    await expectNoBlockingFindings(page, 'the dry run report');
    await screenshot(page, 'admin-catalog-bulk-dry-run-1280');

    await page.getByRole('button', { name: 'Import the good rows' }).click();
    await page.getByRole('heading', { name: 'Import done' }).waitFor();
    await page.getByText('3 rows read: 2 products created').waitFor();
    await page.getByText('Written: 2 of 2 products').waitFor();
    await page.getByRole('progressbar', { name: 'Products written' }).waitFor();

    await page.getByLabel('Name or SKU contains').fill(`Imported`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-.*\.csv$/);
    const file = fs.readFileSync((await download.path())!, 'utf8');
    expect(file.split('\r\n')[0]).toMatch(/^name,slug,variant,description,price,/);
    expect(file).toContain(`Imported mug ${stamp}`);
    expect(file).toContain(`Imported tray ${stamp}`);
  });

  it('at 375 px: the import page and the price preview are usable', async () => {
    const page = await openBrowser(MOBILE);
    await signInStaff(page, base, person);
    await page.goto(`${base}/admin/products/import`, { waitUntil: 'load' });
    await waitForHydration(page, 'main form button[type="submit"]');
    await chooseFile(page, CSV.replace(/Imported/g, 'Phone'));
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    await page.getByRole('heading', { name: 'Dry run: nothing was written' }).waitFor();
    await expectNoSidewaysScroll(page, 'the import page');
    await expectNoBlockingFindings(page, 'the import page at 375 px');
    await screenshot(page, 'admin-catalog-bulk-import-375');

    await previewCollection(page);
    await expectNoSidewaysScroll(page, 'the price preview');
    await expectNoBlockingFindings(page, 'the price preview at 375 px');
    await screenshot(page, 'admin-catalog-bulk-preview-375');
  });
});

/** Nothing of the page's own content reaches past the window's right edge (wide tables scroll in their box). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter(
        (e) =>
          !e.closest('nav') && !e.closest('[role="region"]') && e.getBoundingClientRect().right > width + 0.5,
      )
      .slice(0, 6)
      .map((e) => `${e.tagName.toLowerCase()} right=${Math.round(e.getBoundingClientRect().right)}`);
  });
  expect(wider, `${what}: elements past the right edge`).toEqual([]);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { expectNoBlockingFindings, expectNoSidewaysScroll } from './support/shopping';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';

// The dashboard's products: at 1280 px a CATALOG person creates a product (name, price, a formatted
// description, a picture with alt text, stock), makes it visible, and it is on sale on its shop page; two people
// edit it at once and the second save says who changed what instead of overwriting, in the form and in the
// variants grid; at 375 px the list (cards) and the form are usable.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const base = staffUrl(storefrontUrl);
const openBrowser = browsersClosedAfterAll();

/** A small real PNG (8x8, terracotta), written for the upload. */
function pngFile(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([196, 98, 45]).flat())]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(os.tmpdir(), `journey-jug-${Date.now()}.png`);
  fs.writeFileSync(file, png);
  return file;
}

let cataloguer: StaffPerson;
let manager: StaffPerson;
let productPath = '';
let productName = '';

async function openForm(page: Page, pathname: string) {
  await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
  await waitForHydration(page, 'form[aria-label="Product"] button[type="submit"]');
}

describe('the products pages', () => {
  it('at 1280 px: a catalog person creates a product with a picture and stock, and it is on sale in the shop', async () => {
    // One after the other: the first makes the shop's owner when there is none yet.
    cataloguer = await newStaffMember(apiUrl, 'CATALOG', 'Cato Catalog');
    manager = await newStaffMember(apiUrl, 'MANAGER', 'Mona Manager');
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, cataloguer);
    await page.goto(`${base}/admin/products`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await expectNoBlockingFindings(page, '/admin/products at 1280 px');
    await page.getByRole('link', { name: 'New product' }).click();
    await page.waitForURL(`${base}/admin/products/new`);
    await waitForHydration(page, 'form[aria-label="Product"] button[type="submit"]');

    productName = `Journey jug ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(productName);
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Thrown by hand');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' and glazed in terracotta.');
    await page.getByLabel('Price', { exact: true }).fill('48');
    await page.locator('input[type="file"][accept^="image/"]').setInputFiles(pngFile());
    await page.getByRole('img', { name: 'Picture 1' }).waitFor();
    await page.getByLabel('Alt text').fill('A terracotta jug');
    await page.getByLabel('Quantity in stock').fill('5');
    await page.getByLabel('Show in the shop (visible)').check();
    await expectNoBlockingFindings(page, '/admin/products/new at 1280 px');
    await screenshot(page, 'admin-product-new-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    productPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: productName, level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'Variants' }).waitFor();
    await expectNoBlockingFindings(page, '/admin/products/[id] at 1280 px');
    await screenshot(page, 'admin-product-edit-1280');

    // On sale: its shop page shows the name, price, description and picture, and takes it into a cart.
    const shopHref = await page.getByRole('link', { name: 'See it in the shop' }).getAttribute('href');
    await page.goto(`${storefrontUrl}${shopHref}`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: productName, level: 1 }).waitFor();
    // The shop shows the description's text (its catalog view turns the editor's HTML into paragraphs).
    await page.getByText('Thrown by hand and glazed in terracotta.').first().waitFor();
    expect(await page.locator('main').innerText()).toContain('48');
    expect(await page.locator('img[alt="A terracotta jug"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /add to cart/i }).isEnabled()).toBe(true);
    await screenshot(page, 'admin-product-in-shop-1280');
  }, 120_000);

  it('two people edit one product: the second save says who changed what and offers to reload', async () => {
    const [first, second] = await Promise.all([openBrowser(DESKTOP), openBrowser(DESKTOP)]);
    await Promise.all([signInStaff(first, base, manager), signInStaff(second, base, cataloguer)]);
    await Promise.all([openForm(first, productPath), openForm(second, productPath)]);
    await first.getByLabel('Price', { exact: true }).fill('52');
    await first.getByLabel('Ribbon').fill('New');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await first.getByText('Product saved').waitFor();

    await second.getByLabel('Name', { exact: true }).fill(`${productName} (renamed)`);
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = second.getByRole('alert').filter({ hasText: 'changed this product at' });
    expect(await conflict.innerText()).toMatch(/Mona Manager changed this product at .+: price, ribbon/);
    await conflict.getByRole('button', { name: 'Reload the product' }).waitFor();
    await screenshot(second, 'admin-product-conflict-1280', { fullPage: false });
    // Nothing was overwritten: a reload shows the manager's price and the name as it was.
    await conflict.getByRole('button', { name: 'Reload the product' }).click();
    await waitForHydration(second, 'form[aria-label="Product"] button[type="submit"]');
    expect(await second.getByLabel('Price', { exact: true }).inputValue()).toBe('52');
    expect(await second.getByLabel('Name', { exact: true }).inputValue()).toBe(productName);
  });

  it('the variants grid opened before someone else saved says who changed what, at 1280 and 375 px', async () => {
    const [first, second] = await Promise.all([openBrowser(DESKTOP), openBrowser(MOBILE)]);
    await Promise.all([signInStaff(first, base, manager), signInStaff(second, base, cataloguer)]);
    await openForm(first, productPath);
    await second.goto(`${base}${productPath}/variants`, { waitUntil: 'load' });
    await waitForHydration(second, '[role="grid"][aria-label="Variants"] input');
    await first.getByLabel('Ribbon').fill('Last few');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await first.getByText('Product saved').waitFor();

    await second.getByLabel('Price of The product').fill('60');
    await second.getByRole('button', { name: 'Save 1 changed' }).click();
    const conflict = second.getByRole('alert').filter({ hasText: 'changed this product at' });
    expect(await conflict.innerText()).toMatch(/Mona Manager changed this product at .+: ribbon/);
    await expectNoSidewaysScroll(second, 'the variants grid with a conflict at 375 px');
    await expectNoBlockingFindings(second, 'the variants grid with a conflict at 375 px');
    await screenshot(second, 'admin-variants-conflict-375');
    await second.setViewportSize(DESKTOP);
    await expectNoBlockingFindings(second, 'the variants grid with a conflict at 1280 px');
    await screenshot(second, 'admin-variants-conflict-1280', { fullPage: false });
    // Nothing was overwritten: after a reload the grid shows the price as the manager left it.
    await conflict.getByRole('button', { name: 'Reload the product' }).click();
    await waitForHydration(second, '[role="grid"][aria-label="Variants"] input');
    expect(await second.getByLabel('Price of The product').inputValue()).toBe('52.00');
  });

  it('at 375 px: the list shows cards and the form is usable', async () => {
    const page = await openBrowser(MOBILE);
    await signInStaff(page, base, cataloguer);
    await page.goto(`${base}/admin/products?q=${encodeURIComponent(productName)}`, { waitUntil: 'load' });
    await page.getByRole('link', { name: productName }).waitFor();
    await expectNoSidewaysScroll(page, '/admin/products at 375 px');
    await expectNoBlockingFindings(page, '/admin/products at 375 px');
    await screenshot(page, 'admin-products-375');
    await page.getByRole('link', { name: productName }).click();
    await page.waitForURL(`${base}${productPath}`);
    await waitForHydration(page, 'form[aria-label="Product"] button[type="submit"]');
    await expectNoSidewaysScroll(page, '/admin/products/[id] at 375 px');
    await expectNoBlockingFindings(page, '/admin/products/[id] at 375 px');
    await screenshot(page, 'admin-product-edit-375');
    await page.getByLabel('Quantity in stock').fill('7');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Product saved').waitFor();
  });
});

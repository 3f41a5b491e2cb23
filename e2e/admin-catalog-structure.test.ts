import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { merchantApi, type Json } from './support/merchant';
import { expectNoBlockingFindings, expectNoSidewaysScroll } from './support/shopping';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';

// The catalog's structure in the dashboard: a CATALOG person gives a new product two options of three choices,
// makes its six variants, sets their prices and stock in the grid (arrow keys between cells), saves, and the
// shop's product page offers those choices; then changes a variant's stock on the stock page, and puts a
// collection's two products in another order that the shop's collection page follows (1280 px). At
// 375 px the stock page and the variants grid keep to the screen's width.

const apiUrl = inject('apiUrl');
const storefrontUrl = inject('storefrontUrl');
const base = staffUrl(storefrontUrl);
const merchant = merchantApi(apiUrl, inject('adminApiKey'));
const openBrowser = browsersClosedAfterAll();

let cataloguer: StaffPerson;
let product: Json;
const name = `Structure Tee ${Date.now()}`;

beforeAll(async () => {
  cataloguer = await newStaffMember(apiUrl, 'CATALOG', 'Cato Catalog');
  ({ product } = await merchant('/v1/products', {
    method: 'POST',
    body: { product: { name, priceData: { price: '30.00' } } },
  }));
});

const variantsPath = () => `/admin/products/${product.id as string}/variants`;
const cell = (page: Page, column: string, label: string) =>
  page.getByRole('textbox', { name: `${column} of ${label}`, exact: true });

describe('catalog structure', () => {
  it('at 1280 px: options make six variants, the grid sets their prices and stock, the shop offers them', async () => {
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, cataloguer);
    await page.goto(`${base}${variantsPath()}`, { waitUntil: 'load' });
    await waitForHydration(page, 'form[aria-label="Options"] button[type="submit"]');

    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option name').nth(0).fill('Size');
    await page.getByLabel('Choices, separated by commas').nth(0).fill('S, M, L');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option name').nth(1).fill('Colour');
    await page.getByLabel('Choices, separated by commas').nth(1).fill('Red, Blue, Sand');
    await page.getByLabel('Count each variant’s stock').check();
    await page.getByText('These options make 9 variants').waitFor();
    await page.getByLabel('Choices, separated by commas').nth(1).fill('Red, Blue');
    await page.getByText('These options make 6 variants').waitFor();
    await page.getByRole('button', { name: 'Save options and make variants' }).click();
    await page.getByText('Saved: the product has 6 variants.').waitFor();
    await cell(page, 'Price', 'L / Blue').waitFor();
    expect(await page.getByRole('row').count()).toBe(7);

    // Price then stock of the first variant by typing, the arrow keys moving between cells.
    await waitForHydration(page, '[data-cell="0-0"]');
    const first = cell(page, 'Price', 'S / Red');
    await first.fill('32.00');
    await first.press('ArrowDown');
    expect(await cell(page, 'Price', 'S / Blue').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('33.50');
    await cell(page, 'Stock', 'S / Red').fill('4');
    await cell(page, 'Stock', 'L / Blue').fill('2');
    await cell(page, 'Stock', 'M / Red').fill('-1');
    await page.getByRole('button', { name: 'Save 4 changed' }).click();
    // The grid refuses the row it can tell is wrong, on that row, and saves the others.
    await page.getByText('3 variants saved; 1 could not be').waitFor();
    expect(await cell(page, 'Stock', 'M / Red').getAttribute('aria-invalid')).toBe('true');
    await cell(page, 'Stock', 'M / Red').fill('7');
    await page.getByRole('button', { name: 'Save 1 changed' }).click();
    await page.getByText('1 variant saved.').waitFor();
    await expectNoBlockingFindings(page, 'the options and variants page');
    await screenshot(page, 'admin-catalog-variants-1280');

    const { variants } = await merchant(`/v1/products/${product.id as string}/variants/query`, {
      method: 'POST',
      body: { includeMerchantSpecificData: true },
    });
    const byLabel = new Map(
      (variants as Json[]).map((v) => [`${v.choices.Size as string} / ${v.choices.Colour as string}`, v]),
    );
    expect(byLabel.size).toBe(6);
    expect(byLabel.get('S / Red')!.variant.priceData.price).toBe(32);
    expect(byLabel.get('S / Blue')!.variant.priceData.price).toBe(33.5);
    expect(byLabel.get('S / Red')!.stock.quantity).toBe(4);
    expect(byLabel.get('M / Red')!.stock.quantity).toBe(7);

    // The shop's product page offers those choices.
    const shop = await page.context().newPage();
    await shop.goto(`${storefrontUrl}/product/${product.slug as string}`, { waitUntil: 'load' });
    const form = shop.getByTestId('option-form');
    await form.waitFor();
    const choices = async (option: string) =>
      (await form.locator(`select[name="${option}"] option`).allInnerTexts()).join(' ');
    await expect.poll(() => choices('Size')).toMatch(/S.*M.*L/);
    expect(await choices('Colour')).toMatch(/Red.*Blue/);
    await shop.close();

    // The stock page: the product's variants, fewest units first; one more of the last L / Blue.
    await page.goto(`${base}/admin/stock?q=${encodeURIComponent(name)}`, { waitUntil: 'load' });
    await waitForHydration(page, 'form[aria-label^="Stock of"] button[type="submit"]');
    expect(await page.getByRole('searchbox', { name: 'Product name or SKU' }).inputValue()).toBe(name);
    const lowest = page.locator('ul[aria-label="Stock of variants"] > li').nth(1);
    expect(await lowest.innerText()).toContain('Size: S, Colour: Blue');
    await page.getByRole('button', { name: `One more of ${name}, Size: L, Colour: Blue` }).click();
    await page.getByText('Now 3 in stock.').waitFor();
    const setField = page.getByRole('textbox', { name: `Units of ${name}, Size: S, Colour: Red` });
    await setField.fill('10');
    await page.getByRole('button', { name: `Set units of ${name}, Size: S, Colour: Red` }).click();
    await page.getByText('Now 10 in stock.').waitFor();
    await expectNoBlockingFindings(page, 'the stock page');
    await screenshot(page, 'admin-catalog-stock-1280');
    const after = await merchant(`/v1/products/${product.id as string}/variants/query`, {
      method: 'POST',
      body: { includeMerchantSpecificData: true, choices: { Size: 'L', Colour: 'Blue' } },
    });
    expect(after.variants[0].stock.quantity).toBe(3);

    // A new collection, made on the collections page, opens on its own page.
    await page.goto(`${base}/admin/collections`, { waitUntil: 'load' });
    await waitForHydration(page, 'form[aria-label="New collection"] button[type="submit"]');
    await expectNoBlockingFindings(page, 'the collections list');
    const collection = `Structure picks ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(collection);
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.getByRole('heading', { level: 1, name: collection }).waitFor();
    await expectNoBlockingFindings(page, 'a collection');
    await screenshot(page, 'admin-catalog-collection-1280');

    // Two products in it, listed newest first; moving the older one up and saving orders the shop's page.
    const collectionId = page.url().split('/').at(-1)!;
    const older = `Picked jug ${Date.now()}`;
    const newer = `Picked cup ${Date.now()}`;
    for (const piece of [older, newer])
      await merchant('/v1/products', {
        method: 'POST',
        body: { product: { name: piece, priceData: { price: '12.00' }, collectionIds: [collectionId] } },
      });
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page, `button[aria-label="Move ${older} up"]`);
    const listed = page.getByRole('list', { name: 'Products in the shop’s order' });
    expect(await listed.innerText()).toMatch(new RegExp(`${newer}[\\s\\S]*${older}`));
    await page.getByRole('button', { name: `Move ${older} up` }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${older} down`);
    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('Order saved.').waitFor();
    expect(await listed.innerText()).toMatch(new RegExp(`${older}[\\s\\S]*${newer}`));
    await expectNoBlockingFindings(page, 'a collection with its products in order');
    await screenshot(page, 'admin-catalog-collection-order-1280');
    const { collection: made } = await merchant(`/v1/collections/${collectionId}`, { method: 'GET' });
    const shopPage = await page.context().newPage();
    await expect
      .poll(
        async () => {
          await shopPage.goto(`${storefrontUrl}/collections/${made.slug as string}`, { waitUntil: 'load' });
          const text = await shopPage.locator('main').innerText();
          return text.indexOf(older) >= 0 && text.indexOf(older) < text.indexOf(newer);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await shopPage.close();
  });

  it('at 1280 px: the grid of a product of 1,000 variants renders only the rows in view', async () => {
    const values = (n: number, p: string) => Array.from({ length: n }, (_, i) => ({ value: `${p}${i + 1}` }));
    const { product: big } = await merchant('/v1/products', {
      method: 'POST',
      body: {
        product: {
          name: `Thousand ${Date.now()}`,
          priceData: { price: '10.00' },
          stock: { trackInventory: true, quantity: 1 },
          productOptions: [
            { name: 'Width', choices: values(10, 'W') },
            { name: 'Length', choices: values(10, 'L') },
            { name: 'Finish', choices: values(10, 'F') },
          ],
        },
      },
    });
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, cataloguer);
    const started = Date.now();
    await page.goto(`${base}/admin/products/${big.id as string}/variants`, { waitUntil: 'load' });
    await waitForHydration(page, '[data-cell="0-0"]');
    const ready = Date.now() - started;
    expect(await page.getByText('1000 variants', { exact: true }).count()).toBe(1);
    const rendered = await page.locator('[role="grid"] [role="row"]').count();
    expect(rendered).toBeLessThan(60);
    // Typing in a cell and jumping to the last variant stay quick: the grid renders a window, not 1,000 rows.
    const first = cell(page, 'Price', 'W1 / L1 / F1');
    const typing = await first.evaluate(async (input: HTMLInputElement) => {
      const t = performance.now();
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(input, '11.00');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - t;
    });
    await first.focus();
    const jump = Date.now();
    await page.keyboard.press('Control+End');
    await cell(page, 'Price', 'W10 / L10 / F10').waitFor();
    expect(await cell(page, 'Price', 'W10 / L10 / F10').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    console.log(
      `variants grid, 1,000 variants: page loaded and hydrated in ${ready} ms, ${rendered} rows rendered, ` +
        `one cell's change painted in ${Math.round(typing)} ms, Ctrl+End to the last variant in ${Date.now() - jump} ms`,
    );
    await page.getByText('1 changed, not saved yet').waitFor();
  });

  it('at 375 px: the stock page and the variants grid keep to the screen', async () => {
    const page = await openBrowser(MOBILE);
    await signInStaff(page, base, cataloguer);
    await page.goto(`${base}/admin/stock?q=${encodeURIComponent(name)}&low=1`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
    expect(await page.locator('ul[aria-label="Stock of variants"] > li').count()).toBeGreaterThan(1);
    await expectNoSidewaysScroll(page, 'the stock page');
    await expectNoBlockingFindings(page, 'the stock page at 375 px');
    await screenshot(page, 'admin-catalog-stock-375');

    await page.goto(`${base}${variantsPath()}`, { waitUntil: 'load' });
    await waitForHydration(page, '[data-cell="0-0"]');
    await cell(page, 'Stock', 'L / Blue').scrollIntoViewIfNeeded();
    expect(await cell(page, 'Stock', 'L / Blue').inputValue()).toBe('3');
    await expectNoSidewaysScroll(page, 'the variants page');
    await expectNoBlockingFindings(page, 'the variants page at 375 px');
    await screenshot(page, 'admin-catalog-variants-375');
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFindings, describeFinding, isBlocking } from './support/axe';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  waitForHydration,
  type BrowserSession,
  type Viewport,
} from './support/browser';

// Search (issue 19): the header's search on every page with suggestions and the keyboard; a search on
// a phone shows its results, not the filter panel; the filter panel on a phone opens closed and folds
// after a filter is applied, with the active filters as removable chips; at 375 px and 1280 px, on the
// demo catalog (which has a "Moonlit Vase" and a "Ripple Bud Vase").

const storefrontUrl = inject('storefrontUrl');

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function open(viewport: Viewport, pathname: string): Promise<Page> {
  const page = await session.newPage(viewport);
  const response = await page.goto(`${storefrontUrl}${pathname}`, { waitUntil: 'load' });
  expect(response?.status(), pathname).toBe(200);
  await waitForHydration(page, 'header form[role="search"]');
  return page;
}

async function expectAccessible(page: Page, label: string): Promise<void> {
  const findings = await axeFindings(page);
  const minor = findings.filter((finding) => !isBlocking(finding));
  if (minor.length > 0) console.warn(`[axe] ${label}:\n  ${minor.map(describeFinding).join('\n  ')}`);
  expect.soft(findings.filter(isBlocking).map(describeFinding), label).toEqual([]);
}

/** The header's search field; on a phone, unfolded first with its button. */
async function headerSearch(page: Page, viewport: Viewport) {
  const field = page.getByRole('combobox', { name: 'Search the shop' });
  if (viewport === MOBILE) {
    expect(await field.isVisible(), 'folded on a phone').toBe(false);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
  }
  await expect.poll(() => field.isVisible()).toBe(true);
  return field;
}

const cards = (page: Page) => page.locator('[data-testid="product-card"]');

describe.each([
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const)('search at %s px', (width, viewport) => {
  it('suggests products in the header as one types, and is driven by the keyboard', async () => {
    const page = await open(viewport, '/aboutus');
    const field = await headerSearch(page, viewport);
    await field.pressSequentially('vase', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggested pieces' });
    await expect.poll(() => list.isVisible()).toBe(true);
    const options = list.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThanOrEqual(2);
    const names = await options.allInnerTexts();
    expect(names.join('\n')).toMatch(/Moonlit Vase/);
    expect(names.join('\n')).toMatch(/\$\d/);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, `search-suggestions-${width}`, { fullPage: false });
    await expectAccessible(page, `suggestions at ${width} px`);

    // Arrows move the active option, which the field names; the focus stays in the field.
    await field.press('ArrowDown');
    const first = options.nth(0);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await field.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await first.getAttribute('aria-selected')).toBe('false');
    await field.press('ArrowUp');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    // Escape closes the list and keeps what was typed; an arrow opens it again.
    await field.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await field.inputValue()).toBe('vase');
    await field.press('ArrowDown');
    await expect.poll(() => list.isVisible()).toBe(true);

    // Enter on a chosen suggestion opens its product.
    const chosen = (await first.locator('span').nth(0).innerText()) || (await first.innerText());
    await field.press('Enter');
    await page.waitForURL(/\/product\//);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe(chosen.split('\n')[0]!.trim());
    await page.close();
  });

  it('goes to the results on Enter: "vases" finds the vases, the filter panel stays closed', async () => {
    const page = await open(viewport, '/');
    const field = await headerSearch(page, viewport);
    await field.fill('vases');
    await field.press('Enter');
    await page.waitForURL(`${storefrontUrl}/list?q=vases`);
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(2);
    const names = await cards(page).locator('h3').allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['Moonlit Vase', 'Ripple Bud Vase']));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('vases');
    // The panel is closed, and on a phone the first result is on the first screen.
    expect(await page.getByTestId('filter-panel').getAttribute('open')).toBeNull();
    if (viewport === MOBILE) {
      const box = await cards(page).first().boundingBox();
      expect(box && box.y < viewport.height, `first result at ${box?.y}`).toBe(true);
      expect(await page.getByRole('radio', { name: 'All pieces' }).isVisible()).toBe(false);
    }
    const chip = page.getByRole('link', { name: 'Remove Search: “vases”' });
    expect(await chip.isVisible()).toBe(true);
    await screenshot(page, `search-results-${width}`, { fullPage: false });
    await expectAccessible(page, `search results at ${width} px`);
    await page.close();
  });

  it('speaks of the search when nothing matches, and offers to clear it', async () => {
    const page = await open(viewport, '/list?q=zqxwv');
    expect(await page.getByTestId('result-count').innerText()).toBe('No pieces found');
    const empty = page.getByText('No products match “zqxwv”');
    expect(await empty.isVisible()).toBe(true);
    expect(await page.getByText(/price range/).count()).toBe(0);
    await screenshot(page, `search-empty-${width}`, { fullPage: false });
    await expectAccessible(page, `empty search at ${width} px`);
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await page.waitForURL(`${storefrontUrl}/list`);
    await expect.poll(() => cards(page).count()).toBe(12);
    await page.close();
  });
});

describe('filters on a phone', () => {
  it('open closed, fold after a filter is applied, and show removable chips', async () => {
    const page = await open(MOBILE, '/list');
    await waitForHydration(page, 'main form[role="search"]');
    const panel = page.getByTestId('filter-panel');
    expect(await panel.getAttribute('open')).toBeNull();
    const first = await cards(page).first().boundingBox();
    expect(first && first.y < MOBILE.height, 'the first product on the first screen').toBe(true);

    await page.getByText('Filter', { exact: true }).click();
    expect(await panel.getAttribute('open')).not.toBeNull();
    await page.getByRole('spinbutton', { name: 'Minimum price in dollars' }).fill('40');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`${storefrontUrl}/list?min=40`);
    await expect.poll(() => panel.getAttribute('open')).toBeNull();
    const chip = page.getByRole('link', { name: 'Remove Price: from $40' });
    await expect.poll(() => chip.isVisible()).toBe(true);
    expect(await page.getByText('Filter (1 active)').isVisible()).toBe(true);

    // A collection on top: two chips and a "Clear all"; the collection counts follow the price range.
    await page.getByText('Filter (1 active)').click();
    const radio = page.getByRole('radio').nth(1);
    await radio.check();
    await page.waitForURL(/\/list\?collection=[^&]+&min=40$/);
    await expect.poll(() => panel.getAttribute('open')).toBeNull();
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('link');
    await expect.poll(() => chips.count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Clear all' }).first().isVisible()).toBe(true);
    await screenshot(page, 'search-filter-chips-375', { fullPage: false });
    await expectAccessible(page, 'chips at 375 px');

    await chip.click();
    await page.waitForURL(/\/list\?collection=[^&]+$/);
    await expect.poll(() => chips.count()).toBe(1);
    await page.close();
  });

  it('counts each collection by what the search finds', async () => {
    const page = await open(DESKTOP, '/list?q=vases');
    const counts = await page
      .locator('aside label')
      .evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
    const total = counts
      .map((text) => Number(/(\d+)$/.exec(text.trim())?.[1] ?? 0))
      .reduce((sum, n) => sum + n, 0);
    const all = await open(DESKTOP, '/list');
    const unsearched = await all
      .locator('aside label')
      .evaluateAll((labels) =>
        labels.map((label) => Number(/(\d+)$/.exec((label.textContent ?? '').trim())?.[1] ?? 0)),
      );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(unsearched.reduce((sum, n) => sum + n, 0));
    await page.close();
    await all.close();
  });
});

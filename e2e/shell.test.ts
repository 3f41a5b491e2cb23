import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  waitForHydration,
  type BrowserSession,
  type Viewport,
} from './support/browser';

// Foundation journey: the app shell of spec section 2 on every page, the newsletter sign-up,
// /aboutus and the not-found page, at desktop and mobile widths.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

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
  expect(response, `no response for ${pathname}`).not.toBeNull();
  return page;
}

/** The header, the footer's four columns and links, and the toast container: spec section 2. */
async function expectShell(page: Page): Promise<void> {
  const header = page.locator('header').first();
  expect(await header.getByRole('link', { name: /Atelier, home/ }).count()).toBe(1);

  const footer = page.locator('footer');
  for (const heading of ['Atelier', 'Useful Links', 'Customer Services', 'Stay in touch']) {
    expect(await footer.getByRole('heading', { name: heading, exact: true }).isVisible(), heading).toBe(true);
  }
  for (const href of ['/login', '/signup', '/aboutus']) {
    expect(await footer.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
  }
  const ask = footer.getByRole('link', { name: 'Ask Anything', exact: true });
  expect(await ask.isVisible()).toBe(true);
  expect(await ask.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+/);

  // The hours come from the shop's settings: in the page, or asked from the browser on a page built with the
  // storefront (the not-found page), so they may take a moment.
  await footer.getByTestId('opening-hours').waitFor();
  const footerText = await footer.innerText();
  expect(footerText).toContain('Monday–Saturday, 9:00 AM–5:00 PM ET');
  expect(footerText).toMatch(/feedback/i);
  expect(await footer.getByRole('textbox', { name: 'Email address' }).isVisible()).toBe(true);

  // The toast container comes with hydration, which a busy machine may finish after the page has loaded.
  await page.locator('section.Toastify').waitFor({ state: 'attached' });
  expect(await page.locator('section.Toastify').count()).toBe(1);
}

async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Sum of the layout shifts recorded since the page started loading. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) total += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

describe('home page', () => {
  it('has the tagline as its title and the shell at 1280 px', async () => {
    const page = await open(DESKTOP, '/');
    expect(await page.title()).toBe('Atelier — Unique design, best quality items near you');
    await expectShell(page);

    const header = page.locator('header').first();
    expect(await header.getByRole('button', { name: /menu/i }).isVisible()).toBe(false);
    for (const name of ['Home', 'About', 'Log in', 'Sign up']) {
      expect(await header.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Unique design/);

    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    await expectNoAccessibilityViolations(page);
    await screenshot(page, 'home-1280');
    await page.close();
  });

  it('folds the navigation into a menu button at 375 px', async () => {
    const page = await open(MOBILE, '/');
    await expectShell(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    await expectNoAccessibilityViolations(page);
    await screenshot(page, 'home-375');
    // The header's four controls fit: nothing pushes the page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const header = page.locator('header').first();
    const button = header.getByRole('button', { name: 'Menu' });
    const about = header.getByRole('link', { name: 'About', exact: true });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const menuId = await button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    expect(await about.isVisible()).toBe(false);

    await waitForHydration(page, 'header button[aria-controls]');
    await button.click();
    const close = header.getByRole('button', { name: 'Close' });
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`#${menuId}`).isVisible()).toBe(true);
    expect(await about.isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Log in', exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Sign up', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'menu-open-375', { fullPage: false });

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await about.isVisible()).toBe(false);

    // Keyboard: the button is focusable and opens the menu; following a link closes it.
    await page.keyboard.press('Enter');
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
    await about.click();
    await page.waitForURL(`${storefrontUrl}/aboutus`);
    await page.getByRole('heading', { level: 1, name: /made to last/ }).waitFor();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });
});

describe('mobile threshold', () => {
  it('uses the mobile form at 768 px and the wide form from 769 px', async () => {
    for (const [width, mobile] of [
      [768, true],
      [769, false],
    ] as const) {
      const page = await open({ width, height: 900 }, '/');
      const header = page.locator('header').first();
      expect(await header.getByRole('button', { name: 'Menu' }).isVisible(), `${width} px`).toBe(mobile);
      expect(await header.getByRole('link', { name: 'About', exact: true }).isVisible(), `${width} px`).toBe(
        !mobile,
      );
      if (!mobile) await screenshot(page, `home-${width}`, { fullPage: false });
      await page.close();
    }
  });
});

describe('newsletter sign-up', () => {
  const email = `shell-${Date.now()}@example.com`;

  async function subscribe(page: Page, address: string): Promise<void> {
    const footer = page.locator('footer');
    await footer.getByRole('textbox', { name: 'Email address' }).fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
  }

  async function toastText(page: Page, kind: 'success' | 'error'): Promise<string> {
    const toast = page.locator(`.Toastify__toast--${kind}`).last();
    await toast.waitFor({ state: 'visible', timeout: 15_000 });
    return toast.innerText();
  }

  it('asks to confirm from the inbox with a toast, and answers a second sign-up alike', async () => {
    const page = await open(DESKTOP, '/');
    await waitForHydration(page, 'footer form');

    await subscribe(page, email);
    expect(await toastText(page, 'success')).toContain(`Check your inbox at ${email}`);
    const shownAt = Date.now();
    await screenshot(page, 'newsletter-success-1280', { fullPage: false, animations: 'allow' });

    // Toasts close by themselves after 5000 ms (spec section 9), and not before.
    const toast = page.locator('.Toastify__toast--success');
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);

    // The API never tells whether an address is on the list: a second sign-up answers like the first.
    const again = await fetch(`${apiUrl}/v1/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({});

    await page.evaluate(() => window.scrollTo(0, 0));
    await subscribe(page, email.toUpperCase());
    expect(await toastText(page, 'success')).toContain('Check your inbox');
    await page.close();
  });

  it('explains an invalid address at 375 px', async () => {
    const page = await open(MOBILE, '/aboutus');
    await waitForHydration(page, 'footer form');
    await subscribe(page, 'not-an-email');
    expect(await toastText(page, 'error')).toContain('valid email address');
    await expect
      .poll(() => page.locator('footer').innerText())
      .toContain('Please enter a valid email address, like name@example.com.');
    await page.close();
  });
});

describe('other pages in the shell', () => {
  it('renders /aboutus', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'aboutus-1280'],
      [MOBILE, 'aboutus-375'],
    ] as const) {
      const page = await open(viewport, '/aboutus');
      expect(await page.title()).toBe('About us · Atelier');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/made to last/);
      await page.locator('main').getByTestId('opening-hours').waitFor();
      expect(await page.locator('main').innerText()).toContain('Monday–Saturday, 9:00 AM–5:00 PM ET');
      await expectShell(page);
      await expectNoAccessibilityViolations(page);
      await screenshot(page, name);
      await page.close();
    }
  });

  it('shows the not-found page for an unknown URL', async () => {
    const page = await session.newPage(DESKTOP);
    const response = await page.goto(`${storefrontUrl}/no-such-page-${Date.now()}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/wandered off/);
    expect(await page.title()).toBe('Page not found · Atelier');
    await expectShell(page);
    await expectNoAccessibilityViolations(page);
    await screenshot(page, 'not-found-1280');
    await page.close();
  });
});

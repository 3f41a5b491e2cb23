import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFindings, describeFinding, isBlocking } from './support/axe';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  waitForHydration,
  type BrowserSession,
  type Viewport,
} from './support/browser';
import { findMail, rememberOperatorKey } from './support/outbox';

// Accessibility: axe-core (WCAG 2.1 A and AA) on every storefront page, at 375 px and 1280 px, in the
// states a person meets on them (menu open, a form showing its errors, options chosen, logged in).
// No serious or critical violation is allowed; lesser ones are printed so they stay visible.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

const VIEWPORTS = [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const;

interface WireProduct {
  slug: string;
  collections: { slug: string }[];
  productOptions: { name: string }[];
  variants?: {
    choices: Record<string, string>;
    variant: { visible: boolean };
    stock: { inStock: boolean };
  }[];
}

/** A product with options and an in-stock combination of them, and a collection it belongs to. */
interface Target {
  slug: string;
  chosen: string;
  collection: string;
}

let session: BrowserSession;
let target: Target;

async function findTarget(): Promise<Target> {
  const response = await fetch(`${apiUrl}/v1/products/query-platformized`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { paging: { limit: 100 } }, includeVariants: true }),
  });
  expect(response.status).toBe(200);
  const { products } = (await response.json()) as { products: WireProduct[] };
  for (const product of products) {
    const variant = product.variants?.find((v) => v.variant.visible && v.stock.inStock);
    const collection = product.collections[0];
    if (product.productOptions.length === 0 || !variant || !collection) continue;
    return {
      slug: product.slug,
      chosen: new URLSearchParams(variant.choices).toString(),
      collection: collection.slug,
    };
  }
  throw new Error('the demo catalog has no product with options in a collection');
}

beforeAll(async () => {
  target = await findTarget();
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

/** Opens the page, checks its status and waits until React has hydrated the header and fonts are in. */
async function visit(viewport: Viewport, pathname: string, status = 200): Promise<Page> {
  const page = await session.newPage(viewport);
  const response = await page.goto(`${storefrontUrl}${pathname}`, { waitUntil: 'load' });
  expect(response?.status(), pathname).toBe(status);
  await waitForHydration(page, 'header button[aria-controls]');
  // The header's account links are filled in once the browser knows who is logged in.
  await page
    .locator('[data-testid="header-account"]:not([data-account="pending"])')
    .waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** Fails the test (softly, so every finding of a page is reported) on serious or critical ones; logs the rest. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  // After a client navigation Next streams the new page's metadata behind its content; audit the settled document.
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 10_000 });
  const findings = await axeFindings(page);
  const minor = findings.filter((finding) => !isBlocking(finding));
  if (minor.length > 0) console.warn(`[axe] ${label}:\n  ${minor.map(describeFinding).join('\n  ')}`);
  expect.soft(findings.filter(isBlocking).map(describeFinding), label).toEqual([]);
}

/** Every storefront page, by name; paths that depend on the catalog are read once it is known. */
const PAGES: [name: string, pathname: () => string, status: number][] = [
  ['home', () => '/', 200],
  ['list', () => '/list', 200],
  ['list, searched and sorted', () => '/list?q=a&sort=price-desc', 200],
  ['collection', () => `/collections/${target.collection}`, 200],
  ['product', () => `/product/${target.slug}`, 200],
  ['about us', () => '/aboutus', 200],
  ['sign up', () => '/signup', 200],
  ['log in', () => '/login', 200],
  ['verify, nothing pending', () => '/verify', 200],
  ['reset password, no token', () => '/reset-password', 200],
  ['reset password, from the email', () => '/reset-password?token=from-the-email', 200],
  ['outbox, asking for the operator key', () => '/dev/outbox', 200],
  ['not found', () => '/no-such-page', 404],
  ['product not found', () => '/product/no-such-piece', 404],
  ['collection not found', () => '/collections/no-such-collection', 404],
];

describe.each(VIEWPORTS)('pages as they open, at %s px', (width, viewport) => {
  it.each(PAGES)('%s has no serious or critical violations', async (name, pathname, status) => {
    const page = await visit(viewport, pathname(), status);
    await expectAccessible(page, `${name} (${pathname()}) at ${width} px`);
    await page.close();
  });

  it('has none on a product page with its options chosen', async () => {
    const pathname = `/product/${target.slug}?${target.chosen}`;
    const page = await visit(viewport, pathname);
    const addToCart = page.getByRole('button', { name: /Add to cart/ });
    expect(await addToCart.count(), 'an in-stock combination offers Add to cart').toBe(1);
    await expectAccessible(page, `product with options chosen at ${width} px`);
    await page.close();
  });

  it('has none on the log-in form showing its validation errors', async () => {
    const page = await visit(viewport, '/login');
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('input[aria-invalid="true"]').first().waitFor();
    await expectAccessible(page, `log-in errors at ${width} px`);

    await page.getByText('Forgot password?', { exact: true }).last().click();
    await page.locator('#forgot-password').getByRole('button', { name: 'Send reset link' }).waitFor();
    await expectAccessible(page, `forgot-password form open at ${width} px`);
    await page.close();
  });

  it('has none on the sign-up form showing its validation errors', async () => {
    const page = await visit(viewport, '/signup');
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('input[aria-invalid="true"]').first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, `sign-up errors at ${width} px`);
    await page.close();
  });
});

describe('open menus and panels at 375 px', () => {
  it('has none with the mobile menu open', async () => {
    const page = await visit(MOBILE, '/');
    await page.locator('header').getByRole('button', { name: 'Menu' }).click();
    const close = page.locator('header').getByRole('button', { name: 'Close' });
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'mobile menu open');
    await page.close();
  });

  it('has none with the list filters unfolded', async () => {
    const page = await visit(MOBILE, '/list');
    await page.getByText('Filter', { exact: true }).click();
    await page.getByRole('radio', { name: 'All pieces' }).waitFor();
    await expectAccessible(page, 'list filters open');
    await page.close();
  });
});

describe('a member signing up', () => {
  const email = `a11y.${Date.now()}@example.com`;

  const latestCode = async () =>
    /\b\d{6}\b/.exec(await findMail(session.context, storefrontUrl, email, /\b\d{6}\b/))![0];

  it('meets none on the code screen, its error, the outbox and the profile', async () => {
    const page = await visit(DESKTOP, '/signup');
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email address').first().fill(email);
    await page.getByLabel('Password', { exact: true }).fill('compiler-a0-1952');
    await page.locator('div[data-kind][data-state="verified"]').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'sign-up filled in, check passed');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/verify$/);
    await waitForHydration(page, 'form button[type="submit"]');
    await expectAccessible(page, 'verification code screen at 1280 px');

    const mobileCode = await visit(MOBILE, '/verify');
    await expectAccessible(mobileCode, 'verification code screen at 375 px');
    await mobileCode.close();

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByText('That code is not right').first().waitFor();
    await expectAccessible(page, 'wrong verification code');

    // The operator reads the mail (the key form itself is among the pages above).
    await rememberOperatorKey(session.context, storefrontUrl);
    for (const [width, viewport] of VIEWPORTS) {
      const outbox = await visit(viewport, `/dev/outbox?to=${encodeURIComponent(email)}`);
      expect(await outbox.getByTestId('outbox-text').count()).toBeGreaterThan(0);
      await expectAccessible(outbox, `outbox with mail at ${width} px`);
      await outbox.close();
    }

    await page.getByLabel('Verification code').fill(await latestCode());
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.waitForURL(/\/profile\?welcome=1$/);
    await expectAccessible(page, 'profile, just signed up');
    await page.close();

    for (const [width, viewport] of VIEWPORTS) {
      const profile = await visit(viewport, '/profile');
      await profile
        .locator('[data-testid="header-account"][data-account="member"]')
        .waitFor({ state: 'attached' });
      expect(await profile.getByTestId('header-member').count()).toBe(1);
      await expectAccessible(profile, `profile, logged in, at ${width} px`);
      await profile.close();
    }

    const menu = await visit(MOBILE, '/profile');
    await menu.locator('header').getByRole('button', { name: 'Menu' }).click();
    await menu.getByTestId('header-member').waitFor({ state: 'visible' });
    await expectAccessible(menu, 'mobile menu open, logged in');
    await menu.close();
  }, 180_000);
});

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
import { merchantApi, type Json } from './support/merchant';
import { signUpMember } from './support/member';

// The product page and the shop's shell as a new shopper finds them: named swatches, sold-out choices
// and "Email me when it is back", badges, the hero's button, focus and gallery across choices, toasts
// and the footer of a member; at 375 and 1280 px.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const adminApiKey = inject('adminApiKey');

const api = merchantApi(apiUrl, adminApiKey);

const bySlug = async (slug: string): Promise<Json> =>
  (await api('/v1/products/query-platformized', { method: 'POST', body: { query: { filter: { slug } } } }))
    .products[0] as Json;

/** The demo mug, with one colour sold out by the merchant: the journeys' sold-out choice. */
const MUG = 'morning-mug';
let colour: { option: string; soldOut: string; other: string; pictures: number };
let session: BrowserSession;

beforeAll(async () => {
  const mug = await bySlug(MUG);
  const option = (mug.productOptions as Json[]).find((o) => o.optionType === 'color')!;
  const [other, soldOut] = [
    option.choices[0].description as string,
    option.choices.at(-1).description as string,
  ];
  await api(`/v1/products/${mug.id}/variants`, {
    method: 'PATCH',
    body: { variants: [{ choices: { [option.name]: soldOut }, stock: { quantity: 0, inStock: false } }] },
  });
  colour = { option: option.name, soldOut, other, pictures: 0 };
  session = await launchBrowser();
}, 60_000);
afterAll(() => session?.close());

async function open(viewport: Viewport, path: string, page?: Page): Promise<Page> {
  const target = page ?? (await session.newPage(viewport));
  const response = await target.goto(`${storefrontUrl}${path}`, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  return target;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | HTMLSelectElement | null;
    return el ? `${el.tagName.toLowerCase()} ${el.name}=${el.value}` : 'none';
  });

const thumbs = (page: Page) => page.locator('[data-testid="gallery-thumbs"] li').count();

describe.each([
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const)('at %s px', (width, viewport) => {
  it('shows the hero’s heading and main button in the first screen', async () => {
    const size = viewport === MOBILE ? { width: 375, height: 667 } : DESKTOP;
    const page = await open(size, '/');
    for (const target of [
      page.getByRole('heading', { level: 1 }),
      page.locator('main').getByRole('link', { name: 'Shop all pieces' }).first(),
    ]) {
      const box = (await target.boundingBox())!;
      expect(box.y + box.height, await target.innerText()).toBeLessThanOrEqual(size.height);
    }
    await screenshot(page, `shell-hero-${width}`, { fullPage: false });
    await page.close();
  });

  it('names the colours, keeps the focus and the whole gallery across keyboard choices', async () => {
    const page = await open(viewport, `/product/${MUG}`);
    await waitForHydration(page, '[data-testid="option-form"]');
    const before = await thumbs(page);
    expect(before).toBeGreaterThan(1);

    // Each swatch is named to assistive technology.
    const swatch = page.getByRole('radio', { name: colour.other, exact: true });
    expect(await swatch.count()).toBe(1);
    expect(await page.getByRole('radio', { name: `${colour.soldOut} (sold out)` }).isEnabled()).toBe(true);

    // Space on a swatch: the choice is made, the name shown, the focus still on that swatch.
    await swatch.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(
      new RegExp(`[?&]${encodeURIComponent(colour.option)}=${encodeURIComponent(colour.other)}`),
    );
    await expect.poll(() => page.getByTestId('chosen-colour').innerText()).toContain(colour.other);
    await expect.poll(() => focused(page)).toBe(`input ${colour.option}=${colour.other}`);
    expect(await thumbs(page)).toBe(before);

    // An arrow moves to the next swatch: chosen, still focused, the gallery still whole.
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get(colour.option) !== colour.other);
    const next = new URL(page.url()).searchParams.get(colour.option)!;
    await expect.poll(() => page.getByTestId('chosen-colour').innerText()).toContain(next);
    await expect.poll(() => focused(page)).toBe(`input ${colour.option}=${next}`);
    expect(await thumbs(page)).toBe(before);
    await page.close();
  });

  it('keeps the focus on a size list chosen with the arrows', async () => {
    const page = await open(viewport, '/product/ripple-bud-vase');
    await waitForHydration(page, '[data-testid="option-form"]');
    const select = page.getByRole('combobox', { name: 'Size' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/[?&]Size=/);
    const first = new URL(page.url()).searchParams.get('Size');
    await expect.poll(() => focused(page)).toBe(`select Size=${first}`);
    await page.keyboard.press('ArrowDown');
    await page.waitForURL((url) => url.searchParams.get('Size') !== first);
    await expect.poll(() => focused(page)).toMatch(/^select Size=/);
    await page.close();
  });

  it('says a sold-out colour is sold out, invites a visitor to log in, and passes axe', async () => {
    const page = await open(
      viewport,
      `/product/${MUG}?${colour.option}=${encodeURIComponent(colour.soldOut)}`,
    );
    await waitForHydration(page, '[data-testid="option-form"]');
    expect(await page.getByTestId('chosen-colour').innerText()).toContain(colour.soldOut);
    expect(await page.getByTestId('choice-sold-out').first().isVisible()).toBe(true);
    const panel = page.getByTestId('back-in-stock');
    await panel.getByRole('link', { name: 'Log in' }).waitFor();
    const blocking = (await axeFindings(page)).filter(isBlocking);
    expect(blocking.map(describeFinding).join('\n')).toBe('');
    await screenshot(page, `product-sold-out-visitor-${width}`);
    await page.close();
  });

  it('shows "Sale" on every reduced card, never twice for one sale', async () => {
    const page = await open(viewport, '/list?sort=price-asc');
    const cards = page.locator('[data-testid="product-card"]');
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i += 1) {
      const card = cards.nth(i);
      const reduced = (await card.locator('s').count()) > 0;
      expect(await card.getByTestId('badge-sale').count(), await card.innerText()).toBe(reduced ? 1 : 0);
      expect(
        await card
          .getByTestId('badge-ribbon')
          .filter({ hasText: /^sale$/i })
          .count(),
      ).toBe(0);
    }
    await page.close();
  });
});

describe('as a member', () => {
  const member = {
    name: 'Grace Hopper',
    email: `grace.${Date.now()}@example.com`,
    password: 'cobol-compiler-1959',
  };
  let page: Page;
  beforeAll(async () => {
    page = await session.newPage(DESKTOP);
    await signUpMember(page, storefrontUrl, member);
  }, 120_000);

  it('asks to be told when a sold-out colour is back', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await open(viewport, `/product/${MUG}?${colour.option}=${encodeURIComponent(colour.soldOut)}`, page);
      const panel = page.getByTestId('back-in-stock');
      const button = panel.getByRole('button', { name: 'Email me when it is back' });
      await button.waitFor();
      await waitForHydration(page, '[data-testid="back-in-stock"] button');
      await button.click();
      await expect.poll(() => panel.getByTestId('back-in-stock-status').innerText()).toContain(member.email);
      await screenshot(page, `product-back-in-stock-member-${viewport.width}`);
    }
    const mug = await bySlug(MUG);
    const { requests } = await api(`/v1/back-in-stock/requests?productId=${mug.id}`);
    expect(requests.map((r: Json) => [r.choices[colour.option], r.status])).toEqual([
      [colour.soldOut, 'WAITING'],
    ]);
  });

  it('offers account links, not "Log in" and "Sign up", in the footer', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await open(viewport, '/aboutus', page);
      const footer = page.locator('footer');
      await footer.locator('[data-account="member"]').first().waitFor();
      expect(await footer.getByRole('link', { name: 'Your profile' }).count()).toBe(1);
      expect(await footer.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
      expect(await footer.getByRole('link', { name: 'Sign up', exact: true }).count()).toBe(0);
    }
    await screenshot(page, 'shell-footer-member-1280');
  });
});

describe('toasts', () => {
  // A visitor of its own (the session above is logged in, and /login would send it to its profile).
  let visitor: BrowserSession;
  beforeAll(async () => {
    visitor = await launchBrowser();
  });
  afterAll(() => visitor?.close());

  it.each([
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const)(
    'show one toast for one message, never over the field, gone after navigation (%s px)',
    async (width, viewport) => {
      const page = await open(viewport, '/login', await visitor.newPage(viewport));
      await waitForHydration(page, 'form button[type="submit"]');
      const password = page.getByLabel('Password', { exact: true });
      await page.getByLabel('Email address').first().fill(`nobody.${Date.now()}@example.com`);
      // Each try's answer is awaited: the toast's 5 s start again from the last one (a new toast or the same
      // one restarted), which is what the check after the navigation measures against.
      let lastAnswer = 0;
      for (let i = 0; i < 3; i += 1) {
        await password.fill('not-the-password');
        const answered = page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login',
        );
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await answered;
        await page.locator('.Toastify__toast--error').first().waitFor();
        lastAnswer = Date.now();
        await page.waitForTimeout(300);
      }
      // One toast per message: the same failure three times is one toast. (Another message, such as the
      // throttle's after many failed logins from this machine, may stand beside it on a wide screen.)
      const texts = await page.locator('.Toastify__toast').allInnerTexts();
      expect(texts.length).toBeGreaterThanOrEqual(1);
      expect(new Set(texts).size, texts.join(' | ')).toBe(texts.length);
      await screenshot(page, `shell-toast-login-${width}`, { fullPage: false, animations: 'allow' });
      // Neither field of the form lies under the toast.
      const overlapping = await page.evaluate(() => {
        const toast = document.querySelector('.Toastify__toast')!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLInputElement>('main form input:not([type="hidden"])')]
          .filter((field) => {
            const box = field.getBoundingClientRect();
            return (
              box.height > 0 &&
              box.top < toast.bottom &&
              box.bottom > toast.top &&
              box.left < toast.right &&
              box.right > toast.left
            );
          })
          .map((field) => field.name);
      });
      expect(overlapping).toEqual([]);
      // A toast belongs to its page: gone on the next one, before its own 5 s would have closed it (a loaded
      // machine may take a second or two to navigate and play the toast's exit).
      await page.getByRole('link', { name: 'Create an account' }).click();
      await page.waitForURL(/\/signup$/);
      const beforeItsOwnClose = Math.max(500, lastAnswer + 4_500 - Date.now());
      await expect
        .poll(() => page.locator('.Toastify__toast').count(), { timeout: beforeItsOwnClose })
        .toBe(0);
      await page.close();
    },
  );
});

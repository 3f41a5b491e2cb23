import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, type BrowserSession } from './support/browser';
import { headerAccount, signUpMember } from './support/member';

// Catalog pages are rendered once and kept, the same for every visitor, and sent with headers a CDN may
// honour; who is logged in is asked for by the browser. This journey proves no visitor ever sees
// another's signed-in state, in either order, and that nothing private is sent as shareable.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

const member = {
  name: 'Grace Hopper',
  email: `grace.${Date.now()}@example.com`,
  password: 'compile-the-cobol-1959',
};

interface Catalog {
  collections: string[];
  products: { slug: string; option?: { name: string; choice: string } }[];
}

let catalog: Catalog;
let memberSession: BrowserSession;
let memberPage: Page;

async function demoCatalog(): Promise<Catalog> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { collections } = (await post('/v1/collections/query', { query: { paging: { limit: 100 } } })) as {
    collections: { slug: string; numberOfProducts: number }[];
  };
  const { products } = (await post('/v1/products/query-platformized', {
    query: { paging: { limit: 100 } },
  })) as {
    products: { slug: string; productOptions: { name: string; choices: { description: string }[] }[] }[];
  };
  return {
    collections: collections.filter((c) => c.numberOfProducts > 0).map((c) => c.slug),
    products: products.map((p) => {
      const option = p.productOptions[0];
      const choice = option?.choices[0]?.description;
      return { slug: p.slug, ...(option && choice ? { option: { name: option.name, choice } } : {}) };
    }),
  };
}

/** Catalog pages a person browses; `set` picks different collections and products, so each set starts uncached. */
function catalogPages(set: number): string[] {
  const collection = catalog.collections[set % catalog.collections.length]!;
  const product = catalog.products[set]!;
  const withOption = catalog.products.filter((p) => p.option)[set]!;
  return [
    '/',
    set === 0 ? '/list' : '/list?sort=name-asc&page=1',
    `/collections/${collection}`,
    `/product/${product.slug}`,
    `/product/${withOption.slug}?${new URLSearchParams([[withOption.option!.name, withOption.option!.choice]])}`,
  ];
}

/** Opens `pathname`; returns the HTML exactly as the server sent it, before any script ran. */
async function load(page: Page, pathname: string): Promise<string> {
  const response = await page.goto(`${storefrontUrl}${pathname}`, { waitUntil: 'load' });
  expect(response?.status(), pathname).toBe(200);
  expect(response?.headers()['cache-control'], pathname).toMatch(/s-maxage=\d+/);
  expect(response?.headers()['set-cookie'], pathname).toBeUndefined();
  return response!.text();
}

async function expectMember(page: Page, pathname: string): Promise<void> {
  const html = await load(page, pathname);
  expect(html, `${pathname}: the cached page names nobody`).not.toContain(member.name);
  expect(await headerAccount(page), pathname).toContain(member.name);
  expect(await page.locator('header').getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
}

async function expectVisitor(page: Page, pathname: string): Promise<void> {
  const html = await load(page, pathname);
  expect(html, pathname).not.toContain(member.name);
  expect(await headerAccount(page), pathname).toBeNull();
  expect(await page.locator('header').getByRole('link', { name: 'Log in', exact: true }).count()).toBe(1);
  expect(await page.locator('body').innerText(), pathname).not.toContain(member.name);
}

/** A browser with no cookies at all: a new context. */
async function freshVisitor(run: (page: Page) => Promise<void>): Promise<void> {
  const visitor = await launchBrowser();
  try {
    expect(await visitor.context.cookies()).toEqual([]);
    await run(await visitor.newPage(DESKTOP));
  } finally {
    await visitor.close();
  }
}

beforeAll(async () => {
  catalog = await demoCatalog();
  memberSession = await launchBrowser();
  memberPage = await memberSession.newPage(DESKTOP);
  await signUpMember(memberPage, storefrontUrl, member);
}, 120_000);

afterAll(async () => {
  await memberSession?.close();
});

describe('cached catalog pages and who is logged in', () => {
  it('shows a fresh visitor "Log in" on the pages a member just loaded', async () => {
    for (const pathname of catalogPages(0)) await expectMember(memberPage, pathname);
    await freshVisitor(async (page) => {
      for (const pathname of catalogPages(0)) await expectVisitor(page, pathname);
    });
  });

  it('shows a member their own name on the pages a fresh visitor just loaded', async () => {
    await freshVisitor(async (page) => {
      for (const pathname of catalogPages(1)) await expectVisitor(page, pathname);
    });
    for (const pathname of catalogPages(1)) await expectMember(memberPage, pathname);
  });
});

describe('cache headers', () => {
  const publicPages = () => [
    ...catalogPages(0),
    ...catalogPages(1),
    '/list?q=vase&sort=price-asc',
    '/aboutus',
  ];
  const privatePages = [
    '/login',
    '/signup',
    '/verify',
    '/reset-password',
    '/reset-password?token=from-the-email',
    '/profile',
    '/dev/outbox',
    '/api/account',
  ];

  const cookieHeader = async () =>
    (await memberSession.context.cookies(storefrontUrl)).map((c) => `${c.name}=${c.value}`).join('; ');

  async function get(pathname: string, cookie?: string) {
    const response = await fetch(`${storefrontUrl}${pathname}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    await response.arrayBuffer();
    return {
      cacheControl: response.headers.get('cache-control') ?? '',
      setCookie: response.headers.getSetCookie(),
    };
  }

  it('lets shared caches keep public pages, for visitors and members alike, and never sets a cookie on them', async () => {
    const cookie = await cookieHeader();
    expect(cookie).toContain('REFRESH_TOKEN');
    for (const pathname of publicPages()) {
      for (const who of [undefined, cookie]) {
        const { cacheControl, setCookie } = await get(pathname, who);
        expect(cacheControl, pathname).toMatch(/(^|[ ,])s-maxage=[1-9]\d*/);
        expect(cacheControl, pathname).toMatch(/stale-while-revalidate=[1-9]\d*/);
        expect(cacheControl, pathname).not.toMatch(/private|no-store/);
        expect(setCookie, pathname).toEqual([]);
      }
    }
  });

  it('keeps private pages out of every cache', async () => {
    const cookie = await cookieHeader();
    for (const pathname of privatePages) {
      for (const who of [undefined, cookie]) {
        const { cacheControl } = await get(pathname, who);
        expect(cacheControl, pathname).toMatch(/\bprivate\b/);
        expect(cacheControl, pathname).toMatch(/\bno-store\b/);
        expect(cacheControl, pathname).not.toMatch(/s-maxage|public/);
      }
    }
  });

  it('renews an expired session only on private answers, never on a shareable page', async () => {
    // The member's access token, as if it had expired: the proxy renews such a session before a render.
    const cookies = await memberSession.context.cookies(storefrontUrl);
    const expired = cookies.map((c) => {
      if (c.name !== 'ACCESS_TOKEN') return `${c.name}=${c.value}`;
      const token = JSON.parse(decodeURIComponent(c.value)) as { value: string; expiresAt: number };
      return `${c.name}=${encodeURIComponent(JSON.stringify({ ...token, expiresAt: 1 }))}`;
    });
    const cookie = expired.join('; ');
    for (const pathname of publicPages()) {
      const { cacheControl, setCookie } = await get(pathname, cookie);
      expect(setCookie, pathname).toEqual([]);
      expect(cacheControl, pathname).toMatch(/s-maxage/);
    }
    const account = await get('/api/account', cookie);
    expect(account.setCookie.some((c) => c.startsWith('ACCESS_TOKEN='))).toBe(true);
    expect(account.cacheControl).toMatch(/\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/);
  });
});

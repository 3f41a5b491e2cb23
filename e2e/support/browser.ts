import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { ARTIFACTS_DIR } from './paths';

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const MOBILE: Viewport = { width: 375, height: 812 };

export interface BrowserSession {
  context: BrowserContext;
  /** A new tab at the given window size. */
  newPage(viewport: Viewport): Promise<Page>;
  close(): Promise<void>;
}

/**
 * An address of its own for each browser, as each shopper has (198.18.0.0/15, the range kept for tests): the
 * storefront hands it on to the server, so sign-in failures and rate limits of one journey never reach another.
 */
export const browserAddress = () => `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

let shared: Promise<Browser> | undefined;

/** The file's one Chromium, launched on first use: each shopper gets a context of their own in it. */
function chromiumOfThisFile(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  }
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return shared;
}

afterAll(async () => {
  const browser = await shared;
  shared = undefined;
  await browser?.close();
});

/**
 * A new shopper's browser: a fresh context (its own cookies, storage and cache, as a new browser profile has) in
 * the file's headless Chromium; `javaScript: false` for a browser without it. Launching a Chromium for each
 * shopper cost about a second each time.
 */
export async function launchBrowser({ javaScript = true } = {}): Promise<BrowserSession> {
  const context = await (
    await chromiumOfThisFile()
  ).newContext({
    viewport: DESKTOP,
    locale: 'en-GB',
    reducedMotion: 'reduce',
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-forwarded-for': browserAddress() },
  });
  return {
    context,
    async newPage(viewport) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * Saves a screenshot (full page unless told otherwise) to e2e/artifacts/<name>.png; returns its path.
 * Pass `animations: 'allow'` while a toast is shown: finishing its progress-bar animation closes it.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, animations = 'disabled' as 'disabled' | 'allow' } = {},
): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  // CI keeps no pictures (nobody looks at them there, and a full page costs a second): E2E_SCREENSHOTS=0.
  if (process.env.E2E_SCREENSHOTS === '0') return file;
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage, animations });
  return file;
}

/** Resolves once React has hydrated the element (it carries React's props key). */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout: 20_000 },
  );
}

/**
 * A journey file's way to open pages, each in a browser of its own, all closed after the file's tests:
 * `const openBrowser = browsersClosedAfterAll();` at the top of the file, then `await openBrowser(MOBILE)`.
 */
export function browsersClosedAfterAll(): (viewport: Viewport) => Promise<Page> {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });
  return async (viewport) => {
    const session = await launchBrowser();
    sessions.push(session);
    return session.newPage(viewport);
  };
}

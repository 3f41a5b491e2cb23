import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
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

/** Launches Chromium headless with a fresh, throw-away user-data-dir (`javaScript: false` for a browser without it). */
export async function launchBrowser({ javaScript = true } = {}): Promise<BrowserSession> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
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
      fs.rmSync(userDataDir, { recursive: true, force: true });
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
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
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

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFindings } from './support/axe';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  waitForHydration,
  type BrowserSession,
  type Viewport,
} from './support/browser';
import { findMail } from './support/outbox';

// Newsletter journey (double opt-in): sign up in the footer -> confirmation link from the mail ->
// confirmed -> the mail's unsubscribe link -> unsubscribed; a link followed again or cut short is explained.

const storefrontUrl = inject('storefrontUrl');
const email = `news.${Date.now()}@example.com`;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function open(viewport: Viewport, target: string): Promise<Page> {
  const page = await session.newPage(viewport);
  const response = await page.goto(target.startsWith('http') ? target : `${storefrontUrl}${target}`, {
    waitUntil: 'load',
  });
  expect(response?.status(), target).toBeLessThan(400);
  return page;
}

/** A link of the newest mail to `email`, read as the operator on the /dev/outbox page. */
async function mailedLink(path: 'confirm' | 'unsubscribe'): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/newsletter/${path}\\?token=[^\\s"<]+`);
  return pattern.exec(await findMail(session.context, storefrontUrl, email, pattern))![0];
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeFindings(page)).toEqual([]);
}

describe('newsletter double opt-in', () => {
  it('subscribes only once the mailed link is confirmed, and unsubscribes from the mail', async () => {
    const home = await open(DESKTOP, '/');
    await waitForHydration(home, 'footer form');
    const footer = home.locator('footer');
    await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await home.locator('.Toastify__toast--success').getByText('follow the link to confirm').waitFor();
    await home.close();

    const confirmLink = await mailedLink('confirm');
    expect(confirmLink.startsWith(storefrontUrl)).toBe(true);
    const mobile = await open(MOBILE, confirmLink);
    await waitForHydration(mobile, 'form button[type="submit"]');
    await expectAccessible(mobile);
    await screenshot(mobile, 'newsletter-confirm-375');
    await mobile.close();

    // Opening the link confirms nothing by itself (mail scanners open links): the button does.
    const page = await open(DESKTOP, confirmLink);
    await waitForHydration(page, 'form button[type="submit"]');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('status').getByText(`${email} is subscribed to our newsletter`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'newsletter-confirmed-1280');

    const unsubscribeLink = await mailedLink('unsubscribe');
    await page.goto(unsubscribeLink, { waitUntil: 'load' });
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').getByText('You are unsubscribed').waitFor();

    // The confirmation link no longer brings the address back.
    await page.goto(confirmLink, { waitUntil: 'load' });
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.locator('#main').getByRole('alert').getByText('This link has expired').waitFor();
    await page.close();
  });

  it('explains a link that was cut short or altered', async () => {
    const cut = await open(DESKTOP, '/newsletter/confirm');
    expect(await cut.getByRole('heading', { level: 1 }).innerText()).toBe('This link is incomplete');
    await cut.close();

    const altered = await open(MOBILE, '/newsletter/unsubscribe?token=not-a-real-token');
    await waitForHydration(altered, 'form button[type="submit"]');
    await altered.getByRole('button', { name: 'Unsubscribe' }).click();
    await altered
      .locator('#main')
      .getByRole('alert')
      .getByText('This link is incomplete or not valid')
      .waitFor();
    await expectAccessible(altered);
    await altered.close();
  });
});

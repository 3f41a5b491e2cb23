import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  waitForHydration,
  type BrowserSession,
} from './support/browser';
import { expectNoBlockingFindings, expectNoSidewaysScroll } from './support/shopping';

// The outbox page (/dev/outbox) as a visitor and as the operator: without the operator key it shows the key
// form and nothing of the mail, not even whether there is any; a wrong key is said beside the field; the
// right key shows the mail (at 375 px without sideways scrolling) until the operator forgets it.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const adminApiKey = inject('adminApiKey');
// A long address: it and the mail's links must wrap on a phone.
const email = `outbox.journey.${Date.now()}@a-rather-long-mail-domain.example.com`;
const outboxUrl = `${storefrontUrl}/dev/outbox?to=${encodeURIComponent(email)}`;

let session: BrowserSession;
beforeAll(async () => {
  // Mail in the outbox: a newsletter sign-up's confirmation link.
  const signUp = await fetch(`${apiUrl}/v1/newsletter/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(signUp.status).toBe(200);
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The page shows the key form and nothing of the mail. */
async function expectLocked(page: Page): Promise<void> {
  await page.getByLabel('Operator key').waitFor();
  expect(await page.getByTestId('outbox-text').count()).toBe(0);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/newsletter|No mail/i);
  expect(text).not.toContain(email);
}

describe('the outbox page', () => {
  it('shows a visitor only the key form, and no mail in its HTML, with or without a made-up key', async () => {
    const page = await session.newPage(DESKTOP);
    const response = await page.goto(outboxUrl, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(
      /\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/,
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await expectLocked(page);
    await page.close();

    for (const cookie of ['', `ATELIER_OUTBOX_KEY=${'x'.repeat(64)}`, `ATELIER_OUTBOX_KEY=${adminApiKey}x`]) {
      const html = await (await fetch(outboxUrl, { headers: cookie ? { cookie } : {} })).text();
      expect(html, cookie).toContain('Operator key');
      expect(html, cookie).not.toMatch(/newsletter\/confirm|data-testid="outbox-text"|No mail/);
    }
  });

  it('says beside the field that a wrong key is wrong, and shows the mail for the operator key', async () => {
    const page = await session.newPage(DESKTOP);
    await page.goto(outboxUrl, { waitUntil: 'load' });
    await waitForHydration(page, 'form button[type="submit"]');
    const field = page.getByLabel('Operator key');
    await field.fill('not-the-operator-key-at-all-0123456789');
    await page.getByRole('button', { name: 'Open the outbox' }).click();
    await page.getByText('That is not the operator key').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'outbox-wrong-key-1280', { animations: 'allow' });
    await expectLocked(page);
    expect(await session.context.cookies(outboxUrl)).toEqual([]);

    await field.fill(adminApiKey);
    await page.getByRole('button', { name: 'Open the outbox' }).click();
    await page.getByTestId('outbox-text').first().waitFor();
    expect(page.url()).toBe(outboxUrl);
    expect(await page.getByTestId('outbox-text').first().innerText()).toMatch(
      /\/newsletter\/confirm\?token=/,
    );
    expect(await page.getByTestId('outbox-to').first().innerText()).toBe(email);
    const [cookie, ...others] = await session.context.cookies(outboxUrl);
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({
      name: 'ATELIER_OUTBOX_KEY',
      path: '/dev/outbox',
      httpOnly: true,
      sameSite: 'Strict',
    });
    // Only the outbox page receives the key.
    expect(await session.context.cookies(`${storefrontUrl}/`)).toEqual([]);
    await expectNoBlockingFindings(page, 'outbox with mail at 1280 px');
    await screenshot(page, 'outbox-1280');
    await page.close();
  });

  it('fits a phone: the mail wraps instead of scrolling sideways', async () => {
    const page = await session.newPage(MOBILE);
    await page.goto(outboxUrl, { waitUntil: 'load' });
    await page.getByTestId('outbox-text').first().waitFor();
    await expectNoSidewaysScroll(page, 'outbox with mail at 375 px');
    await screenshot(page, 'outbox-375');
    await expectNoBlockingFindings(page, 'outbox with mail at 375 px');
    await page.close();

    const visitor = await launchBrowser();
    try {
      const locked = await visitor.newPage(MOBILE);
      await locked.goto(outboxUrl, { waitUntil: 'load' });
      await expectLocked(locked);
      await expectNoSidewaysScroll(locked, 'outbox key form at 375 px');
      await screenshot(locked, 'outbox-key-form-375');
    } finally {
      await visitor.close();
    }
  });

  it('forgets the key when the operator asks: the form again, and no cookie', async () => {
    const page = await session.newPage(DESKTOP);
    await page.goto(outboxUrl, { waitUntil: 'load' });
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('button', { name: 'Forget the key' }).click();
    await page.getByLabel('Operator key').waitFor();
    await expectLocked(page);
    expect(await session.context.cookies(outboxUrl)).toEqual([]);
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './browser';

export interface NewMember {
  name: string;
  email: string;
  password: string;
}

/** Resolves once the header knows who is logged in (it asks after the page is shown); the member's name or null. */
export async function headerAccount(page: Page): Promise<string | null> {
  await page
    .locator('[data-testid="header-account"]:not([data-account="pending"])')
    .waitFor({ state: 'attached' });
  const member = page.getByTestId('header-member');
  return (await member.count()) > 0 ? member.innerText() : null;
}

/**
 * Signs a new member up through the storefront in `page`'s browser context (captcha, the emailed code
 * from the development outbox, verification) and leaves them logged in on their profile.
 */
export async function signUpMember(page: Page, storefrontUrl: string, member: NewMember): Promise<void> {
  await page.goto(`${storefrontUrl}/signup`, { waitUntil: 'load' });
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email address').first().fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.locator('div[data-kind][data-state="verified"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/verify$/);
  await waitForHydration(page, 'form button[type="submit"]');

  const outbox = await page.context().newPage();
  let code: string | undefined;
  for (let attempt = 0; attempt < 20 && !code; attempt += 1) {
    await outbox.goto(`${storefrontUrl}/dev/outbox?to=${encodeURIComponent(member.email)}`);
    const texts = await outbox.getByTestId('outbox-text').allInnerTexts();
    code = texts.map((text) => text.match(/\b\d{6}\b/)?.[0]).find(Boolean);
    if (!code) await outbox.waitForTimeout(250);
  }
  await outbox.close();
  expect(code, `a verification code mailed to ${member.email}`).toBeDefined();

  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await page.waitForURL(/\/profile\?welcome=1$/);
  expect(await headerAccount(page)).toContain(member.name);
}

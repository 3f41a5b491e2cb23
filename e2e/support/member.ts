import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './browser';
import { findMail } from './outbox';

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
 * read as the operator from the outbox page, verification) and leaves them logged in on their profile.
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

  const mail = await findMail(page.context(), storefrontUrl, member.email, /\b\d{6}\b/);
  const code = /\b\d{6}\b/.exec(mail)?.[0];
  expect(code, `a verification code mailed to ${member.email}`).toBeDefined();

  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await page.waitForURL(/\/profile\?welcome=1$/);
  expect(await headerAccount(page)).toContain(member.name);
}

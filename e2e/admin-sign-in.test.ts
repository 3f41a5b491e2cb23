import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, screenshot, waitForHydration, type BrowserSession } from './support/browser';
import { newStaffMember, openStaffPage, signInStaff, staffUrl, type StaffPerson } from './support/staff';
import { expectNoBlockingFindings } from './support/shopping';

// An owner turns on the authenticator app on /admin/account, signs out, and signs in again with the password
// and a code the app would show: the dashboard's Today page follows.

const base = staffUrl(inject('storefrontUrl'));
const apiUrl = inject('apiUrl');

let session: BrowserSession;
let page: Page;
let owner: StaffPerson;

beforeAll(async () => {
  owner = await newStaffMember(apiUrl, 'OWNER', 'Tess Totp');
  session = await launchBrowser();
  page = await session.newPage(DESKTOP);
});

afterAll(async () => {
  await session?.close();
});

/** The code an authenticator app holding `secret` shows `stepsAhead` periods from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('staff sign-in with an authenticator app', () => {
  it('at 1280 px: the app turned on, then the password and the app’s code open Today', async () => {
    await signInStaff(page, base, owner);
    await openStaffPage(page, base, '/admin/account');
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByLabel('Your password').fill(owner.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (
      await page
        .locator('p', { hasText: /^[A-Z2-7]{16,}$/ })
        .first()
        .innerText()
    ).trim();
    await page.getByLabel('The 6-digit code the app shows').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('The authenticator app is on.').waitFor();
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login\?signedOut=1$/);
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Second step' }).waitFor();
    await expectNoBlockingFindings(page, 'the second step');
    await screenshot(page, 'admin-totp-second-step-1280');
    // The code of the next period: the one used to turn the app on may not serve twice.
    await page.getByLabel('Code').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${base}/admin`);
    expect(
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').first().innerText(),
    ).toBe('Today');
  });
});

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
import { findMail } from './support/outbox';

// Member accounts journey (issue 5): sign up -> code from the mail -> verify -> logged in -> log out ->
// wrong password -> log in -> forgot password -> reset from the link -> log in with the new password.

const storefrontUrl = inject('storefrontUrl');

let session: BrowserSession;
let page: Page;

const email = `ada.${Date.now()}@example.com`;
const name = 'Ada Lovelace';
const firstPassword = 'analytical-engine-1843';
const newPassword = 'difference-engine-1822';

beforeAll(async () => {
  session = await launchBrowser();
  page = await session.newPage(DESKTOP);
});

afterAll(async () => {
  await session?.close();
});

async function open(target: Page, pathname: string): Promise<void> {
  const response = await target.goto(`${storefrontUrl}${pathname}`, { waitUntil: 'load' });
  expect(response?.status(), pathname).toBeLessThan(400);
}

/** The newest outbox message to `email` whose text matches `pattern`, read as the operator on /dev/outbox. */
async function readMail(pattern: RegExp): Promise<RegExpMatchArray> {
  return (await findMail(session.context, storefrontUrl, email, pattern)).match(pattern)!;
}

async function headerMember(target: Page): Promise<string | null> {
  // The header asks who is logged in once the page is shown (pages are cached, the same for everyone).
  await target
    .locator('[data-testid="header-account"]:not([data-account="pending"])')
    .waitFor({ state: 'attached' });
  const member = target.getByTestId('header-member');
  return (await member.count()) > 0 ? member.innerText() : null;
}

async function logIn(password: string): Promise<void> {
  await open(page, '/login');
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByLabel('Email address').first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function logOut(): Promise<void> {
  await open(page, '/profile');
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/login\?loggedOut=1$/);
  expect(await headerMember(page)).toBeNull();
  expect(await page.locator('header').getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
}

describe('member accounts', () => {
  it('shows every sign-up mistake at once, each on its field', async () => {
    await open(page, '/signup');
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('Email address').first().fill('ada@');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .locator('#main')
      .getByRole('alert')
      .getByText('Please correct the 3 fields marked below.')
      .waitFor();
    for (const [label, message] of [
      ['Name', 'Please tell us your name.'],
      ['Email address', 'Please enter a valid email address'],
      ['Password', 'Your password needs at least 8 characters.'],
    ] as const) {
      const input = page.getByLabel(label, { exact: true }).first();
      expect(await input.getAttribute('aria-invalid'), label).toBe('true');
      const described = (await input.getAttribute('aria-describedby')) ?? '';
      const texts = await Promise.all(
        described.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()),
      );
      expect(texts.join(' '), label).toContain(message);
    }
    await screenshot(page, 'account-signup-errors-1280');
    const mobile = await session.newPage(MOBILE);
    await open(mobile, '/signup');
    await waitForHydration(mobile, 'form button[type="submit"]');
    await mobile.getByRole('button', { name: 'Create account' }).click();
    await mobile
      .locator('#main')
      .getByRole('alert')
      .getByText('Please correct the 3 fields marked below.')
      .waitFor();
    await screenshot(mobile, 'account-signup-errors-375');
    await mobile.close();
  });

  it('signs up with the email code and keeps the session in HttpOnly cookies', async () => {
    const mobile = await session.newPage(MOBILE);
    await open(mobile, '/signup');
    await waitForHydration(mobile, 'form button[type="submit"]');
    await mobile.locator('div[data-kind][data-state="verified"]').waitFor({ timeout: 30_000 });
    await screenshot(mobile, 'account-signup-375');
    await mobile.close();

    await open(page, '/signup');
    await waitForHydration(page, 'form button[type="submit"]');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/at home/);
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email address').first().fill(email);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    // The self-hosted proof-of-work check runs by itself.
    await page.locator('div[data-kind][data-state="verified"]').waitFor({ timeout: 30_000 });
    await screenshot(page, 'account-signup-1280');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/verify$/);
    expect(page.url()).not.toContain('stateToken');
    expect(await page.locator('main').innerText()).toContain(email);
    await waitForHydration(page, 'form button[type="submit"]');
    await screenshot(page, 'account-code-1280');
    const codePage = await session.newPage(MOBILE);
    await open(codePage, '/verify');
    await screenshot(codePage, 'account-code-375');
    await codePage.close();

    // A wrong code is refused with a clear message.
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByText('That code is not right').first().waitFor();

    const [code] = await readMail(/\b\d{6}\b/);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.waitForURL(/\/profile\?welcome=1$/);
    expect(await headerMember(page)).toContain(name);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name);

    const cookies = await session.context.cookies(storefrontUrl);
    for (const cookieName of ['REFRESH_TOKEN', 'ACCESS_TOKEN']) {
      const cookie = cookies.find((c) => c.name === cookieName);
      expect(cookie, cookieName).toBeDefined();
      expect(cookie?.httpOnly, cookieName).toBe(true);
      expect(cookie?.sameSite, cookieName).toBe('Lax');
      expect(cookie?.path, cookieName).toBe('/');
    }
    expect(
      JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'REFRESH_TOKEN')!.value)),
    ).toMatchObject({
      role: 'member',
    });
    expect(cookies.some((c) => c.name === 'ATELIER_VERIFY')).toBe(false);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/REFRESH_TOKEN|ACCESS_TOKEN/);

    await screenshot(page, 'account-profile-1280');
    const profile = await session.newPage(MOBILE);
    await open(profile, '/profile');
    await screenshot(profile, 'account-profile-375');
    await profile.close();
  });

  it('edits the profile address', async () => {
    await open(page, '/profile');
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('Profile address').fill('ada-lovelace');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your profile address is now “ada-lovelace”.').first().waitFor();
  });

  it('logs out, refuses a wrong password, and logs in again', async () => {
    await logOut();
    // A malformed address is named as such, on the email field, without a login attempt.
    await open(page, '/login');
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('Email address').first().fill('ada.example.com');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Please enter a valid email address').first().waitFor();
    expect(await page.getByLabel('Email address').first().getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('We could not log you in').count()).toBe(0);

    await logIn('not-the-password');
    await page.getByText('That email and password do not match').first().waitFor();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await headerMember(page)).toBeNull();

    await logIn(firstPassword);
    await page.waitForURL(/\/profile$/);
    expect(await headerMember(page)).toContain(name);
  });

  it('recovers the password from the mailed link', async () => {
    await logOut();
    await page.getByText('Forgot password?', { exact: true }).last().click();
    const forgot = page.locator('#forgot-password');
    await forgot.getByLabel('Email address').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByText(`If ${email} has an account`).waitFor();

    const [link] = await readMail(/https?:\/\/\S+\/reset-password\?token=[^\s"<]+/);
    expect(link.startsWith(storefrontUrl)).toBe(true);
    await page.goto(link, { waitUntil: 'load' });
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password, again').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(/\/login\?reset=1$/);

    await logIn(firstPassword);
    await page.getByText('That email and password do not match').first().waitFor();
    await logIn(newPassword);
    await page.waitForURL(/\/profile$/);
    expect(await headerMember(page)).toContain(name);
  });

  it('changes the name on the profile', async () => {
    await open(page, '/profile');
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Please enter your first name.').first().waitFor();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('First name').fill('Augusta Ada');
    await page.getByLabel('Last name').fill('King');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('status').getByText('Your name is now Augusta Ada King.').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Augusta Ada King');
    await expect.poll(() => headerMember(page)).toContain('Augusta Ada King');
  });

  it('changes the password only with the right current password', async () => {
    const thirdPassword = 'jacquard-loom-1804';
    await open(page, '/profile');
    await waitForHydration(page, 'form button[type="submit"]');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Change password' }) });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(thirdPassword);
    await form.getByLabel('New password, again').fill(thirdPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('That is not your current password').waitFor();
    expect(await form.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'account-password-wrong-1280');

    await form.getByLabel('Current password').fill(newPassword);
    await form.getByLabel('New password', { exact: true }).fill(thirdPassword);
    await form.getByLabel('New password, again').fill(thirdPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('status').getByText('Your password is changed.').waitFor();
    const mobile = await session.newPage(MOBILE);
    await open(mobile, '/profile');
    await screenshot(mobile, 'account-profile-edited-375');
    await mobile.close();

    await logOut();
    await logIn(newPassword);
    await page.getByText('That email and password do not match').first().waitFor();
    await logIn(thirdPassword);
    await page.waitForURL(/\/profile$/);
  });
});

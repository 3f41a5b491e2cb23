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
import { ensureOwner, openStaffPage, OWNER, printedSetupCode, staffUrl } from './support/staff';
import { expectNoBlockingFindings } from './support/shopping';

// The staff pages the server's mails point at: the owner invites a person through the API, the mailed link
// is opened and accepted (signed in, on /admin); the person asks a password reset on /admin/forgot-password,
// the mailed link sets a new password, and signing in with it works. At 1280 px, then at 375 px.

const storefrontUrl = inject('storefrontUrl');
const base = staffUrl(storefrontUrl);
const apiUrl = inject('apiUrl');

const person = {
  email: `invited-${Date.now()}@atelier.test`,
  name: 'Ines Invited',
  password: 'an invited password',
  newPassword: 'a new password after the reset',
};

let session: BrowserSession;
let page: Page;

/**
 * The owner's authorization for the API: its staff session, or the shop's admin key when an earlier journey
 * gave the owner a second factor (a passkey or an app) this one cannot answer through the API.
 */
async function ownerAuthorization(): Promise<string> {
  const res = await fetch(`${apiUrl}/v1/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
  });
  const answer = (await res.json()) as { session?: { accessToken: string } };
  return answer.session ? `Bearer ${answer.session.accessToken}` : inject('adminApiKey');
}

async function invite() {
  await ensureOwner(apiUrl);
  const res = await fetch(`${apiUrl}/v1/staff/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: await ownerAuthorization() },
    body: JSON.stringify({ email: person.email, role: 'CATALOG' }),
  });
  if (res.status !== 200) throw new Error(`the invitation answered ${res.status}: ${await res.text()}`);
}

beforeAll(async () => {
  session = await launchBrowser();
  page = await session.newPage(DESKTOP);
});

afterAll(async () => {
  await session?.close();
});

const open = (pathname: string) => openStaffPage(page, base, pathname);

const expectNoAxeFinding = (what: string) => expectNoBlockingFindings(page, what);

async function expectPrivatePage(what: string, response: Awaited<ReturnType<typeof open>>) {
  expect(response.headers()['x-robots-tag'], what).toContain('noindex');
  expect(response.headers()['cache-control'], what).toContain('no-store');
  expect(await page.locator('meta[name="robots"]').getAttribute('content'), what).toContain('noindex');
  await expectNoAxeFinding(what);
}

/** The path and query of the newest mailed link to `pathname`, for the staff pages' own address. */
async function mailedLink(pathname: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${pathname.replace(/\//g, '\\/')}\\?token=[\\w%-]+`);
  const text = await findMail(session.context, storefrontUrl, person.email, pattern);
  const url = new URL(pattern.exec(text)![0]);
  return `${url.pathname}${url.search}`;
}

/** The reset request's email field (the shop's footer has a newsletter email field of its own). */
const resetEmail = () =>
  page.locator('form', { has: page.getByRole('button', { name: 'Send the link' }) }).getByLabel('Email');

const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name'));

describe('staff pages from the server’s mails', () => {
  it('at 1280 px: on a first run the owner is made on /admin/setup, then the page sends to the sign-in', async () => {
    const { needed } = (await (await fetch(`${apiUrl}/v1/staff/setup`)).json()) as { needed: boolean };
    // An earlier journey on this server may have made the owner already: then only the redirect is left.
    if (needed) {
      await open('/admin/login');
      await page.getByRole('link', { name: 'Set up the shop’s owner' }).click();
      await page.waitForURL(`${base}/admin/setup`);
      await expectPrivatePage('/admin/setup', await open('/admin/setup'));
      await waitForHydration(page, 'form button[type="submit"]');
      await page.getByLabel('Setup code').fill('not-the-code');
      await page.getByLabel('Your name').fill(OWNER.name);
      await page.getByRole('textbox', { name: 'Email' }).fill(OWNER.email);
      await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await page.getByLabel('Password, again').fill(OWNER.password);
      await page.getByRole('button', { name: 'Create the owner' }).click();
      await page.getByText('The setup code is wrong or has expired').waitFor();
      expect(await focusedName()).toBe('setupCode');
      await screenshot(page, 'staff-setup-error-1280');
      await page.getByLabel('Setup code').fill(printedSetupCode()!);
      await page.getByRole('button', { name: 'Create the owner' }).click();
      await page.waitForURL(`${base}/admin`);
      await page.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/\/admin\/login\?signedOut=1$/);
    }
    await open('/admin/setup');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.getByRole('link', { name: 'Set up the shop’s owner' }).count()).toBe(0);
  });

  it('at 1280 px: the mailed invitation is accepted and the person lands on /admin', async () => {
    await invite();

    const link = await mailedLink('/admin/invitation');
    const response = await open(link);
    await page.getByRole('heading', { name: /^You’re invited to / }).waitFor();
    await expectPrivatePage('/admin/invitation', response);

    // Every mistake beside its field; the focus on the first.
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByText('Your password needs at least 8 characters.').waitFor();
    expect(await focusedName()).toBe('name');
    await screenshot(page, 'staff-invitation-errors-1280');

    await page.getByLabel('Your name').fill(person.name);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Password, again').fill(person.password);
    await screenshot(page, 'staff-invitation-1280');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.waitForURL(`${base}/admin`);
    await page.getByRole('heading', { name: `Hello, ${person.name}` }).waitFor();
    const cookie = (await session.context.cookies()).find((c) => c.name === 'ATELIER_STAFF');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });

    // The link works once: opened again, it says so and what to do.
    await open(link);
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('Your name').fill(person.name);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Password, again').fill(person.password);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByText('Ask the shop’s owner to send you a new one.', { exact: false }).waitFor();
    await screenshot(page, 'staff-invitation-used-1280');

    await open('/admin');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login\?signedOut=1$/);
  });

  it('at 375 px: a reset asked on /admin/forgot-password, the mailed link sets a new password', async () => {
    await page.setViewportSize(MOBILE);
    await open('/admin/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${base}/admin/forgot-password`);
    await expectPrivatePage('/admin/forgot-password', await open('/admin/forgot-password'));

    await waitForHydration(page, 'form button[type="submit"]');
    await resetEmail().fill('not an email');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('Please enter a valid email address, like name@example.com.').waitFor();
    expect(await focusedName()).toBe('email');
    await resetEmail().fill(person.email);
    await screenshot(page, 'staff-forgot-375');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If that email belongs to staff, we sent a link').waitFor();
    await screenshot(page, 'staff-forgot-sent-375');

    const link = await mailedLink('/admin/reset-password');
    await expectPrivatePage('/admin/reset-password', await open(link));
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('New password', { exact: true }).fill(person.newPassword);
    await page.getByLabel('New password, again').fill('something else entirely');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('The two passwords are not the same.').waitFor();
    expect(await focusedName()).toBe('confirm');
    await page.getByLabel('New password, again').fill(person.newPassword);
    await screenshot(page, 'staff-reset-375');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Password changed: sign in with it.').waitFor();
    await screenshot(page, 'staff-reset-done-375');

    // The link is spent; a second use says so, with the way to a new one.
    await open(link);
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByLabel('New password', { exact: true }).fill(person.newPassword);
    await page.getByLabel('New password, again').fill(person.newPassword);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('This link was used or has expired. Ask for a new one.').waitFor();

    await open('/admin/login');
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}/admin`);
    await page.getByRole('heading', { name: `Hello, ${person.name}` }).waitFor();
    await screenshot(page, 'staff-home-after-reset-375');

    // At 1280 px too, the forgotten-password page and the invitation page without a token.
    await page.setViewportSize(DESKTOP);
    await open('/admin/forgot-password');
    await screenshot(page, 'staff-forgot-1280');
    await expectPrivatePage('/admin/invitation without a token', await open('/admin/invitation'));
    await page.getByText('This link is incomplete.', { exact: false }).waitFor();
    await page.setViewportSize(MOBILE);
    await open('/admin/invitation');
    await screenshot(page, 'staff-invitation-no-token-375');
  });

  it('at 1280 px: after repeated failures the sign-in shows the captcha and sends it with the next try', async () => {
    // The failures count for the address too: this browser says it is elsewhere for a while (the storefront hands
    // on the address it is given), then comes back to its own address, which the failures did not reach.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.77' });
    await page.setViewportSize(DESKTOP);
    await open('/admin');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login\?signedOut=1$/);
    await waitForHydration(page, 'form button[type="submit"]');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await page.getByRole('textbox', { name: 'Email' }).fill(`nobody-${Date.now()}@atelier.test`);
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Sign in', exact: true, disabled: false }).waitFor();
      if (await page.locator('[data-kind="visible"]').count()) break;
    }
    await page.getByText('Please complete the “I’m not a robot” check, then try again.').waitFor();
    await expectNoAxeFinding('/admin/login with the captcha');
    await screenshot(page, 'staff-login-captcha-1280');

    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.newPassword);
    // The widget's checkmark drawing covers its box: a person clicks the words beside it.
    await page.getByText("I'm not a robot", { exact: true }).click();
    await page.locator('[data-kind="visible"][data-state="verified"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}/admin`);
    await page.getByRole('heading', { name: `Hello, ${person.name}` }).waitFor();

    // From the browser's own address no check is asked: the failures above were not counted for it.
    await page.setExtraHTTPHeaders({});
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/login\?signedOut=1$/);
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${base}/admin`);
    expect(await page.locator('[data-kind="visible"]').count()).toBe(0);
  });
});

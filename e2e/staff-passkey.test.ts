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
import { addVirtualAuthenticator, ensureOwner, openStaffPage, OWNER, staffUrl } from './support/staff';
import { expectNoBlockingFindings } from './support/shopping';

// Staff sign-in journey (issue 28): password -> add a passkey on /admin/account -> sign out -> sign in with the
// passkey alone -> /admin; then on a phone: password and the passkey as the second step, the passkey replaced,
// and the passkey alone again. Chromium's virtual authenticator stands in for the fingerprint reader.

const base = staffUrl(inject('storefrontUrl'));
const apiUrl = inject('apiUrl');

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  await ensureOwner(apiUrl);
  session = await launchBrowser();
  page = await session.newPage(DESKTOP);
  await addVirtualAuthenticator(session.context, page);
});

afterAll(async () => {
  await session?.close();
});

const open = (pathname: string) => openStaffPage(page, base, pathname);

const expectNoAxeFinding = (what: string) => expectNoBlockingFindings(page, what);

async function signInWithPassword() {
  await open('/admin/login');
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('textbox', { name: 'Email' }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function addPasskey(name: string) {
  await open('/admin/account');
  await waitForHydration(page, 'main button');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Your password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create the passkey' }).click();
  await page.getByText('Passkey added.').waitFor();
  await page.getByText(name, { exact: true }).waitFor();
}

async function signOut() {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/admin\/login\?signedOut=1$/);
  await page.getByText('You are signed out.').waitFor();
}

async function signInWithPasskeyAlone() {
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL(`${base}/admin`);
  await page.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
}

describe('staff sign-in with a passkey', () => {
  it('at 1280 px: password, a passkey added, signed out, signed in with the passkey alone', async () => {
    // Not signed in: the staff home sends to the sign-in page, which is never indexed nor cached.
    await open('/admin');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    const login = await open('/admin/login');
    expect(login.headers()['x-robots-tag']).toContain('noindex');
    expect(login.headers()['cache-control']).toContain('no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expectNoAxeFinding('/admin/login');

    // A wrong password: the spec's message beside the field, which takes the focus.
    await waitForHydration(page, 'form button[type="submit"]');
    await page.getByRole('textbox', { name: 'Email' }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('The email or the password is wrong').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await screenshot(page, 'staff-login-error-1280');

    await signInWithPassword();
    await page.waitForURL(`${base}/admin`);
    await page.getByRole('heading', { name: `Hello, ${OWNER.name}` }).waitFor();
    const cookie = (await session.context.cookies()).find((c) => c.name === 'ATELIER_STAFF');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('sa_');
    await screenshot(page, 'staff-home-1280');

    await addPasskey('Studio laptop');
    // The session is named by the person's browser, not by the storefront's server that made the call.
    await page.getByText('Chrome on Linux').waitFor();
    await expectNoAxeFinding('/admin/account');
    await screenshot(page, 'staff-account-1280');

    await signOut();
    await screenshot(page, 'staff-login-1280');
    await signInWithPasskeyAlone();
  });

  it('at 375 px: password and the passkey as the second step, the passkey replaced, the passkey alone', async () => {
    await page.setViewportSize(MOBILE);
    await signOut();
    await signInWithPassword();
    await page.getByRole('heading', { name: 'Second step' }).waitFor();
    await screenshot(page, 'staff-second-step-375');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(`${base}/admin`);
    await screenshot(page, 'staff-home-375');

    // The old passkey goes (after the password), a new one comes: the authenticator keeps one per account.
    await open('/admin/account');
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'Remove the passkey Studio laptop' }).click();
    await page.getByLabel('Your password, to remove “Studio laptop”').fill(OWNER.password);
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Passkey removed.').waitFor();
    await addPasskey('Phone');
    await page.getByRole('button', { name: 'Rename the passkey Phone' }).click();
    await page.getByLabel('New name for “Phone”').fill('Pocket phone');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Passkey renamed.').waitFor();
    await page.getByText('Pocket phone', { exact: true }).waitFor();
    await expectNoAxeFinding('/admin/account at 375 px');
    await screenshot(page, 'staff-account-375');
    await signOut();
    await expectNoAxeFinding('/admin/login at 375 px');
    await screenshot(page, 'staff-login-375');
    await signInWithPasskeyAlone();

    // The authenticator app's QR code is drawn by the storefront's server: an image, no third party.
    await open('/admin/account');
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByLabel('Your password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expectNoAxeFinding('/admin/account, authenticator app set-up');
    await screenshot(page, 'staff-totp-375');
  });
});

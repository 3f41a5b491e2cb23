import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { merchantApi, type Json } from './support/merchant';
import { expectNoBlockingFindings } from './support/shopping';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';

// Shop settings in the dashboard: a manager renames the shop and changes its opening hours and sees both in the
// shop's footer (a cached page included), edits a mail template and sees the preview follow, then resets it
// (1280 px); a catalog person has no settings section and is sent away from it; the settings page at 375 px,
// where a save on settings someone else saved meanwhile is refused, says who changed what, and reloads.

const apiUrl = inject('apiUrl');
const storefrontUrl = inject('storefrontUrl');
const base = staffUrl(storefrontUrl);
const merchant = merchantApi(apiUrl, inject('adminApiKey'));
const openBrowser = browsersClosedAfterAll();

let manager: StaffPerson;
let cataloguer: StaffPerson;
let original: Json;

beforeAll(async () => {
  [manager, cataloguer] = [
    await newStaffMember(apiUrl, 'MANAGER', 'Mona Manager'),
    await newStaffMember(apiUrl, 'CATALOG', 'Cato Catalog'),
  ];
  original = (await merchant('/v1/shop-settings')).shopSettings as Json;
});

// Other journeys share the shop: it gets its name and hours back.
afterAll(async () => {
  const { name, openingHours, contactEmail } = original;
  await merchant('/v1/shop-settings', {
    method: 'PATCH',
    body: { shopSettings: { name, openingHours, contactEmail } },
  });
});

const footer = (page: Page) => page.locator('footer');

async function footerShows(page: Page, url: string, name: string, note: string): Promise<void> {
  // The event reaches the storefront within seconds; the action dropped this storefront's cache at once.
  await expect
    .poll(
      async () => {
        await page.goto(url, { waitUntil: 'load' });
        const text = await footer(page).innerText();
        return text.includes(name) && text.includes(note);
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
}

describe('shop settings in the dashboard', () => {
  it('at 1280 px: the manager edits a mail template, sees the preview follow, saves and resets it', async () => {
    const page = await openBrowser(DESKTOP);
    page.setDefaultTimeout(12_000);
    await signInStaff(page, base, manager);
    // A mail template: the preview follows the subject as it is typed; saved, then reset after asking.
    await page.goto(`${base}/admin/mail-templates`, { waitUntil: 'load' });
    await expectNoBlockingFindings(page, 'the mail templates list');
    await page.getByRole('link', { name: 'Order confirmed' }).click();
    await waitForHydration(page, 'form[aria-label="Edit the template"] input');
    const defaultSubject = await page.getByTestId('preview-subject').innerText();
    await page.getByLabel('Subject').fill('Thank you! Order {{orderNumber}} is in');
    await expect
      .poll(() => page.getByTestId('preview-subject').innerText(), { timeout: 10_000 })
      .toMatch(/^Thank you! Order \S+ is in$/);
    expect(await page.getByTitle('The mail’s HTML as the buyer sees it').getAttribute('sandbox')).toBe('');
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Mail template saved').waitFor();
    await page.getByRole('button', { name: 'Reset to default' }).waitFor();
    await expectNoBlockingFindings(page, 'the mail template editor');
    await screenshot(page, 'admin-settings-mail-template-1280');
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByRole('button', { name: 'Reset the template' }).click();
    // The question replaces the "Reset to default" button at once: wait for the page read again after the reset.
    await expect.poll(() => page.getByLabel('Subject').inputValue()).not.toContain('Thank you!');
    await page.getByRole('heading', { name: 'Back to the default' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('preview-subject').innerText()).toBe(defaultSubject);
    await page.close();
  });

  it('at 1280 px: a manager changes the name and hours and sees them in the shop, a cached page included', async () => {
    const page = await openBrowser(DESKTOP);
    // A cached page of the shop, seen before the change.
    await page.goto(`${storefrontUrl}/aboutus`, { waitUntil: 'load' });
    await footer(page).getByTestId('opening-hours').waitFor();

    await signInStaff(page, base, manager);
    await page.goto(`${base}/admin/settings`, { waitUntil: 'load' });
    await waitForHydration(page, 'form[aria-label="Shop settings"] button[type="submit"]');
    const name = `Studio ${Date.now().toString(36)}`;
    const note = `Ring the bell ${Date.now().toString(36)}`;
    await page.getByLabel('Shop name').fill(name);
    const sunday = page.getByRole('checkbox', { name: 'Sunday' });
    if (!(await sunday.isChecked())) await sunday.check();
    await page.getByLabel('Sunday opens at').fill('10:00');
    await page.getByLabel('Sunday closes at').fill('09:00');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Sunday: closing must be after opening').waitFor();
    await page.getByLabel('Sunday closes at').fill('14:00');
    await page.getByLabel('Note beside the hours (optional)').fill(note);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Shop settings saved').waitFor();
    await expectNoBlockingFindings(page, 'the shop settings page');
    await screenshot(page, 'admin-settings-1280');

    await footerShows(page, `${storefrontUrl}/aboutus`, name, note);
    expect(await footer(page).getByTestId('opening-hours').innerText()).toMatch(/Sun/);
    await footerShows(page, `${storefrontUrl}/`, name, note);
    await screenshot(page, 'admin-settings-footer-1280');
    await page.close();
  });

  it('a catalog person has no settings section and is sent away from it', async () => {
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, cataloguer);
    const links = await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allInnerTexts();
    expect(links).not.toContain('Shop settings');
    expect(links).not.toContain('Mail templates');
    for (const pathname of ['/admin/settings', '/admin/mail-templates/ORDER_CONFIRMATION']) {
      await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname, pathname).toBe('/admin');
    }
  });

  it('at 375 px: the settings page fits, shows field errors, and refuses a save over someone else’s', async () => {
    const page = await openBrowser(MOBILE);
    await signInStaff(page, base, manager);
    await page.goto(`${base}/admin/settings`, { waitUntil: 'load' });
    await waitForHydration(page, 'form[aria-label="Shop settings"] button[type="submit"]');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByLabel('Contact email').fill('not an address');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.locator('#settings-contactEmail-error').waitFor();
    await expectNoBlockingFindings(page, 'the shop settings page at 375 px');
    await screenshot(page, 'admin-settings-375');

    // Someone else saves the contact email while this page is open: this save is refused, nothing overwritten.
    const theirs = `desk-${Date.now().toString(36)}@atelier.test`;
    await merchant('/v1/shop-settings', {
      method: 'PATCH',
      body: { shopSettings: { contactEmail: theirs } },
    });
    await page.getByLabel('Contact email').fill('mine@atelier.test');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect.poll(() => alert.innerText()).toMatch(/changed the settings at .*: contact email\./);
    await expectNoBlockingFindings(page, 'the settings conflict at 375 px');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-settings-conflict-375');
    await page.getByRole('button', { name: 'Reload the settings' }).click();
    await expect.poll(() => page.getByLabel('Contact email').inputValue(), { timeout: 10_000 }).toBe(theirs);
  });
});

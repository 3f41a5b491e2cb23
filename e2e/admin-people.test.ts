import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { signUpMember } from './support/member';
import { newStaffMember, openStaffPage, signInStaff, staffUrl, type StaffPerson } from './support/staff';
import { expectNoBlockingFindings } from './support/shopping';

// The dashboard's people pages: an owner finds a member by email, blocks and unblocks them (asked first each
// time), issues a gift card mailed to a recipient and sees it listed by its last four characters, reads those
// changes in the audit log and the mail in the outbox. A shopper's browser opening /admin is sent to the staff
// sign-in. At 1280 px, then at 375 px.

const storefrontUrl = inject('storefrontUrl');
const base = staffUrl(storefrontUrl);
const apiUrl = inject('apiUrl');
const openBrowser = browsersClosedAfterAll();

const stamp = Date.now();
/** An owner of this journey's own (a fresh one has no second factor another journey may have added). */
let owner: StaffPerson;
const shopper = { name: 'Sam Shopper', email: `sam-${stamp}@atelier.test`, password: 'a shopper password 1' };

beforeAll(async () => {
  owner = await newStaffMember(apiUrl, 'OWNER', 'Pia People');
});

const open = (page: Page, pathname: string) => openStaffPage(page, base, pathname);

const signIn = (page: Page) => signInStaff(page, base, owner);

/** A shopper's browser is sent to the staff sign-in from every dashboard page and sees none of them. */
async function expectShopperKeptOut(page: Page) {
  for (const pathname of [
    '/admin',
    '/admin/members',
    '/admin/gift-cards',
    '/admin/audit-log',
    '/admin/outbox',
  ]) {
    await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
    expect(new URL(page.url()).pathname, pathname).toBe('/admin/login');
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count(), pathname).toBe(0);
  }
}

/** Opens the member found by email, answers the member's id. */
async function findMember(page: Page, width: number): Promise<string> {
  await open(page, '/admin/members');
  await page.getByLabel('Email or name').fill(shopper.email);
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForURL(/\/admin\/members\?q=/);
  await expectNoBlockingFindings(page, `/admin/members at ${width} px`);
  await screenshot(page, `admin-members-${width}`);
  await page.getByRole('link', { name: shopper.name }).click();
  await page.waitForURL(/\/admin\/members\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

async function confirm(page: Page, opener: string, confirmLabel: string, width: number) {
  await page.getByRole('button', { name: opener }).click();
  const question = page.getByRole('group', { name: `${opener}?` });
  await question.waitFor();
  if (opener.startsWith('Block')) await screenshot(page, `admin-member-confirm-${width}`);
  await question.getByRole('button', { name: confirmLabel }).click();
}

describe('the dashboard’s people pages', () => {
  it('at 1280 px: a shopper is kept out; the owner blocks and unblocks a member, issues a gift card, reads the log', async () => {
    const shopperPage = await openBrowser(DESKTOP);
    await signUpMember(shopperPage, storefrontUrl, shopper);
    await expectShopperKeptOut(shopperPage);

    const page = await openBrowser(DESKTOP);
    await signIn(page);
    const memberId = await findMember(page, 1280);
    await waitForHydration(page, 'main button');
    await expect.poll(() => page.getByTestId('member-status').innerText()).toBe('Active');
    await expectNoBlockingFindings(page, '/admin/members/[id] at 1280 px');
    await screenshot(page, 'admin-member-1280');

    await confirm(page, `Block ${shopper.email}`, 'Block the member', 1280);
    await expect.poll(() => page.getByTestId('member-status').innerText()).toBe('Blocked');
    await confirm(page, `Unblock ${shopper.email}`, 'Unblock the member', 1280);
    await expect.poll(() => page.getByTestId('member-status').innerText()).toBe('Active');

    await open(page, '/admin/gift-cards');
    await waitForHydration(page, 'form[aria-label="Issue a gift card"] button[type="submit"]');
    await page.getByLabel('Amount (USD)').fill('40');
    await page.getByLabel('Mail the card to someone').check();
    await page.getByLabel('Recipient’s email').fill(shopper.email);
    await page.getByLabel('Message (optional)').fill('Thank you for your patience.');
    await page.getByRole('button', { name: 'Issue the gift card' }).click();
    const code = await page.getByTestId('issued-code').innerText();
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    await page.getByText(`Mailed to ${shopper.email}.`).waitFor();
    await expectNoBlockingFindings(page, '/admin/gift-cards after issuing at 1280 px');
    await screenshot(page, 'admin-gift-card-issued-1280');
    // Listed by its last four characters; after a reload the full code is nowhere on the page.
    const masked = `•••• ${code.slice(-4)}`;
    await open(page, `/admin/gift-cards?q=${code.slice(-4)}`);
    const cardLink = page.getByRole('link', { name: masked }).first();
    await cardLink.waitFor();
    expect(await page.content()).not.toContain(code);
    await screenshot(page, 'admin-gift-cards-1280');
    // The card's own page names it by its last four characters too, with its balance.
    await cardLink.click();
    await page.getByRole('heading', { level: 1, name: `Gift card ${masked}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Balance' }).waitFor();
    await expectNoBlockingFindings(page, '/admin/gift-cards/[id] at 1280 px');

    await open(page, `/admin/audit-log?target=${memberId}&action=member`);
    const entries = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row');
    await expect.poll(() => entries.filter({ hasText: 'Member updated' }).count()).toBe(2);
    await page.getByText('BLOCKED', { exact: false }).first().waitFor();
    await expectNoBlockingFindings(page, '/admin/audit-log at 1280 px');
    await screenshot(page, 'admin-audit-log-1280');
    await open(page, '/admin/audit-log?action=giftCard');
    await page.getByText('Gift card issued').first().waitFor();
    await page.getByText('Gift card mailed').first().waitFor();
    expect(await page.content()).not.toContain(code);

    await open(page, '/admin/outbox');
    await page
      .getByRole('heading', { name: /a gift card for you/ })
      .first()
      .waitFor();
    await expectNoBlockingFindings(page, '/admin/outbox at 1280 px');
    await screenshot(page, 'admin-outbox-1280');
  });

  it('at 375 px: the same pages read on a phone, and a shopper is kept out', async () => {
    const shopperPage = await openBrowser(MOBILE);
    await expectShopperKeptOut(shopperPage);

    const page = await openBrowser(MOBILE);
    await signIn(page);
    await findMember(page, 375);
    await waitForHydration(page, 'main button');
    await expectNoBlockingFindings(page, '/admin/members/[id] at 375 px');
    await screenshot(page, 'admin-member-375');
    await confirm(page, `Block ${shopper.email}`, 'Block the member', 375);
    await expect.poll(() => page.getByTestId('member-status').innerText()).toBe('Blocked');
    await confirm(page, `Unblock ${shopper.email}`, 'Unblock the member', 375);
    await expect.poll(() => page.getByTestId('member-status').innerText()).toBe('Active');

    for (const [pathname, name] of [
      ['/admin/gift-cards', 'admin-gift-cards-375'],
      ['/admin/audit-log?action=member', 'admin-audit-log-375'],
      ['/admin/outbox', 'admin-outbox-375'],
      ['/admin/members/newsletter', 'admin-newsletter-375'],
    ] as const) {
      await open(page, pathname);
      await expectNoBlockingFindings(page, `${pathname} at 375 px`);
      await screenshot(page, name);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${pathname} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import {
  ADA,
  addressFields,
  checkoutFromCart,
  choose,
  fillAddress,
  orderIdOf,
  placeOrder,
  saveDetails,
} from './support/checkout';
import { merchantApi } from './support/merchant';
import { signUpMember } from './support/member';
import {
  addFromProductPage,
  expectNoBlockingFindings,
  expectNoSidewaysScroll,
  pickProducts,
} from './support/shopping';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';

// The order detail of the dashboard: a member places an order with bank transfer (through the shop); an owner
// signs in, opens it, adds a staff note, marks it paid with the bank's reference, fulfils it with a tracking
// number (the member then sees it on their order page), refunds its line with restock and opens the packing
// slip; a change made meanwhile by someone else makes the address edit answer who changed the order. At 1280
// px, then the page and the print pages at 375 px.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const api = merchantApi(apiUrl, inject('adminApiKey'));
const base = staffUrl(storefrontUrl);
const openBrowser = browsersClosedAfterAll();

/** An owner of this journey's own (an earlier journey may have given the first owner a second factor). */
let owner: StaffPerson;
const makeOwner = async () => {
  owner = await newStaffMember(apiUrl, 'OWNER', 'Oona Owner');
};

let member: Page;
let orderId: string;

/** The member's order, placed through the shop (the helpers' polls need a test around them). */
async function placeMemberOrder() {
  const [, { plain }] = await Promise.all([makeOwner(), pickProducts(apiUrl)]);
  member = await openBrowser(DESKTOP);
  const email = `member.detail.${Date.now()}@example.com`;
  await signUpMember(member, storefrontUrl, {
    name: 'Ada Lovelace',
    email,
    password: 'analytical-engine-1843',
  });
  await addFromProductPage(member, storefrontUrl, plain);
  await checkoutFromCart(member, storefrontUrl);
  await fillAddress(addressFields(member, 'Shipping address'), ADA);
  await saveDetails(member);
  await choose(member, 'checkout-delivery', /Local courier/);
  await choose(member, 'checkout-payment', /Bank transfer/i);
  await placeOrder(member);
  orderId = orderIdOf(member);
}

const signIn = (page: Page) => signInStaff(page, base, owner);

async function openOrder(page: Page) {
  await page.goto(`${base}/admin/orders/${orderId}`, { waitUntil: 'load' });
  await waitForHydration(page, 'main form button[type="submit"]');
}

/** Opens an action's form from the row of actions. */
const action = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Actions' }).getByRole('button', { name, exact: true }).click();

describe('the order detail', () => {
  it('at 1280 px: note, mark as paid, fulfil (the member sees the tracking), refund, a stale change, the slip', async () => {
    await placeMemberOrder();
    const page = await openBrowser(DESKTOP);
    await signIn(page);
    await openOrder(page);
    await page.getByRole('heading', { name: /^Order #\d+$/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Buyer' }).locator('..').innerText()).toContain('Member');

    await page.getByLabel('New note (staff only)').fill('Gift wrap, please: the buyer asked by phone.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Gift wrap, please: the buyer asked by phone.').waitFor();
    expect(await page.getByRole('heading', { name: 'Staff notes' }).locator('..').innerText()).toContain(
      owner.name,
    );

    await action(page, 'Mark as paid');
    expect(await page.getByLabel('Amount received').inputValue()).toMatch(/^\d+\.\d\d$/);
    await page.getByLabel('Reference').fill('BANK-REF-2026');
    await page.getByRole('button', { name: 'Record the payment' }).click();
    await page.getByText(/Ref\. BANK-REF-2026/).waitFor();

    const tracking = `1Z${Date.now()}`;
    await action(page, 'Fulfil');
    await page.getByLabel('Carrier').fill('UPS');
    await page.getByLabel('Tracking number').fill(tracking);
    await page.getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByText(`UPS · Tracking ${tracking}`).waitFor();
    await member.goto(`${storefrontUrl}/profile/orders/${orderId}`, { waitUntil: 'load' });
    expect(await member.getByTestId('tracking-number').innerText()).toBe(tracking);

    await action(page, 'Refund');
    const refundable = page.getByText(/^Refundable: /);
    expect(await refundable.innerText()).toMatch(/\$\d/);
    await page.getByRole('spinbutton').first().fill('1');
    expect(await page.getByLabel('Put the units back in stock').isChecked()).toBe(true);
    await page.getByLabel('Reason').fill('Chipped in transit');
    await page.getByRole('button', { name: 'Refund…' }).click();
    await page.getByRole('button', { name: 'Yes, refund' }).click();
    await page.getByText('Chipped in transit').first().waitFor();
    const timeline = await page.getByRole('heading', { name: 'Activity' }).locator('..').innerText();
    for (const text of ['Order placed', 'Paid', 'Fulfilled', 'Refunded', 'Shipping notice mailed'])
      expect(timeline).toContain(text);
    await expectNoSidewaysScroll(page, '/admin/orders/[id] at 1280 px');
    await screenshot(page, 'admin-order-detail-1280');
    await expectNoBlockingFindings(page, '/admin/orders/[id] at 1280 px');

    // Someone else changes the order while the page shows it: the address edit is refused with who and when.
    await action(page, 'Edit shipping address');
    await api(`/v1/orders/${orderId}`, {
      method: 'PATCH',
      body: { order: { buyerNote: 'Leave at the door' }, fieldMask: 'buyerNote' },
    });
    await page.getByLabel('Town or city').fill('Brooklyn');
    await page.getByRole('button', { name: 'Save the address' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'changed this order at' });
    expect(await conflict.innerText()).toMatch(
      /Operator key changed this order at .+ (AM|PM) \w+: order changed/,
    );
    await conflict.getByRole('button', { name: 'Reload the order' }).waitFor();
    await screenshot(page, 'admin-order-conflict-1280', { fullPage: false });

    await page.goto(`${base}/admin/orders/${orderId}/packing-slip`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Packing slip' }).waitFor();
    await screenshot(page, 'admin-packing-slip-1280');
    await expectNoBlockingFindings(page, 'packing slip at 1280 px');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('body > header').first().isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${base}/admin/orders/${orderId}/invoice`, { waitUntil: 'load' });
    expect(await page.getByRole('article').innerText()).toContain('Total');
    await screenshot(page, 'admin-invoice-1280');
    await expectNoBlockingFindings(page, 'invoice at 1280 px');

    await page.setViewportSize(MOBILE);
    await openOrder(page);
    await expectNoSidewaysScroll(page, '/admin/orders/[id] at 375 px');
    await screenshot(page, 'admin-order-detail-375');
    await expectNoBlockingFindings(page, '/admin/orders/[id] at 375 px');
    await page.goto(`${base}/admin/orders/${orderId}/packing-slip`, { waitUntil: 'load' });
    await expectNoSidewaysScroll(page, 'packing slip at 375 px');
    await screenshot(page, 'admin-packing-slip-375');
    await expectNoBlockingFindings(page, 'packing slip at 375 px');
  }, 180_000);
});

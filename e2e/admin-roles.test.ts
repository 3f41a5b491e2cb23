import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { buyThroughApi } from './support/buyer';
import { merchantApi, type Json } from './support/merchant';
import { expectNoBlockingFindings } from './support/shopping';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';

// Roles in the dashboard: a fulfilment person sees the sections of their work only, is sent back from the audit
// log and the mail outbox, and fulfils a paid order with a tracking number (1280 px); a read-only person reads
// the same order without a single action (375 px).

const apiUrl = inject('apiUrl');
const base = staffUrl(inject('storefrontUrl'));
const merchant = merchantApi(apiUrl, inject('adminApiKey'));
const openBrowser = browsersClosedAfterAll();

let order: Json;
let packer: StaffPerson;
let reader: StaffPerson;

beforeAll(async () => {
  [packer, reader] = [
    await newStaffMember(apiUrl, 'FULFILMENT', 'Fay Fulfilment'),
    await newStaffMember(apiUrl, 'READ_ONLY', 'Rory Reader'),
  ];
  const { product } = await merchant('/v1/products', {
    method: 'POST',
    body: { product: { name: `Roles Cup ${Date.now()}`, priceData: { price: '18.00' } } },
  });
  order = await buyThroughApi(apiUrl, product.id as string, 1);
  await merchant(`/v1/orders/${order.id as string}/mark-as-paid`, { method: 'POST', body: {} });
});

const sections = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allInnerTexts();

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });

describe('dashboard roles', () => {
  it('at 1280 px: a fulfilment person sees their sections only, and fulfils a paid order', async () => {
    const page = await openBrowser(DESKTOP);
    await signInStaff(page, base, packer);
    expect(await sections(page)).toEqual([
      'Today',
      'Orders',
      'Draft orders',
      'Bank reconciliation',
      'Products',
      'Collections',
      'Stock',
      'Members',
    ]);
    for (const pathname of ['/admin/audit-log', '/admin/outbox']) {
      await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname, pathname).toBe('/admin');
    }

    await page.goto(`${base}/admin/orders/${order.id as string}`, { waitUntil: 'load' });
    await waitForHydration(page, 'main form button[type="submit"]');
    expect(await actions(page).getByRole('button', { name: 'Mark as paid', exact: true }).count()).toBe(0);
    await actions(page).getByRole('button', { name: 'Fulfil', exact: true }).click();
    const tracking = `1Z${Date.now()}`;
    await page.getByLabel('Carrier').fill('DHL');
    await page.getByLabel('Tracking number').fill(tracking);
    await page.getByRole('button', { name: 'Mark as sent' }).click();
    await page.getByText(`DHL · Tracking ${tracking}`).waitFor();
    await expectNoBlockingFindings(page, 'the order as a fulfilment person sees it');
    await screenshot(page, 'admin-roles-fulfilment-1280');
  });

  it('at 375 px: a read-only person reads the order without any action', async () => {
    const page = await openBrowser(MOBILE);
    await signInStaff(page, base, reader);
    expect(await sections(page)).not.toContain('Bank reconciliation');
    await page.goto(`${base}/admin/orders/${order.id as string}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await actions(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Fulfil', exact: true }).count()).toBe(0);
    await expectNoBlockingFindings(page, 'the order as a read-only person sees it');
    await screenshot(page, 'admin-roles-read-only-375');
  });
});

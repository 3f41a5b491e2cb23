import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  waitForHydration,
  type BrowserSession,
  type Viewport,
} from './support/browser';
import { buyThroughApi } from './support/buyer';
import { merchantApi, type Json } from './support/merchant';
import { findMail } from './support/outbox';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';
import { expectNoBlockingFindings } from './support/shopping';

// The dashboard's Today page: an owner signs in and finds the bank transfer placed below (unpaid) awaiting
// payment, sends its buyer a reminder (the mail is in the outbox), and reads the last 30 days' summary beside
// the charts. At 1280 px, then at 375 px.

const storefrontUrl = inject('storefrontUrl');
const base = staffUrl(storefrontUrl);
const apiUrl = inject('apiUrl');
const adminKey = inject('adminApiKey');
const merchant = merchantApi(apiUrl, adminKey);

const stamp = Date.now();
// An owner of the journey's own: the shop's first owner may have a second factor from another journey.
let person: StaffPerson;
const buyer = `transfer-${stamp}@example.com`;
let order: Json;

beforeAll(async () => {
  person = await newStaffMember(apiUrl, 'OWNER', 'Tess Today');
  const { product } = await merchant('/v1/products', {
    method: 'POST',
    body: {
      product: {
        name: `Today Jug ${stamp}`,
        priceData: { price: '64.00' },
        stock: { trackInventory: true, quantity: 10 },
      },
    },
  });
  const { paymentMethods } = await merchant('/v1/payment-methods');
  let bank = (paymentMethods as Json[]).find((m) => m.kind === 'BANK_TRANSFER' && m.enabled !== false);
  bank ??= (
    await merchant('/v1/payment-methods', {
      method: 'POST',
      body: {
        paymentMethod: { kind: 'BANK_TRANSFER', title: 'Bank transfer', instructions: 'IBAN TODAY 0001' },
      },
    })
  ).paymentMethod as Json;
  order = await buyThroughApi(apiUrl, product.id as string, 1, { paymentMethodId: bank.id, email: buyer });
});

const sessions: BrowserSession[] = [];
afterAll(async () => {
  for (const s of sessions) await s.close();
});

async function signedInToday(viewport: Viewport): Promise<{ page: Page; session: BrowserSession }> {
  const session = await launchBrowser();
  sessions.push(session);
  const page = await session.newPage(viewport);
  await signInStaff(page, base, person);
  await page.getByRole('heading', { name: `Hello, ${person.name}` }).waitFor();
  return { page, session };
}

const awaiting = (page: Page) => page.getByRole('region', { name: 'Awaiting payment' });

describe('the dashboard’s Today page', () => {
  it('at 1280 px: the unpaid bank transfer awaits payment; a reminder goes out; the last 30 days are summed up', async () => {
    const { page, session } = await signedInToday(DESKTOP);
    const row = awaiting(page)
      .getByRole('listitem')
      .filter({ hasText: `Order ${order.number}` });
    await row.getByRole('link', { name: `Order ${order.number}` }).waitFor();
    expect(await row.getByRole('link', { name: `Order ${order.number}` }).getAttribute('href')).toBe(
      `/admin/orders/${order.id}`,
    );
    expect(await row.innerText()).toContain('$');
    for (const title of [
      'To fulfil',
      'Ready for pickup',
      'Low stock',
      'Back-in-stock requests',
      'Last 30 days',
    ])
      await page.getByRole('heading', { name: title, exact: true }).waitFor();

    await waitForHydration(page, '[aria-labelledby="awaiting-payment"] button');
    await row.getByRole('button', { name: `Send reminder for order ${order.number}` }).click();
    await row.getByText(`Reminder sent to ${buyer}`).waitFor();
    const mail = await findMail(
      session.context,
      storefrontUrl,
      buyer,
      /not yet received the payment for order/,
    );
    expect(mail).toContain(String(order.number));

    const summary = page.locator('#sales-summary');
    expect(await summary.innerText()).toMatch(/in the last 30 days|No paid orders/);
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.locator('.recharts-surface').count()).toBe(2);
    expect(
      await page
        .getByRole('table', { name: 'Revenue and orders per day, last 30 days', includeHidden: true })
        .count(),
    ).toBe(1);
    await expectNoBlockingFindings(page, 'Today at 1280 px');
    await screenshot(page, 'admin-today-1280');
  });

  it('at 375 px: the cards and the charts fit the phone', async () => {
    const { page } = await signedInToday(MOBILE);
    await awaiting(page)
      .getByRole('link', { name: `Order ${order.number}` })
      .waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoBlockingFindings(page, 'Today at 375 px');
    await screenshot(page, 'admin-today-375');
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browsersClosedAfterAll, DESKTOP, MOBILE, screenshot, waitForHydration } from './support/browser';
import { buyThroughApi } from './support/buyer';
import { merchantApi, type Json } from './support/merchant';
import { newStaffMember, signInStaff, staffUrl, type StaffPerson } from './support/staff';
import { expectNoBlockingFindings } from './support/shopping';

// Bank reconciliation: two bank-transfer orders wait for their money; the owner uploads the bank's statement
// (three credits: two pay those orders, one is nobody's), reviews the matches, marks the two orders paid,
// and they read paid, each with its entry in the audit log. At 1280 px, then at 375 px.

const apiUrl = inject('apiUrl');
const base = staffUrl(inject('storefrontUrl'));
const merchant = merchantApi(apiUrl, inject('adminApiKey'));
const openBrowser = browsersClosedAfterAll();

let productId: string;
let bankTransfer: string;
let owner: StaffPerson;

beforeAll(async () => {
  owner = await newStaffMember(apiUrl, 'OWNER', 'Rosa Reconcile');
  const { product } = await merchant('/v1/products', {
    method: 'POST',
    body: { product: { name: `Reconciled Bowl ${Date.now()}`, priceData: { price: '24.00' } } },
  });
  productId = product.id as string;
  const { paymentMethods } = await merchant('/v1/payment-methods');
  const existing = (paymentMethods as Json[]).find((m) => m.kind === 'BANK_TRANSFER' && m.enabled !== false);
  bankTransfer = existing
    ? (existing.id as string)
    : ((
        await merchant('/v1/payment-methods', {
          method: 'POST',
          body: { paymentMethod: { kind: 'BANK_TRANSFER', title: 'Bank transfer', instructions: 'IBAN' } },
        })
      ).paymentMethod.id as string);
});

/** What the order still owes, as a German bank writes it ("1.234,56"). */
const decimalComma = (amount: string) =>
  Number(amount)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/, '.');

/** Nothing of the page's own content reaches past the window's right edge (the sections' bar scrolls itself). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((element) => !element.closest('nav') && element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 6)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} right=${Math.round(e.getBoundingClientRect().right)}`,
      );
  });
  expect(wider, `${what}: elements past the right edge`).toEqual([]);
}

const signIn = (page: Page) => signInStaff(page, base, owner);

describe('bank reconciliation', () => {
  it.each([
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const)(
    'at %s px: a statement read, its two matches marked paid, each in the audit log',
    async (width, viewport) => {
      const orders = [
        await buyThroughApi(apiUrl, productId, 1, { paymentMethodId: bankTransfer }),
        await buyThroughApi(apiUrl, productId, 2, { paymentMethodId: bankTransfer }),
      ];
      for (const o of orders) expect(o.paymentStatus).toBe('NOT_PAID');
      const owed = orders.map((o) => o.balanceSummary.balance.amount as string);
      const csv = [
        'Kontoauszug;Atelier Studio',
        'Buchungstag;Verwendungszweck;Betrag;Währung',
        `27.11.2026;Order ${orders[0]!.number} thank you;${decimalComma(owed[0]!)};USD`,
        `27.11.2026;Bestellung ${orders[1]!.number};${decimalComma(owed[1]!)};USD`,
        '27.11.2026;Coffee beans refund;12,00;USD',
      ].join('\r\n');

      const page = await openBrowser(viewport);
      await signIn(page);
      await page.goto(`${base}/admin/reconcile`, { waitUntil: 'load' });
      await waitForHydration(page, 'form button[type="submit"]');
      await page.getByRole('heading', { name: 'Bank reconciliation' }).waitFor();
      await expectNoBlockingFindings(page, `/admin/reconcile at ${width}`);
      await screenshot(page, `admin-reconcile-upload-${width}`);
      await expectNoSidewaysScroll(page, `the upload at ${width}`);

      await page.getByLabel('The bank’s statement (CSV file)').setInputFiles({
        name: 'statement.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\ufeff${csv}`, 'utf8'),
      });
      await page.getByRole('button', { name: 'Read the statement' }).click();
      const pay = page.getByRole('button', { name: 'Mark 2 orders paid' });
      await pay.waitFor();
      const rows = page.locator('tbody tr');
      expect(await rows.count()).toBe(3);
      for (const [i, o] of orders.entries()) {
        const row = rows.nth(i);
        expect(await row.locator('td').last().innerText()).toBe('Match');
        expect(await row.getByRole('link', { name: `#${o.number}` }).getAttribute('href')).toBe(
          `/admin/orders/${o.id}`,
        );
        expect(await row.getByRole('checkbox').isChecked()).toBe(true);
      }
      expect(await rows.nth(2).locator('td').last().innerText()).toBe('No match');
      expect(await rows.nth(2).getByRole('checkbox').count()).toBe(0);
      await expectNoBlockingFindings(page, `the review at ${width}`);
      await screenshot(page, `admin-reconcile-review-${width}`);
      await expectNoSidewaysScroll(page, `the review at ${width}`);

      // By keyboard: the button asks first, then the answer says what happened.
      await pay.focus();
      await page.keyboard.press('Enter');
      const yes = page.getByRole('button', { name: 'Yes, mark 2 orders paid' });
      await yes.waitFor();
      await yes.focus();
      await page.keyboard.press('Enter');
      await page.getByText('2 orders marked paid.').waitFor();
      expect(await page.getByText('Marked paid', { exact: true }).count()).toBe(2);
      await screenshot(page, `admin-reconcile-done-${width}`);

      for (const o of orders) {
        const { order } = await merchant(`/v1/orders/${o.id}`);
        expect(order.paymentStatus).toBe('PAID');
        const { entries } = await merchant('/v1/audit-log/query', {
          method: 'POST',
          body: { query: { filter: { 'entity.id': o.id, action: 'order.marked_paid' } } },
        });
        expect((entries as Json[]).map((e) => [e.actor.kind, e.after.bankCredit?.amount])).toEqual([
          ['staff', o.balanceSummary.balance.amount],
        ]);
      }
    },
  );
});

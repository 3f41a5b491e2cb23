import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, browsersClosedAfterAll, MOBILE, screenshot } from './support/browser';
import {
  ADA,
  addressFields,
  checkoutFromCart,
  choose,
  details,
  fillAddress,
  orderIdOf,
  placeOrder,
  saveDetails,
} from './support/checkout';
import { merchantApi } from './support/merchant';
import { signUpMember } from './support/member';
import { findMail } from './support/outbox';
import {
  addFromProductPage,
  expectNoBlockingFindings,
  expectNoSidewaysScroll,
  pickProducts,
} from './support/shopping';

// The shop's time zone (its settings; the demo's is America/New_York) and the chosen delivery slot. A visitor
// at 375 px and a member at 1280 px choose the local courier's morning window: the delivery step, the review,
// the success page, the member's order page and the confirmation mail all say "9:00 AM–12:00 PM ET" (not the
// UTC "2:00 PM–5:00 PM" of before), the order's time is New York's, named, and the footer and the pickup
// option give the opening hours from the one source, the shop's settings.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const adminApiKey = inject('adminApiKey');

const MORNING = /9:00\sAM–12:00\sPM ET/;
const HOURS = 'Monday–Saturday, 9:00 AM–5:00 PM ET';

const openBrowser = browsersClosedAfterAll();

/** From a filled cart: the details, the courier's first morning window and bank transfer; answers the slot's text. */
async function chooseMorningCourier(page: Page, email?: string): Promise<string> {
  await checkoutFromCart(page, storefrontUrl);
  if (email) await details(page).getByLabel('Email address').fill(email);
  await fillAddress(addressFields(page, 'Shipping address'), ADA);
  await saveDetails(page);

  const delivery = page.getByTestId('checkout-delivery');
  // The pickup option says when the studio is open: the shop's hours, as the footer says them.
  expect(await delivery.locator('label', { hasText: 'Pick up at the studio' }).innerText()).toContain(HOURS);
  const courier = await delivery.locator('label', { hasText: 'Local courier' }).allInnerTexts();
  expect(courier.length).toBeGreaterThan(0);
  for (const text of courier) expect(text).toMatch(/(9:00\sAM–12:00\sPM|1:00\sPM–5:00\sPM) ET/);
  await choose(page, 'checkout-delivery', /Local courier[\s\S]*9:00\sAM–12:00\sPM ET/);
  const label = await delivery.locator('label:has(input:checked)').innerText();
  const slot = /[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, 9:00\sAM–12:00\sPM ET/.exec(label)?.[0];
  expect(slot, label).toBeDefined();
  await choose(page, 'checkout-payment', /Bank transfer/i);

  const review = page.getByTestId('review-delivery');
  await expect.poll(() => review.innerText(), { timeout: 10_000 }).toBe(`Local courier — ${slot}`);
  return slot!;
}

describe('the shop’s time zone and the delivery slot', () => {
  it('a visitor at 375 px sees the courier’s morning window in New York time on every page and in the mail', async () => {
    const { plain } = await pickProducts(apiUrl);
    const page = await openBrowser(MOBILE);
    await addFromProductPage(page, storefrontUrl, plain);
    const email = `visitor.slot.${Date.now()}@example.com`;
    const slot = await chooseMorningCourier(page, email);
    await expectNoSidewaysScroll(page, '/checkout at 375 px');
    await screenshot(page, 'slot-review-375');

    const number = await placeOrder(page);
    expect(await page.getByTestId('order-delivery').innerText()).toBe(`Local courier — ${slot}`);
    expect(await page.locator('main').innerText()).toMatch(/\d{1,2}:\d\d\s[AP]M ET/);
    expect(await page.locator('main').innerText()).not.toContain('UTC');
    expect(await page.locator('footer').innerText()).toContain(HOURS);
    await expectNoSidewaysScroll(page, '/success at 375 px');
    await screenshot(page, 'slot-success-375');
    await expectNoBlockingFindings(page, '/success at 375 px');

    const mail = await findMail(page.context(), storefrontUrl, email, new RegExp(number));
    expect(mail.replace(/[\u202f\u00a0]/g, ' ')).toContain(
      `Local courier — ${slot.replace(/[\u202f\u00a0]/g, ' ')}`,
    );
    expect(mail).toMatch(MORNING);
  }, 240_000);

  it('a member at 1280 px sees it on the review, the success page, the order page and in the mail', async () => {
    const { plain } = await pickProducts(apiUrl);
    const page = await openBrowser(DESKTOP);
    const email = `member.slot.${Date.now()}@example.com`;
    await signUpMember(page, storefrontUrl, { name: 'Grace Hopper', email, password: 'cobol-compiler-1959' });
    await addFromProductPage(page, storefrontUrl, plain);
    const slot = await chooseMorningCourier(page);
    await screenshot(page, 'slot-review-1280');

    const number = await placeOrder(page);
    expect(await page.getByTestId('order-delivery').innerText()).toBe(`Local courier — ${slot}`);
    await screenshot(page, 'slot-success-1280');
    const orderId = orderIdOf(page);

    await page.goto(`${storefrontUrl}/profile/orders/${encodeURIComponent(orderId)}`, { waitUntil: 'load' });
    expect(await page.getByTestId('order-delivery').innerText()).toBe(`Local courier — ${slot}`);
    expect(await page.locator('main').innerText()).toMatch(/\d{1,2}:\d\d\s[AP]M ET/);
    expect(await page.locator('main').innerText()).not.toContain('UTC');
    await expectNoSidewaysScroll(page, '/profile/orders/<id> at 1280 px');
    await screenshot(page, 'slot-order-1280');
    await expectNoBlockingFindings(page, '/profile/orders/<id> at 1280 px');

    const mail = await findMail(page.context(), storefrontUrl, email, new RegExp(number));
    expect(mail).toMatch(MORNING);
    expect(mail).toContain('Local courier — ');
  }, 240_000);

  it('a change of the hours reaches a cached page within seconds, at 1280 and 375 px', async () => {
    const merchant = merchantApi(apiUrl, adminApiKey);
    const { shopSettings: before } = await merchant('/v1/shop-settings');
    const page = await openBrowser(DESKTOP);
    // The home page is kept (and its footer with it) until an event drops what it was built from.
    await page.goto(`${storefrontUrl}/`, { waitUntil: 'load' });
    expect(await page.locator('footer').innerText()).toContain(HOURS);
    try {
      await merchant('/v1/shop-settings', {
        method: 'PATCH',
        body: {
          shopSettings: {
            openingHours: {
              days: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:00', close: '18:00' })),
              note: 'Closed on public holidays',
            },
          },
        },
      });
      const changed = 'Tuesday–Saturday, 10:00 AM–6:00 PM ET. Closed on public holidays';
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await expect
          .poll(
            async () => {
              await page.goto(`${storefrontUrl}/`, { waitUntil: 'load' });
              return page.locator('footer').innerText();
            },
            { timeout: 10_000, interval: 500 },
          )
          .toContain(changed);
      }
      await screenshot(page, 'hours-changed-375');
    } finally {
      await merchant('/v1/shop-settings', {
        method: 'PATCH',
        body: { shopSettings: { openingHours: before.openingHours } },
      });
    }
  }, 120_000);
});

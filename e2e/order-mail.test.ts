import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, browsersClosedAfterAll, MOBILE, screenshot, type Viewport } from './support/browser';
import {
  ADA,
  addressFields,
  checkoutFromCart,
  choose,
  details,
  fillAddress,
  placeOrder,
  saveDetails,
} from './support/checkout';
import { findMail } from './support/outbox';
import {
  addFromProductPage,
  expectNoBlockingFindings,
  expectNoSidewaysScroll,
  pickProducts,
} from './support/shopping';

// The order mail as the visitor reads it, at 375 and 1280 px: a visitor checks out with the demo's WELCOME10
// coupon and bank transfer; the confirmation's lines read quantity × unit price = amount and add up to the
// subtotal, and its totals are the ones the success page showed, the discount with its minus sign. The mail's
// "See your order" link, opened in a fresh browser (no cookie of the one that placed the order), shows the
// order, the address as the mail wrote it, and how to reach the shop about it.

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

const openBrowser = browsersClosedAfterAll();

/** "$1,234.50" / "−$4.80" -> cents. */
const cents = (money: string) => {
  const value = Number(money.replace(/[^\d]/g, ''));
  return /^[-\u2212]/.test(money.trim()) ? -value : value;
};
const MONEY = '[-\u2212]?\\$[\\d,]+\\.\\d\\d';

/** A visitor's order of one piece with the coupon: the mail's text and the totals the success page showed. */
async function placeVisitorOrder(viewport: Viewport, tag: string) {
  const { plain } = await pickProducts(apiUrl);
  const page = await openBrowser(viewport);
  await addFromProductPage(page, storefrontUrl, plain);
  await checkoutFromCart(page, storefrontUrl);
  const email = `visitor.mail.${tag}.${Date.now()}@example.com`;
  await details(page).getByLabel('Email address').fill(email);
  await fillAddress(addressFields(page, 'Shipping address'), ADA);
  await saveDetails(page);
  await choose(page, 'checkout-delivery', /Standard delivery/);
  const codes = page.getByTestId('checkout-codes');
  await codes.getByLabel('Discount code').fill('WELCOME10');
  await codes.getByRole('button', { name: 'Apply' }).first().click();
  await page.getByTestId('total-discount').waitFor();
  await choose(page, 'checkout-payment', /Bank transfer/i);
  const number = await placeOrder(page);
  const shown = async (id: string) => (await page.getByTestId(id).innerText()).trim();
  const totals = {
    Subtotal: await shown('total-subtotal'),
    Discount: await shown('total-discount'),
    Shipping: await shown('total-shipping'),
    Tax: await shown('total-tax'),
    Total: await shown('total-total'),
  };
  const mail = await findMail(
    page.context(),
    storefrontUrl,
    email,
    new RegExp(`Order ${number} is confirmed`),
  );
  return { page, number, totals, mail, product: plain.name };
}

function checkArithmetic(mail: string, totals: Record<string, string>) {
  const lines = [...mail.matchAll(new RegExp(`(\\d+) × [^\\n]*?(${MONEY}) each: (${MONEY})`, 'g'))];
  expect(lines.length).toBeGreaterThan(0);
  for (const [, quantity, unit, amount] of lines)
    expect(Number(quantity) * cents(unit!)).toBe(cents(amount!));
  const figure = (label: string) => new RegExp(`^${label}: (${MONEY})$`, 'm').exec(mail)?.[1];
  const subtotal = figure('Subtotal')!;
  expect(lines.reduce((sum, l) => sum + cents(l[3]!), 0)).toBe(cents(subtotal));
  // The checkout's own figures, to the cent, the discount with its minus sign.
  for (const label of ['Subtotal', 'Discount', 'Shipping', 'Tax', 'Total'])
    expect(figure(label), label).toBe(totals[label]!.replace(/\s/g, ''));
  expect(figure('Discount')).toMatch(/^\u2212/);
  expect(
    cents(subtotal) + cents(figure('Discount')!) + cents(figure('Shipping')!) + cents(figure('Tax')!),
  ).toBe(cents(figure('Total')!));
}

async function openLinkInFreshBrowser(viewport: Viewport, mail: string, number: string, width: string) {
  const link = /See your order: (\S+)/.exec(mail)?.[1];
  expect(link).toMatch(new RegExp(`^${storefrontUrl}/orders/view\\?token=`));
  const fresh = await openBrowser(viewport);
  await fresh.goto(link!, { waitUntil: 'load' });
  expect(await fresh.getByTestId('linked-order-title').innerText()).toBe(`Order #${number}`);
  const contact = await fresh.getByTestId('order-contact').innerText();
  expect(contact).toContain('hello@atelier.store');
  expect(contact).toContain(`#${number}`);
  // The address as the mail wrote it, line for line.
  const mailed = /Shipping to:\n((?:.+\n)+)/.exec(mail)?.[1]?.trim();
  const shown = await fresh.locator('address').innerText();
  expect(
    shown
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join('\n'),
  ).toBe(mailed);
  expect(mailed).toBe('Ada Lovelace\n12 Spring Street\nNew York, NY 10013\nUnited States');
  await expectNoSidewaysScroll(fresh, `/orders/view at ${width}`);
  await screenshot(fresh, `order-link-${width}`);
  await expectNoBlockingFindings(fresh, `/orders/view at ${width}`);
  // A link someone changed is refused, and the page still says how to reach the shop.
  await fresh.goto(
    link!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    { waitUntil: 'load' },
  );
  expect(await fresh.getByTestId('order-link-problem').innerText()).toContain('not complete');
  expect(await fresh.getByTestId('order-contact').innerText()).toContain('hello@atelier.store');
}

describe('the order mail', () => {
  for (const [viewport, width] of [
    [MOBILE, '375'],
    [DESKTOP, '1280'],
  ] as const) {
    it(`at ${width} px: adds up as the checkout did, and its link opens the order in a fresh browser`, async () => {
      const { number, totals, mail, product } = await placeVisitorOrder(viewport, width);
      expect(mail).toContain(product);
      checkArithmetic(mail, totals);
      await openLinkInFreshBrowser(viewport, mail, number, `${width}px`);
    }, 240_000);
  }
});

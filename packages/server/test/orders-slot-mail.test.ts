import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPaymentMethods } from '../src/modules/payment-methods';
import { seedDemoShipping } from '../src/modules/shipping';
import { seedDemoShopSettings } from '../src/modules/shop-settings';
import { ADMIN_KEY, asAdmin, startTestApp, type TestApp } from './helpers';
import { visitorToken, type OutboxMessage } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, checkoutOf, line, NY } from './checkout-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
let vase: Record<string, any>;
let bank: string;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShopSettings(t.database.db);
  await seedDemoShipping(t.database.db);
  await seedDemoPaymentMethods(t.database.db);
  vase = await createProduct(t.app, { name: 'Stoneware Vase', priceData: { price: '25.00' } });
  const methods = await call('GET', '/v1/payment-methods', ADMIN_KEY);
  bank = methods
    .json<{ paymentMethods: { id: string; kind: string }[] }>()
    .paymentMethods.find((m) => m.kind === 'BANK_TRANSFER')!.id;
});
afterAll(() => t.close());

async function mailsTo(to: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox', query: { to }, headers: asAdmin });
  return res.json<{ messages: OutboxMessage[] }>().messages;
}
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** A visitor's order by the local courier in the first morning window offered. */
async function courierOrder(email: string) {
  const visitor = await visitorToken(t.app);
  const made = await call('POST', '/v1/checkouts', visitor, {
    lineItems: [line(vase.id)],
    checkoutInfo: {
      buyerInfo: { email },
      shippingInfo: { shippingDestination: { address: NY, contactDetails: { firstName: 'Ada' } } },
    },
  });
  const options = checkoutOf(made).shippingInfo.carrierServiceOptions.flatMap((o: any) => o.shippingOptions);
  const morning = options.find(
    (o: any) => o.title === 'Local courier' && /T1[34]:00:00/.test(o.logistics.deliveryTimeSlot?.from ?? ''),
  );
  const patched = await call('PATCH', `/v1/checkouts/${checkoutOf(made).id}`, visitor, {
    checkout: {
      shippingInfo: { selectedCarrierServiceOption: { code: morning.code } },
      paymentMethodId: bank,
    },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const placed = await call('POST', `/v1/checkouts/${checkoutOf(made).id}/create-order`, visitor);
  expect(placed.statusCode, placed.body).toBe(200);
  return {
    slot: morning.logistics.deliveryTimeSlot as { from: string; to: string },
    order: placed.json<any>().order,
  };
}

describe('the order confirmation mail', () => {
  it('confirms the courier’s day and window in the shop’s time zone (New York), HTML and text', async () => {
    const { slot, order } = await courierOrder('slot@example.com');
    expect(order.shippingInfo.logistics.deliveryTimeSlot).toEqual(slot);
    const [mail] = (await mailsTo('slot@example.com')).filter((m) => m.kind === 'order-confirmation');
    const day = new Date(slot.from).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'America/New_York',
    });
    const expected = `Local courier — ${day}, 9:00 AM–12:00 PM ET`;
    expect(plain(mail!.text)).toContain(`Delivery: ${expected}`);
    expect(plain(mail!.html)).toContain(expected);
  });

  it('follows the shop’s time zone when the merchant changes it', async () => {
    const changed = await call('PATCH', '/v1/shop-settings', ADMIN_KEY, {
      shopSettings: { timeZone: 'UTC' },
    });
    expect(changed.statusCode).toBe(200);
    const { slot } = await courierOrder('utc@example.com');
    const [mail] = (await mailsTo('utc@example.com')).filter((m) => m.kind === 'order-confirmation');
    const hour = (iso: string) =>
      new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    expect(plain(mail!.text)).toContain(plain(`${hour(slot.from)}–${hour(slot.to)} UTC`));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShipping } from '../src/modules/shipping';
import { visitorToken } from './auth-helpers';
import { createProduct } from './catalog-helpers';
import { caller, line, readyCheckoutOf } from './checkout-helpers';
import { asAdmin, startTestApp, type TestApp } from './helpers';

/**
 * A shop whose prices include tax: an order's line carries its tax inside its price, so the line's total after
 * tax is what the buyer pays for it (price × quantity less its discount), never that plus the tax again, and a
 * refund of the line gives back exactly that.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
let call: ReturnType<typeof caller>;
const admin = asAdmin.authorization;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  await seedDemoShipping(t.database.db);
  const rate = await call('POST', '/v1/tax-rates', admin, {
    taxRate: { country: 'US', subdivision: 'US-NY', rate: '0.25' },
  });
  expect(rate.statusCode, rate.body).toBe(200);
  const settings = await call('PATCH', '/v1/tax-settings', admin, {
    taxSettings: { pricesIncludeTax: true },
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(() => t.close());

describe('an order placed with prices that include tax', () => {
  it('totals each line at its price, tax inside, and refunds that', async () => {
    const vase = await createProduct(t.app, { name: 'Tax Vase', priceData: { price: '125.00' } });
    const visitor = await visitorToken(t.app);
    const checkout = await readyCheckoutOf(t.app, visitor, [line(vase.id, 2)], 'tax@example.com');
    const placed = await call('POST', `/v1/checkouts/${checkout.id}/create-order`, visitor);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().order;
    expect(order.taxIncludedInPrices).toBe(true);
    const [item] = order.lineItems;
    // 2 × 125.00 with 25 % tax inside: 200.00 before tax, 50.00 of tax, 250.00 in all.
    expect(item.totalPriceAfterTax.amount).toBe('250.00');
    expect(item.totalPriceBeforeTax.amount).toBe('200.00');
    expect(item.taxDetails.totalTax.amount).toBe('50.00');
    expect(order.priceSummary.subtotal.amount).toBe('250.00');

    const paid = await call('POST', `/v1/orders/${order.id}/mark-as-paid`, admin, {});
    expect(paid.statusCode, paid.body).toBe(200);
    const refund = await call('POST', `/v1/order-refunds/orders/${order.id}/refund`, admin, {
      refundDetails: { items: [{ lineItemId: item.id, quantity: 1 }], shippingIncluded: false },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = refund.json().order ?? (await call('GET', `/v1/orders/${order.id}`, admin)).json().order;
    const transactions = (await call('GET', `/v1/payments/orders/${order.id}`, admin)).json()
      .orderTransactions;
    const amounts = transactions.refunds.map(
      (r: any) => r.transactions?.[0]?.amount?.amount ?? r.amount?.amount,
    );
    expect(amounts, JSON.stringify(transactions.refunds)).toContain('125.00');
    expect(refunded.paymentStatus).toBe('PARTIALLY_REFUNDED');
  });
});

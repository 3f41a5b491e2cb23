import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { createOrder, type OrderDraft, type OrderRow, type PaymentProvider } from '../src/modules/orders';
import { headers, visitorToken } from './auth-helpers';
import { asAdmin, rowsOf } from './helpers';

/** Helpers for the orders suites: orders placed through the orders' front door, and stock read back. */

export const ZERO = '00000000-0000-0000-0000-000000000000';

export interface LineSpec {
  productId: string;
  variantId?: string;
  name?: string;
  quantity: number;
  unitPrice: string;
  itemType?: string;
  weight?: number;
}

const cents = (text: string) => Math.round(Number(text) * 100);
const dec = (n: number) => (n / 100).toFixed(2);

/** A priced draft of catalog lines (no tax, no discount) with the given shipping. */
export function draftOf(lines: LineSpec[], extra: Partial<OrderDraft> = {}, shipping = '0.00'): OrderDraft {
  const stored = lines.map((l, i) => {
    const subtotal = dec(cents(l.unitPrice) * l.quantity);
    return {
      id: `line-${i + 1}`,
      itemType: l.itemType ?? 'PHYSICAL',
      productId: l.productId,
      variantId: l.variantId ?? ZERO,
      name: l.name ?? `Product ${i + 1}`,
      slug: `product-${i + 1}`,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      fullPrice: l.unitPrice,
      priceBeforeDiscounts: l.unitPrice,
      lineSubtotal: subtotal,
      discount: '0.00',
      tax: '0.00',
      taxRate: '0',
      lineTotal: subtotal,
      ...(l.weight !== undefined ? { weight: l.weight } : {}),
    };
  });
  const subtotal = stored.reduce((s, l) => s + cents(l.lineSubtotal), 0);
  return {
    buyer: { email: 'buyer@example.com' },
    channelType: 'WEB',
    currency: 'USD',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    lines: stored,
    priceSummary: {
      subtotal: dec(subtotal),
      shipping,
      tax: '0.00',
      discount: '0.00',
      total: dec(subtotal + cents(shipping)),
      giftCard: '0.00',
    },
    appliedDiscounts: [],
    ...extra,
  };
}

/** Places an order in a transaction of its own, as a checkout would. */
export async function placeOrder(app: App, draft: OrderDraft): Promise<OrderRow> {
  const result = await app.ctx.db.transaction((tx) => createOrder(tx, draft));
  if (!result.ok) throw new Error(`order not placed: ${JSON.stringify(result.shortfalls)}`);
  return result.row;
}

/** Units a variant holds now. */
export async function stockOf(app: App, productId: string, variantId = ZERO): Promise<number | null> {
  const [row] = await rowsOf<{ quantity: number | null }>(
    app.ctx.db,
    sql`select quantity from product_variants where product_id = ${productId} and id = ${variantId}`,
  );
  return row ? row.quantity : null;
}

/** The offline payment method of the orders suites' drafts. */
export const BANK = { id: 'bank', kind: 'BANK_TRANSFER', title: 'Bank transfer', instructions: 'IBAN' };

/** POST and GET through app.inject, as the shop unless other headers are given (`app` read at call time). */
export const shopCalls = (app: () => App) => ({
  post: (url: string, payload: unknown = {}, h: Record<string, string> = asAdmin) =>
    app().inject({ method: 'POST', url, headers: h, payload: payload as object }),
  get: (url: string, h: Record<string, string> = asAdmin) => app().inject({ method: 'GET', url, headers: h }),
});

/** A payment provider double for the interface's flow: it charges nothing, it only answers as a provider would. */
export const testProvider: PaymentProvider = {
  id: 'test-provider',
  startPayment: async ({ orderId }) => ({
    providerTransactionId: `pt-${orderId}`,
    redirectUrl: 'https://pay.example/x',
  }),
  verifyWebhook: async () => undefined,
  refund: async () => ({ providerRefundId: 'r', status: 'DECLINED' }),
};

/** The settings of the orders suites: members register without a captcha round trip. */
export const ORDERS_TEST_ENV = { CAPTCHA_MAX_NUMBER: '200', REGISTER_REQUIRES_CAPTCHA: 'false' };

/** A visitor's token and the visitor id orders record for it (read back from the visitor's new cart). */
export async function visitorWithId(app: App): Promise<{ token: string; visitorId: string }> {
  const token = await visitorToken(app);
  const cart = await app.inject({ method: 'POST', url: '/v1/carts', headers: headers(token), payload: {} });
  return {
    token,
    visitorId: (cart.json() as { cart: { buyerInfo: { visitorId: string } } }).cart.buyerInfo.visitorId,
  };
}

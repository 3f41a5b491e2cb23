import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredOrderLine } from '../../db/schema';
import { formatMoney, fromScaled } from '../../lib/money';
import { renderOrderMail } from '../mail/order-render';
import { DEFAULT_TEMPLATES } from '../mail/order-templates';
import { priceCartRules, type PricingRequest } from '../pricing';
import { addressLines, orderMailData } from './mail';
import { checkOrderLinkToken } from './order-link';
import type { OrderRow } from './view';

const keys = {
  config: { storefrontUrl: 'https://shop.example', publicUrl: 'https://api.shop.example' },
  secrets: { newsletterHmac: 'secret-a' },
} as unknown as Parameters<typeof orderMailData>[1];

const text = (cents: bigint) => fromScaled(cents, 2);
const NY = { id: 'ny', country: 'US', subdivision: 'US-NY', rate: '0.08875', name: 'New York' };

interface Basket {
  lines: { price: bigint; quantity: number }[];
  discount: { amount: bigint; percentage?: string } | undefined;
  shipping: bigint;
  included: boolean;
  giftCard: bigint;
}

/** The order a checkout of `basket` makes: priced by the shop's own rules, stored as checkouts/order-draft does. */
function orderOf(b: Basket): OrderRow {
  const request: PricingRequest = {
    currency: 'USD',
    lines: b.lines.map((l, i) => ({
      id: `l${i}`,
      productId: `p${i}`,
      collectionIds: [],
      quantity: l.quantity,
      unitPrice: l.price,
      unitFullPrice: l.price,
    })),
    customLines: [],
    couponCode: undefined,
    merchantDiscounts: b.discount ? [b.discount] : [],
    shipping: { code: 'std', cost: b.shipping },
    destination: { country: 'US', subdivision: 'US-NY' },
    buyer: { subjectId: 'v1' },
    now: new Date('2026-11-01T00:00:00Z'),
  };
  const priced = priceCartRules(request, {
    automatic: [],
    coupon: undefined,
    taxRates: [NY],
    taxSettings: { pricesIncludeTax: b.included, taxShipping: true },
    timeZone: 'UTC',
  });
  const t = priced.totals;
  const lines = b.lines.map((l, i): StoredOrderLine => {
    const p = priced.lines.get(`l${i}`)!;
    return {
      id: `l${i}`,
      itemType: 'PHYSICAL',
      productId: `p${i}`,
      name: `Piece ${i}`,
      quantity: l.quantity,
      unitPrice: text(p.unitPrice),
      fullPrice: text(p.fullPrice),
      priceBeforeDiscounts: text(p.priceBeforeDiscounts),
      lineSubtotal: text(p.lineSubtotal),
      discount: text(p.discount),
      tax: text(p.tax),
      taxRate: p.taxRate,
      lineTotal: text(p.lineSubtotal - p.discount + p.tax),
      fulfilledQuantity: 0,
      refundedQuantity: 0,
      restockedQuantity: 0,
    };
  });
  const giftCard = b.giftCard > t.total ? t.total : b.giftCard;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    number: 10042,
    currency: 'USD',
    status: 'APPROVED',
    paymentStatus: 'NOT_PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    taxIncludedInPrices: b.included,
    weightUnit: 'KG',
    buyerEmail: 'ada@example.com',
    buyerInfo: {},
    lines,
    priceSummary: {
      subtotal: text(t.subtotal),
      shipping: text(t.shipping),
      tax: text(t.tax),
      discount: text(t.discount + t.shippingDiscount),
      total: text(t.total),
      giftCard: text(giftCard),
    },
    giftCard: giftCard > 0n ? { id: 'g', code: 'GIFT-1234', amount: text(giftCard) } : null,
    activities: [],
    fulfillments: [],
    appliedDiscounts: [],
    archived: false,
    createdDate: new Date('2026-11-01T00:00:00Z'),
    updatedDate: new Date('2026-11-01T00:00:00Z'),
  } as unknown as OrderRow;
}

/** "$1,234.50" / "−$4.80" -> cents. */
const cents = (money: string) => {
  const negative = /^[-\u2212]/.test(money);
  const value = BigInt(money.replace(/[^\d]/g, ''));
  return negative ? -value : value;
};

const MONEY = '[-\u2212]?\\$[\\d,]+\\.\\d\\d';

/** The figures a mail part shows: its lines (quantity, unit price, amount) and its totals by label. */
function figuresOf(part: string) {
  const lines = [...part.matchAll(new RegExp(`(\\d+) × [^\\n]*?(${MONEY}) each: (${MONEY})`, 'g'))].map(
    (m) => ({ quantity: BigInt(m[1]!), unit: cents(m[2]!), amount: cents(m[3]!) }),
  );
  const totals = new Map<string, bigint>();
  for (const m of part.matchAll(
    new RegExp(
      `^(Subtotal|Discount|Shipping|Tax|Tax included|Total|Paid by gift card|Still to pay): (${MONEY})$`,
      'gm',
    ),
  ))
    totals.set(m[1]!, cents(m[2]!));
  return { lines, totals };
}

/** The HTML part read as text: each table row's cells on one line, in the text part's words. */
const htmlAsText = (html: string) =>
  html
    .replace(
      /<tr><td[^>]*>([^<]*)(?:<br>[^]*?)?<\/td><td[^>]*>(\d+) × ([^<]*)<\/td><td[^>]*>([^<]*)<\/td><\/tr>/g,
      '$2 × $1, $3 each: $4',
    )
    .replace(
      /<tr><td[^>]*>(?:<strong>)?([^<]*)(?:<\/strong>)?<\/td><td[^>]*>(?:<strong>)?([^<]*)(?:<\/strong>)?<\/td><\/tr>/g,
      '$1: $2',
    )
    .replace(/&#x2212;|&minus;/g, '\u2212')
    .replace(/&amp;/g, '&');

const basket = fc.record({
  lines: fc.array(
    fc.record({ price: fc.bigInt({ min: 1n, max: 200_000n }), quantity: fc.integer({ min: 1, max: 12 }) }),
    { minLength: 1, maxLength: 6 },
  ),
  discount: fc.option(
    fc.oneof(
      fc.record({ amount: fc.bigInt({ min: 1n, max: 50_000n }) }),
      fc.constantFrom('10', '15', '33.33').map((percentage) => ({ amount: 0n, percentage })),
    ),
    { nil: undefined },
  ),
  shipping: fc.bigInt({ min: 0n, max: 5_000n }),
  included: fc.boolean(),
  giftCard: fc.constantFrom(0n, 1_000n, 10_000_000n),
});

describe('the order mail arithmetic', () => {
  it('the lines add up to the subtotal and the totals to the total, in the text and the HTML alike', () => {
    fc.assert(
      fc.property(basket, (b) => {
        const row = orderOf(b);
        const mail = renderOrderMail(
          'Atelier',
          'ORDER_CONFIRMATION',
          DEFAULT_TEMPLATES.ORDER_CONFIRMATION,
          orderMailData(row, keys),
        );
        const text = figuresOf(mail.text);
        const html = figuresOf(htmlAsText(mail.html));
        expect(html).toEqual(text);
        expect(text.lines).toHaveLength(b.lines.length);
        const t = text.totals;
        for (const l of text.lines) expect(l.quantity * l.unit).toBe(l.amount);
        expect(text.lines.reduce((sum, l) => sum + l.amount, 0n)).toBe(t.get('Subtotal'));
        // The checkout's own figures, to the cent.
        const s = row.priceSummary;
        expect(t.get('Subtotal')).toBe(cents(s.subtotal));
        expect(t.get('Discount') ?? 0n).toBe(-cents(s.discount));
        expect(t.get('Shipping')).toBe(cents(s.shipping));
        expect(t.get(b.included ? 'Tax included' : 'Tax')).toBe(cents(s.tax));
        expect(t.get('Total')).toBe(cents(s.total));
        const tax = b.included ? 0n : t.get('Tax')!;
        expect(t.get('Subtotal')! + (t.get('Discount') ?? 0n) + t.get('Shipping')! + tax).toBe(
          t.get('Total'),
        );
        // What the gift card paid, and what is left to pay (left out once nothing is).
        const gift = t.get('Paid by gift card');
        expect(gift ?? 0n).toBe(cents(row.priceSummary.giftCard));
        if (gift !== undefined) expect(t.get('Still to pay') ?? 0n).toBe(t.get('Total')! - gift);
        else expect(t.has('Still to pay')).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('reads "1 × Woven Cushion Cover, $48.00 each: $48.00" beside the coupon taking its 10 % off the subtotal', () => {
    const row = orderOf({
      lines: [{ price: 4_800n, quantity: 1 }],
      discount: { amount: 0n, percentage: '10' },
      shipping: 0n,
      included: false,
      giftCard: 0n,
    });
    row.lines[0]!.name = 'Woven Cushion Cover';
    const mail = renderOrderMail(
      'Atelier',
      'ORDER_CONFIRMATION',
      DEFAULT_TEMPLATES.ORDER_CONFIRMATION,
      orderMailData(row, keys),
    );
    expect(mail.text).toContain('1 × Woven Cushion Cover, $48.00 each: $48.00');
    expect(mail.text).toContain(
      'Subtotal: $48.00\nDiscount: \u2212$4.80\nShipping: $0.00\nTax: $3.83\nTotal: $47.03',
    );
    expect(mail.html).toContain('\u2212$4.80');
    expect(formatMoney('47.03', 'USD')).toBe('$47.03');
  });
});

describe('the order link of the mails', () => {
  it('is the storefront page with a token that opens this order', () => {
    const data = orderMailData(
      orderOf({
        lines: [{ price: 100n, quantity: 1 }],
        discount: undefined,
        shipping: 0n,
        included: false,
        giftCard: 0n,
      }),
      keys,
    );
    const url = new URL(data.orderUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/orders/view');
    expect(checkOrderLinkToken(keys, url.searchParams.get('token')!, new Date())).toEqual({
      ok: true,
      orderId: '11111111-1111-4111-8111-111111111111',
    });
  });
});

describe('addresses in the mails', () => {
  it('are written by the shop formatter, with the contact name first', () => {
    expect(
      addressLines(
        {
          addressLine1: '350 5th Ave',
          city: 'New York',
          subdivision: 'US-NY',
          postalCode: '10001',
          country: 'US',
        },
        { firstName: 'Ada', lastName: 'Lovelace' },
      ),
    ).toBe('Ada Lovelace\n350 5th Ave\nNew York, NY 10001\nUnited States');
  });
});

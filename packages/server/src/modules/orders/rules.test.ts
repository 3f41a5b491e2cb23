import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectabilityOf,
  fulfillmentStatusOf,
  planFulfillment,
  unitsToRestock,
  unpaidCancelDue,
  withoutFulfillment,
} from './rules';
import {
  balanceOf,
  lineRefundAmount,
  paymentStatusOf,
  planRefund,
  refundableOf,
  refundabilityOf,
  spreadRefund,
  type MoneyState,
  type RefundLineCounters,
} from './money-rules';

const line = (id: string, quantity: number, extra: Partial<RefundLineCounters> = {}): RefundLineCounters => ({
  id,
  quantity,
  fulfilledQuantity: 0,
  refundedQuantity: 0,
  restockedQuantity: 0,
  lineTotal: 1000n * BigInt(quantity),
  ...extra,
});
const paid = (total: bigint, p = total, refunded = 0n): MoneyState => ({
  total,
  giftCard: 0n,
  paid: p,
  refunded,
});

describe('fulfilment', () => {
  it('is NOT_FULFILLED, PARTIALLY_FULFILLED then FULFILLED; refunded units need no shipping', () => {
    expect(fulfillmentStatusOf([line('a', 2), line('b', 1)])).toBe('NOT_FULFILLED');
    expect(fulfillmentStatusOf([line('a', 2, { fulfilledQuantity: 1 }), line('b', 1)])).toBe(
      'PARTIALLY_FULFILLED',
    );
    expect(
      fulfillmentStatusOf([line('a', 2, { fulfilledQuantity: 2 }), line('b', 1, { refundedQuantity: 1 })]),
    ).toBe('FULFILLED');
  });

  it('ships every unit left when no line is named, and refuses too many, unknown or repeated lines', () => {
    const lines = [line('a', 3, { fulfilledQuantity: 1 }), line('b', 1, { fulfilledQuantity: 1 })];
    expect(planFulfillment(lines, undefined)).toEqual({ ok: true, value: [{ id: 'a', quantity: 2 }] });
    expect(planFulfillment(lines, [{ id: 'a', quantity: 3 }])).toMatchObject({
      ok: false,
      problem: { code: 'FULFILLMENT_QUANTITY_EXCEEDED' },
    });
    expect(planFulfillment(lines, [{ id: 'x' }])).toMatchObject({ problem: { code: 'LINE_ITEM_NOT_FOUND' } });
    expect(planFulfillment(lines, [{ id: 'a' }, { id: 'a' }])).toMatchObject({
      problem: { code: 'LINE_ITEM_REPEATED' },
    });
    expect(planFulfillment([line('a', 1, { fulfilledQuantity: 1 })], [])).toMatchObject({
      problem: { code: 'ORDER_ALREADY_FULFILLED' },
    });
  });
});

describe('deleting a fulfilment', () => {
  it('gives its units back to ship, and the status is what the other fulfilments say', () => {
    const lines = [line('a', 3), line('b', 1)];
    const first = [{ id: 'a', quantity: 2 }];
    const second = [
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 1 },
    ];
    const ship = (ls: typeof lines, f: typeof first) =>
      ls.map((l) => ({
        ...l,
        fulfilledQuantity: l.fulfilledQuantity + (f.find((x) => x.id === l.id)?.quantity ?? 0),
      }));
    const both = ship(ship(lines, first), second);
    expect(fulfillmentStatusOf(both)).toBe('FULFILLED');
    expect(withoutFulfillment(both, second)).toEqual(ship(lines, first));
    expect(fulfillmentStatusOf(withoutFulfillment(both, second))).toBe('PARTIALLY_FULFILLED');
    expect(fulfillmentStatusOf(withoutFulfillment(withoutFulfillment(both, second), first))).toBe(
      'NOT_FULFILLED',
    );
    expect(withoutFulfillment(lines, first)[0]!.fulfilledQuantity).toBe(0);
  });
});

describe('payment status and collectability', () => {
  it('follows the money', () => {
    expect(paymentStatusOf(paid(1000n, 0n))).toBe('NOT_PAID');
    expect(paymentStatusOf(paid(1000n, 400n))).toBe('PARTIALLY_PAID');
    expect(paymentStatusOf(paid(1000n))).toBe('PAID');
    expect(paymentStatusOf({ total: 1000n, giftCard: 1000n, paid: 0n, refunded: 0n })).toBe('PAID');
    // A gift card that paid a part is a payment received.
    expect(paymentStatusOf({ total: 1000n, giftCard: 300n, paid: 0n, refunded: 0n })).toBe('PARTIALLY_PAID');
    expect(paymentStatusOf({ total: 1000n, giftCard: 300n, paid: 700n, refunded: 0n })).toBe('PAID');
    expect(paymentStatusOf(paid(1000n, 1000n, 300n))).toBe('PARTIALLY_REFUNDED');
    expect(paymentStatusOf(paid(1000n, 1000n, 1000n))).toBe('FULLY_REFUNDED');
    expect(balanceOf({ total: 1000n, giftCard: 300n, paid: 200n, refunded: 0n })).toBe(500n);
  });

  it('counts the gift card’s share among what was received and can be refunded', () => {
    const mixed = { total: 1000n, giftCard: 300n, paid: 700n };
    expect(paymentStatusOf({ ...mixed, refunded: 700n })).toBe('PARTIALLY_REFUNDED');
    expect(paymentStatusOf({ ...mixed, refunded: 800n, giftCardRefunded: 100n })).toBe('PARTIALLY_REFUNDED');
    expect(paymentStatusOf({ ...mixed, refunded: 1000n, giftCardRefunded: 300n })).toBe('FULLY_REFUNDED');
    expect(refundableOf({ ...mixed, refunded: 800n, giftCardRefunded: 100n })).toBe(200n);
    // A card paid it all: a part back leaves it PARTIALLY_REFUNDED.
    const card = { total: 1000n, giftCard: 1000n, paid: 0n };
    expect(paymentStatusOf({ ...card, refunded: 400n, giftCardRefunded: 400n })).toBe('PARTIALLY_REFUNDED');
    expect(refundableOf({ ...card, refunded: 0n })).toBe(1000n);
    // A cancel gave the card's share still held back: only the payments are left to refund.
    expect(refundableOf({ ...mixed, refunded: 0n, canceled: true })).toBe(700n);
    expect(refundableOf({ ...mixed, refunded: 800n, giftCardRefunded: 100n, canceled: true })).toBe(0n);
    expect(paymentStatusOf({ ...mixed, refunded: 700n, canceled: true })).toBe('FULLY_REFUNDED');
  });

  it('names why an order cannot be collected', () => {
    const base = { status: 'APPROVED', paymentStatus: 'NOT_PAID', hasPaymentMethod: true, balance: 100n };
    expect(collectabilityOf(base)).toBe('COLLECTABLE');
    expect(collectabilityOf({ ...base, status: 'CANCELED' })).toBe('NONCOLLECTABLE_ORDER_IS_CANCELLED');
    expect(collectabilityOf({ ...base, paymentStatus: 'PAID' })).toBe('NONCOLLECTABLE_ORDER_IS_PAID');
    expect(collectabilityOf({ ...base, paymentStatus: 'PENDING' })).toBe('NONCOLLECTABLE_ORDER_IS_PENDING');
    expect(collectabilityOf({ ...base, hasPaymentMethod: false })).toBe(
      'NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
    );
    expect(collectabilityOf({ ...base, balance: 0n })).toBe('NONCOLLECTABLE_ORDER_IS_PAID');
  });
});

describe('refundability', () => {
  const p = {
    status: 'APPROVED',
    amount: 1000n,
    refunded: 0n,
    method: 'BANK_TRANSFER',
    pendingRefund: false,
    providerCanRefund: undefined,
  };
  it('is MANUAL offline, and names each refund-blocking reason', () => {
    expect(refundabilityOf(p)).toEqual({ status: 'MANUAL', manuallyRefundableReason: 'OFFLINE' });
    expect(refundabilityOf({ ...p, status: 'PENDING' })).toMatchObject({ nonRefundableReason: 'NOT_PAID' });
    expect(refundabilityOf({ ...p, amount: 0n })).toMatchObject({ nonRefundableReason: 'ZERO_PRICE' });
    expect(refundabilityOf({ ...p, refunded: 1000n })).toMatchObject({
      nonRefundableReason: 'ALREADY_REFUNDED',
    });
    expect(refundabilityOf({ ...p, pendingRefund: true })).toMatchObject({
      nonRefundableReason: 'PENDING_REFUND',
    });
    expect(refundabilityOf({ ...p, method: 'CARD' })).toMatchObject({
      nonRefundableReason: 'PROVIDER_IS_DOWN',
    });
    expect(refundabilityOf({ ...p, method: 'CARD', providerCanRefund: false })).toMatchObject({
      nonRefundableReason: 'DISABLED_BY_PROVIDER',
    });
    expect(refundabilityOf({ ...p, method: 'CARD', providerCanRefund: true })).toEqual({
      status: 'REFUNDABLE',
    });
  });
});

describe('spreading a refund', () => {
  it('takes the payments first, oldest first, and the gift card last', () => {
    const sources = [
      { id: 'card', left: 300n, giftCard: true },
      { id: 'p1', left: 200n, giftCard: false },
      { id: 'p2', left: 0n, giftCard: false },
      { id: 'p3', left: 500n, giftCard: false },
    ];
    expect(spreadRefund(100n, sources)).toEqual({ parts: [{ id: 'p1', amount: 100n }], unplaced: 0n });
    expect(spreadRefund(800n, sources)).toEqual({
      parts: [
        { id: 'p1', amount: 200n },
        { id: 'p3', amount: 500n },
        { id: 'card', amount: 100n },
      ],
      unplaced: 0n,
    });
    expect(spreadRefund(1100n, sources).unplaced).toBe(100n);
    expect(spreadRefund(0n, sources)).toEqual({ parts: [], unplaced: 0n });
  });

  it('places exactly the amount it can, never more than a source has, the card only once payments are spent', () => {
    const source = fc.record({
      left: fc.bigInt({ min: -10n, max: 10_000n }),
      giftCard: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 40_000n }),
        fc.array(source, { maxLength: 6 }),
        (amount, specs) => {
          const sources = specs.map((s, i) => ({ id: `s${i}`, ...s }));
          const { parts, unplaced } = spreadRefund(amount, sources);
          const room = sources.reduce((sum, s) => sum + (s.left > 0n ? s.left : 0n), 0n);
          const placed = parts.reduce((sum, p) => sum + p.amount, 0n);
          expect(placed + unplaced).toBe(amount);
          expect(placed).toBe(amount < room ? amount : room);
          for (const p of parts) {
            const s = sources.find((x) => x.id === p.id)!;
            expect(p.amount).toBeGreaterThan(0n);
            expect(p.amount).toBeLessThanOrEqual(s.left);
          }
          if (parts.some((p) => sources.find((x) => x.id === p.id)!.giftCard)) {
            const paymentRoom = sources
              .filter((s) => !s.giftCard && s.left > 0n)
              .reduce((t, s) => t + s.left, 0n);
            const toPayments = parts
              .filter((p) => !sources.find((x) => x.id === p.id)!.giftCard)
              .reduce((t, p) => t + p.amount, 0n);
            expect(toPayments).toBe(paymentRoom);
          }
        },
      ),
      { numRuns: 300, seed: 20261126 },
    );
  });
});

describe('refunds', () => {
  it('spreads a line’s total over its units so that all of them are worth exactly the total', () => {
    const l = line('a', 3, { lineTotal: 1000n });
    expect(lineRefundAmount(l, 1)).toBe(333n);
    expect(lineRefundAmount({ ...l, refundedQuantity: 1 }, 2)).toBe(667n);
    expect(lineRefundAmount(l, 3)).toBe(1000n);
  });

  it('refunds the whole order with shipping, some units, or an amount, and refuses too much', () => {
    const lines = [line('a', 2), line('b', 1)];
    const whole = planRefund(
      lines,
      paid(3500n),
      { amount: 500n, alreadyRefunded: false },
      { items: [], shippingIncluded: false, restock: 'ALL' },
    );
    expect(whole).toEqual({
      ok: true,
      value: {
        amount: 3500n,
        shipping: 500n,
        lines: [
          { id: 'a', refunded: 2, restocked: 2 },
          { id: 'b', refunded: 1, restocked: 1 },
        ],
      },
    });
    const some = planRefund(
      lines,
      paid(3500n),
      { amount: 500n, alreadyRefunded: false },
      { items: [{ id: 'a', quantity: 1 }], shippingIncluded: false, restock: 'NONE' },
    );
    expect(some).toEqual({
      ok: true,
      value: { amount: 1000n, shipping: 0n, lines: [{ id: 'a', refunded: 1, restocked: 0 }] },
    });
    const over = planRefund(
      lines,
      paid(3500n),
      { amount: 0n, alreadyRefunded: false },
      { items: [{ id: 'a', quantity: 1 }], shippingIncluded: false, restock: 'NONE', amount: 9999n },
    );
    expect(over).toMatchObject({ ok: false, problem: { code: 'REFUND_EXCEEDS_PAID' } });
    const tooMany = planRefund(
      lines,
      paid(3500n),
      { amount: 0n, alreadyRefunded: false },
      { items: [{ id: 'b', quantity: 2 }], shippingIncluded: false, restock: 'NONE' },
    );
    expect(tooMany).toMatchObject({ ok: false, problem: { code: 'REFUND_QUANTITY_EXCEEDED' } });
  });

  const scenario = fc.record({
    lines: fc.array(
      fc.record({ quantity: fc.integer({ min: 1, max: 20 }), unit: fc.bigInt({ min: 0n, max: 100_000n }) }),
      { minLength: 1, maxLength: 5 },
    ),
    shipping: fc.bigInt({ min: 0n, max: 5_000n }),
    paidShare: fc.integer({ min: 0, max: 100 }),
    steps: fc.array(
      fc.record({
        whole: fc.boolean(),
        line: fc.nat(),
        quantity: fc.integer({ min: 1, max: 25 }),
        shipping: fc.boolean(),
        restock: fc.boolean(),
        amount: fc.option(fc.bigInt({ min: 0n, max: 300_000n }), { nil: undefined }),
      }),
      { maxLength: 12 },
    ),
  });

  it('never refunds more than was paid, nor more units than bought, nor restocks more than bought', () => {
    fc.assert(
      fc.property(scenario, ({ lines: specs, shipping, paidShare, steps }) => {
        let lines = specs.map((s, i) =>
          line(`l${i}`, s.quantity, { lineTotal: s.unit * BigInt(s.quantity) }),
        );
        const total = lines.reduce((sum, l) => sum + l.lineTotal, 0n) + shipping;
        const money: MoneyState = {
          total,
          giftCard: 0n,
          paid: (total * BigInt(paidShare)) / 100n,
          refunded: 0n,
        };
        let shippingRefunded = false;
        for (const step of steps) {
          const target = lines[step.line % lines.length]!;
          const plan = planRefund(
            lines,
            money,
            { amount: shipping, alreadyRefunded: shippingRefunded },
            {
              items: step.whole ? [] : [{ id: target.id, quantity: step.quantity }],
              shippingIncluded: step.shipping,
              restock: step.restock ? 'ALL' : 'NONE',
              amount: step.amount,
            },
          );
          if (!plan.ok) continue;
          money.refunded += plan.value.amount;
          if (plan.value.shipping > 0n) shippingRefunded = true;
          lines = lines.map((l) => {
            const p = plan.value.lines.find((x) => x.id === l.id);
            return p
              ? {
                  ...l,
                  refundedQuantity: l.refundedQuantity + p.refunded,
                  restockedQuantity: l.restockedQuantity + p.restocked,
                }
              : l;
          });
          expect(plan.value.amount).toBeGreaterThan(0n);
          expect(money.refunded).toBeLessThanOrEqual(money.paid);
          for (const l of lines) {
            expect(l.refundedQuantity).toBeLessThanOrEqual(l.quantity);
            expect(l.restockedQuantity).toBeLessThanOrEqual(l.quantity);
            expect(unitsToRestock(l)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refunding every unit one by one gives back exactly the lines’ totals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        (quantity, lineTotal) => {
          let l = line('a', quantity, { lineTotal });
          let sum = 0n;
          for (let i = 0; i < quantity; i++) {
            sum += lineRefundAmount(l, 1);
            l = { ...l, refundedQuantity: l.refundedQuantity + 1 };
          }
          expect(sum).toBe(lineTotal);
        },
      ),
    );
  });
});

describe('the automatic cancel of unpaid bank transfers', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const order = {
    status: 'APPROVED',
    paymentStatus: 'NOT_PAID',
    paymentMethod: { kind: 'BANK_TRANSFER' },
    createdDate: new Date('2026-11-19T11:00:00Z'),
  };

  it('takes an open, unpaid bank transfer older than the days set, and nothing while it is off', () => {
    expect(unpaidCancelDue(order, 8, now)).toBe(true);
    expect(unpaidCancelDue(order, 9, now)).toBe(false);
    expect(unpaidCancelDue(order, null, now)).toBe(false);
    expect(unpaidCancelDue(order, 0, now)).toBe(false);
    expect(unpaidCancelDue({ ...order, paymentStatus: 'PAID' }, 1, now)).toBe(false);
    expect(unpaidCancelDue({ ...order, paymentStatus: 'PARTIALLY_PAID' }, 1, now)).toBe(false);
    expect(unpaidCancelDue({ ...order, status: 'CANCELED' }, 1, now)).toBe(false);
    expect(unpaidCancelDue({ ...order, paymentMethod: { kind: 'PAY_ON_PICKUP' } }, 1, now)).toBe(false);
    expect(unpaidCancelDue({ ...order, paymentMethod: null }, 1, now)).toBe(false);
  });

  it('is due from the moment the days have passed, and stays due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.integer({ min: -1000, max: 1000 }), (days, minutes) => {
        const created = new Date(now.getTime() - days * 86_400_000 + minutes * 60_000);
        expect(unpaidCancelDue({ ...order, createdDate: created }, days, now)).toBe(minutes < 0);
      }),
    );
  });
});

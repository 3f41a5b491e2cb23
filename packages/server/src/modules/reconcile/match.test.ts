import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchCredits, nameIn, numbersIn, sameAmount, type OrderFacts } from './match';
import type { Credit } from './statement';

const order = (number: number, owed: string, extra: Partial<OrderFacts> = {}): OrderFacts => ({
  id: `order-${number}`,
  number,
  currency: 'EUR',
  owed,
  canceled: false,
  buyerName: '',
  ...extra,
});
const credit = (line: number, amount: string, reference: string, extra: Partial<Credit> = {}): Credit => ({
  line,
  date: '2026-11-02',
  amount,
  reference,
  ...extra,
});

describe('numbersIn', () => {
  it('finds runs of 4 to 12 digits, once each, not parts of longer runs', () => {
    expect(numbersIn('Order #10001 / ORD-10002, 10001')).toEqual([10001, 10002]);
    expect(numbersIn('IBAN DE89370400440532013000 ref 123')).toEqual([]);
    expect(numbersIn('A10003B')).toEqual([10003]);
  });
});

describe('nameIn', () => {
  it('needs every word of a two-word name, accents and case aside', () => {
    expect(nameIn('Zoë Müller', 'UEBERWEISUNG ZOE MULLER Danke')).toBe(true);
    expect(nameIn('Ada Lovelace', 'Ada paid')).toBe(false);
    expect(nameIn('Ada', 'Ada')).toBe(false);
  });
});

describe('matchCredits', () => {
  it('matches number and amount, and says why the near misses are not matches', () => {
    const orders = [
      order(10001, '25.00'),
      order(10002, '40.00'),
      order(10003, '0.00'),
      order(10004, '10.00', { canceled: true }),
      order(10005, '12.00', { buyerName: 'Ada Lovelace' }),
      order(10006, '8.00', { currency: 'USD' }),
    ];
    const result = matchCredits(
      [
        credit(2, '25', 'Order 10001'),
        credit(3, '25.00', 'again 10001'),
        credit(4, '39.99', '10002'),
        credit(5, '5.00', '10003'),
        credit(6, '10.00', '10004'),
        credit(7, '12.00', 'from ADA LOVELACE'),
        credit(8, '8.00', '10006', { currency: 'EUR' }),
        credit(9, '3.00', 'rent'),
        credit(10, '40.00', '99999 then 10002'),
      ],
      orders,
    );
    expect(result.map((r) => [r.line, r.status, r.code, r.order?.number])).toEqual([
      [2, 'MATCH', 'MATCHED', 10001],
      [3, 'NEAR_MISS', 'ALREADY_MATCHED', 10001],
      [4, 'NEAR_MISS', 'AMOUNT_DIFFERS', 10002],
      [5, 'NEAR_MISS', 'ORDER_PAID', 10003],
      [6, 'NEAR_MISS', 'ORDER_CANCELED', 10004],
      [7, 'NEAR_MISS', 'NAME_AND_AMOUNT', 10005],
      [8, 'NEAR_MISS', 'CURRENCY_DIFFERS', 10006],
      [9, 'NO_MATCH', 'NO_ORDER', undefined],
      [10, 'MATCH', 'MATCHED', 10002],
    ]);
    expect(result[1]!.reason).toBe('Order 10001 already matched by line 2');
    expect(result[2]!.reason).toBe('Order 10002 owes 40.00 EUR, the credit is 39.99');
  });

  const ordersArb = fc.uniqueArray(
    fc.record({
      number: fc.integer({ min: 10001, max: 10030 }),
      owed: fc.constantFrom('0.00', '5.00', '12.50', '30.00'),
      canceled: fc.boolean(),
    }),
    { selector: (o) => o.number, maxLength: 15 },
  );
  const creditsArb = fc.array(
    fc.record({
      numbers: fc.array(fc.integer({ min: 10001, max: 10030 }), { maxLength: 2 }),
      amount: fc.constantFrom('5.00', '12.5', '30', '7.00'),
    }),
    { maxLength: 25 },
  );

  it('never gives one order two credits, nor a credit an order it does not fit', () => {
    fc.assert(
      fc.property(ordersArb, creditsArb, (raw, rawCredits) => {
        const orders = raw.map((o) => order(o.number, o.owed, { canceled: o.canceled }));
        const credits = rawCredits.map((c, i) => credit(i + 2, c.amount, `Ref ${c.numbers.join(' ')}`));
        const result = matchCredits(credits, orders);
        expect(result.map((r) => r.line)).toEqual(credits.map((c) => c.line));
        const matched = result.filter((r) => r.status === 'MATCH');
        expect(new Set(matched.map((r) => r.order!.id)).size).toBe(matched.length);
        for (const r of matched) {
          const c = credits.find((x) => x.line === r.line)!;
          expect(numbersIn(c.reference)).toContain(r.order!.number);
          expect(sameAmount(r.order!.owed, c.amount)).toBe(true);
          expect(r.order!.canceled).toBe(false);
        }
        for (const r of result) {
          if (r.status === 'NEAR_MISS') expect(r.order).toBeDefined();
          if (r.status === 'NO_MATCH') expect(r.order).toBeUndefined();
          expect(r.reason).not.toBe('');
        }
        // A credit naming one order only, that fits and that no earlier line took, matches it.
        for (const c of credits) {
          const named = orders.filter((o) => numbersIn(c.reference).includes(o.number));
          const o = named[0];
          const earlier = matched.some((r) => r.line < c.line && r.order!.id === o?.id);
          if (
            named.length === 1 &&
            o &&
            !o.canceled &&
            o.owed !== '0.00' &&
            sameAmount(o.owed, c.amount) &&
            !earlier
          )
            expect(result.find((r) => r.line === c.line)!.status).toBe('MATCH');
        }
      }),
      { numRuns: 300 },
    );
  });
});

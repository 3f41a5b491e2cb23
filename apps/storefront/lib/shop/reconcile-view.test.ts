import type { StatementCredit } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import {
  choosable,
  initialSelection,
  outcomeSummary,
  pairsOf,
  payButtonLabel,
  statusLabel,
  toggleLine,
} from './reconcile-view';

const order = (id: string) => ({
  _id: id,
  number: 10001,
  owed: '25.00',
  formattedOwed: '$25.00',
  currency: 'USD',
  buyerName: '',
});
const credit = (
  line: number,
  status: StatementCredit['status'],
  code: string,
  orderId?: string,
): StatementCredit => ({
  line,
  date: '02.11.2026',
  amount: '25.00',
  reference: `Ref ${line}`,
  status,
  code,
  reason: `reason ${line}`,
  ...(orderId ? { order: order(orderId) } : {}),
});

const credits = [
  credit(2, 'MATCH', 'MATCHED', 'a'),
  credit(3, 'NEAR_MISS', 'ALREADY_MATCHED', 'a'),
  credit(4, 'NEAR_MISS', 'AMOUNT_DIFFERS', 'b'),
  credit(5, 'NEAR_MISS', 'NAME_AND_AMOUNT', 'c'),
  credit(6, 'NO_MATCH', 'NO_ORDER'),
];

describe('reconcile view', () => {
  it('ticks matches only at first; near misses whose order could take the credit may be chosen', () => {
    expect(initialSelection(credits)).toEqual([2]);
    expect(credits.map(choosable)).toEqual([true, true, false, true, false]);
  });

  it('never ticks two lines for one order, nor a line that may not be chosen', () => {
    expect(toggleLine([2], credits, 3)).toEqual([3]);
    expect(toggleLine([3], credits, 2)).toEqual([2]);
    expect(toggleLine([2], credits, 4)).toEqual([2]);
    expect(toggleLine([2], credits, 5)).toEqual([2, 5]);
    expect(toggleLine([2, 5], credits, 2)).toEqual([5]);
  });

  it('sends the ticked pairs with their credits', () => {
    expect(pairsOf(credits, [2, 5, 6])).toEqual([
      { line: 2, orderId: 'a', amount: '25.00', reference: 'Ref 2', date: '02.11.2026' },
      { line: 5, orderId: 'c', amount: '25.00', reference: 'Ref 5', date: '02.11.2026' },
    ]);
  });

  it('says each status and outcome in words', () => {
    expect(credits.map(statusLabel)).toEqual([
      'Match',
      'Near miss: reason 3',
      'Near miss: reason 4',
      'Near miss: reason 5',
      'No match',
    ]);
    expect([payButtonLabel(1), payButtonLabel(2)]).toEqual(['Mark 1 order paid', 'Mark 2 orders paid']);
    expect(
      outcomeSummary([
        { line: 2, orderId: 'a', outcome: 'PAID' },
        {
          line: 5,
          orderId: 'c',
          outcome: 'REFUSED',
          code: 'ORDER_ALREADY_PAID',
          message: 'This order is already paid',
        },
      ]),
    ).toBe('1 order marked paid, 1 refused (see each line).');
  });
});

import type { Sales } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import {
  cardsFor,
  chartDays,
  dayLabel,
  moreText,
  salesSummary,
  urgencyText,
  waitingText,
} from './today-view';

const usd = (n: number) => ({ amount: n.toFixed(2), formattedAmount: `$${n.toFixed(2)}` });
const sales = (days: [string, number, number][]): Sales => {
  const orders = days.reduce((s, d) => s + d[1], 0);
  const revenue = days.reduce((s, d) => s + d[2], 0);
  return {
    timeZone: 'America/New_York',
    currency: 'USD',
    days: days.map(([date, o, r]) => ({ date, orders: o, revenue: usd(r) })),
    orders,
    revenue: usd(revenue),
    averageOrderValue: usd(orders ? revenue / orders : 0),
    topByRevenue: [],
    topByUnits: [],
  };
};

describe('the Today page’s words', () => {
  it('says how long an order has waited and how soon one must go out', () => {
    expect(waitingText(0)).toBe('Placed today');
    expect(waitingText(1)).toBe('1 day waiting');
    expect(waitingText(12)).toBe('12 days waiting');
    expect(urgencyText('LATE')).toBe('Late');
    expect(urgencyText('TOMORROW')).toBe('Due tomorrow');
    expect(urgencyText('LATER')).toBeUndefined();
    expect(moreText(25, 30)).toBe('5 more not shown');
    expect(moreText(3, 3)).toBeUndefined();
  });

  it('shows only the cards a person’s permissions cover', () => {
    expect(cardsFor({ permissions: ['orders:read', 'catalog:read'] })).toEqual([
      'awaiting-payment',
      'to-fulfil',
      'pickup',
      'low-stock',
      'back-in-stock',
      'sales',
    ]);
    expect(cardsFor({ permissions: ['catalog:read', 'catalog:write'] })).toEqual([
      'low-stock',
      'back-in-stock',
    ]);
    expect(cardsFor({ permissions: ['staff:read'] })).toEqual([]);
  });
});

describe('the last 30 days', () => {
  it('labels the shop’s calendar days and plots revenue as numbers', () => {
    expect(dayLabel('2026-11-07')).toBe('Nov 7');
    expect(dayLabel('2027-01-31')).toBe('Jan 31');
    expect(chartDays(sales([['2026-11-27', 2, 80]]))).toEqual([
      { date: '2026-11-27', label: 'Nov 27', revenue: 80, revenueText: '$80.00', orders: 2 },
    ]);
  });

  it('sums the period up in one sentence, with its best day', () => {
    expect(
      salesSummary(
        sales([
          ['2026-11-25', 1, 40],
          ['2026-11-26', 0, 0],
          ['2026-11-27', 2, 120],
        ]),
      ),
    ).toBe('$160.00 from 3 paid orders in the last 30 days, $53.33 on average. Best day: Nov 27, $120.00.');
    expect(salesSummary(sales([['2026-11-27', 0, 0]]))).toBe('No paid orders in the last 30 days.');
  });
});

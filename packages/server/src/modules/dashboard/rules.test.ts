import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_MS,
  dayIn,
  daysWaiting,
  fulfilOrder,
  lastDays,
  salesSeries,
  startOfDay,
  urgencyOf,
  variantName,
  type DeliveryPromise,
} from './rules';

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Paris',
  'Australia/Lord_Howe',
  'Pacific/Apia',
  'Asia/Kolkata',
];
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('days waiting', () => {
  it('counts whole days since the order was placed', () => {
    const placed = new Date('2026-11-01T10:00:00Z');
    expect(daysWaiting(placed, new Date('2026-11-01T23:00:00Z'))).toBe(0);
    expect(daysWaiting(placed, new Date('2026-11-02T10:00:00Z'))).toBe(1);
    expect(daysWaiting(placed, new Date('2026-11-09T09:59:59Z'))).toBe(7);
    expect(daysWaiting(placed, new Date('2026-10-30T00:00:00Z'))).toBe(0);
  });

  it('grows by one for each day that passes', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 400 }), (placed, now, n) => {
        const later = new Date(now.getTime() + n * DAY_MS);
        if (now < placed) return;
        expect(daysWaiting(placed, later)).toBe(daysWaiting(placed, now) + n);
      }),
    );
  });
});

describe('days of the shop’s time zone', () => {
  it('names the day an instant falls on in the zone', () => {
    const at = new Date('2026-11-27T03:30:00Z');
    expect(dayIn(at, 'UTC')).toBe('2026-11-27');
    expect(dayIn(at, 'America/New_York')).toBe('2026-11-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('starts each day at its first instant in the zone, across changes of clocks', () => {
    expect(startOfDay('2026-11-27', 'America/New_York').toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (at, zone) => {
        const day = dayIn(at, zone);
        const start = startOfDay(day, zone);
        expect(dayIn(start, zone)).toBe(day);
        expect(dayIn(new Date(start.getTime() - 1000), zone)).toBe(addDays(day, -1));
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
      }),
    );
  });

  it('lists the last n days, oldest first, ending today', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), fc.integer({ min: 1, max: 60 }), (now, zone, n) => {
        const days = lastDays(now, zone, n);
        expect(days).toHaveLength(n);
        expect(days.at(-1)).toBe(dayIn(now, zone));
        days.slice(1).forEach((d, i) => expect(d).toBe(addDays(days[i]!, 1)));
      }),
    );
  });
});

describe('orders to fulfil', () => {
  const now = new Date('2026-11-27T15:00:00Z'); // 10:00 in New York
  const zone = 'America/New_York';
  const at = (iso: string) => new Date(iso);

  it('says how soon each must go out, by the shop’s calendar', () => {
    expect(urgencyOf({}, now, zone)).toBe('LATER');
    expect(urgencyOf({ from: at('2026-11-27T13:00:00Z'), to: at('2026-11-27T14:00:00Z') }, now, zone)).toBe(
      'LATE',
    );
    expect(urgencyOf({ from: at('2026-11-27T14:00:00Z'), to: at('2026-11-27T17:00:00Z') }, now, zone)).toBe(
      'TODAY',
    );
    // 00:30 on the 28th in UTC is still the 27th in New York.
    expect(urgencyOf({ from: at('2026-11-28T00:30:00Z'), to: at('2026-11-28T02:00:00Z') }, now, zone)).toBe(
      'TODAY',
    );
    expect(urgencyOf({ from: at('2026-11-28T14:00:00Z'), to: at('2026-11-28T17:00:00Z') }, now, zone)).toBe(
      'TOMORROW',
    );
    expect(urgencyOf({ from: at('2026-11-29T14:00:00Z'), to: at('2026-11-29T17:00:00Z') }, now, zone)).toBe(
      'LATER',
    );
    expect(urgencyOf({ to: at('2026-11-26T12:00:00Z') }, now, zone)).toBe('LATE');
  });

  const order = fc.record({
    id: fc.uuid(),
    createdDate: fc.date({ min: at('2026-10-01T00:00:00Z'), max: now, noInvalidDate: true }),
    promise: fc.option(
      fc.tuple(fc.integer({ min: -5 * 24, max: 5 * 24 }), fc.integer({ min: 1, max: 6 })).map(([h, len]) => ({
        from: new Date(now.getTime() + h * 3_600_000),
        to: new Date(now.getTime() + (h + len) * 3_600_000),
      })),
      { nil: undefined },
    ),
  });

  it('lists late ones first, then today’s, tomorrow’s, the rest; oldest first within a kind', () => {
    const RANK = { LATE: 0, TODAY: 1, TOMORROW: 2, LATER: 3 };
    fc.assert(
      fc.property(fc.array(order, { maxLength: 30 }), fc.constantFrom(...ZONES), (drawn, tz) => {
        const orders = drawn.map((o) => ({ ...o, promise: (o.promise ?? {}) as DeliveryPromise }));
        const listed = fulfilOrder(orders, now, tz);
        expect(listed.map((o) => o.id).sort()).toEqual(orders.map((o) => o.id).sort());
        for (let i = 1; i < listed.length; i++) {
          const [a, b] = [listed[i - 1]!, listed[i]!];
          expect(RANK[a.urgency]).toBeLessThanOrEqual(RANK[b.urgency]);
          if (a.urgency === b.urgency && a.promise.from === undefined && b.promise.from === undefined)
            expect(a.createdDate.getTime()).toBeLessThanOrEqual(b.createdDate.getTime());
        }
        // The same orders in another order are listed alike.
        expect(fulfilOrder([...orders].reverse(), now, tz).map((o) => o.id)).toEqual(listed.map((o) => o.id));
      }),
    );
  });
});

describe('sales of the last days', () => {
  const days = ['2026-11-25', '2026-11-26', '2026-11-27'];

  it('fills days without sales with zero and averages the orders', () => {
    const series = salesSeries(
      [
        { day: '2026-11-25', currency: 'USD', orders: 2, revenue: 3000n },
        { day: '2026-11-27', currency: 'USD', orders: 1, revenue: 1001n },
        { day: '2026-11-27', currency: 'EUR', orders: 1, revenue: 999_999n },
      ],
      days,
      'USD',
    );
    expect(series.currency).toBe('USD');
    expect(series.days.map((d) => [d.day, d.orders, d.revenue])).toEqual([
      ['2026-11-25', 2, 3000n],
      ['2026-11-26', 0, 0n],
      ['2026-11-27', 1, 1001n],
    ]);
    expect(series.orders).toBe(3);
    expect(series.revenue).toBe(4001n);
    expect(series.average).toBe(1334n); // 1333.67 rounded
    expect(salesSeries([], days, 'EUR')).toMatchObject({
      currency: 'EUR',
      orders: 0,
      revenue: 0n,
      average: 0n,
    });
  });

  it('adds up to the rows of its currency, whatever their order', () => {
    const row = fc.record({
      day: fc.constantFrom(...days),
      currency: fc.constantFrom('USD', 'EUR'),
      orders: fc.integer({ min: 1, max: 50 }),
      revenue: fc.bigInt({ min: 0n, max: 10_000_000n }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => `${r.day}${r.currency}` }), (rows) => {
        const s = salesSeries(rows, days, 'USD');
        const mine = rows.filter((r) => r.currency === s.currency);
        expect(s.orders).toBe(mine.reduce((n, r) => n + r.orders, 0));
        expect(s.revenue).toBe(mine.reduce((n, r) => n + r.revenue, 0n));
        expect(salesSeries([...rows].reverse(), days, 'USD')).toEqual(s);
        if (s.orders > 0) {
          const exact = Number(s.revenue) / s.orders;
          expect(Math.abs(Number(s.average) - exact)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });
});

describe('variant names', () => {
  it('joins the choices', () => {
    expect(variantName({ Size: 'M', Color: 'Sand' })).toBe('Size: M, Color: Sand');
    expect(variantName({})).toBe('');
    expect(variantName(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  dayOrEmpty,
  isFilteredList,
  orderListHref,
  orderQueryOf,
  parseOrderListState,
  sortForColumn,
} from './order-list-state';

const base = parseOrderListState({});

describe('the orders list state in the URL', () => {
  it('reads defaults from an empty query and leaves them out of the address', () => {
    expect(base).toEqual({
      q: '',
      payment: '',
      fulfilment: '',
      delivery: '',
      from: '',
      to: '',
      sort: 'date-desc',
      page: 1,
    });
    expect(orderListHref(base)).toBe('/admin/orders');
    expect(isFilteredList(base)).toBe(false);
  });

  it('round-trips every part of the state through the address', () => {
    const state = parseOrderListState({
      q: ' ada ',
      payment: 'NOT_PAID',
      fulfilment: 'FULFILLED',
      delivery: 'PICKUP',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'total-asc',
      page: '3',
    });
    const href = orderListHref(state);
    expect(href).toBe(
      '/admin/orders?q=ada&payment=NOT_PAID&fulfilment=FULFILLED&delivery=PICKUP&from=2026-11-01&to=2026-11-30&sort=total-asc&page=3',
    );
    const back = parseOrderListState(Object.fromEntries(new URL(href, 'http://x').searchParams));
    expect(back).toEqual(state);
    expect(isFilteredList(state)).toBe(true);
  });

  it('drops what is malformed: unknown statuses, sorts, impossible days, pages; swaps a reversed range', () => {
    const state = parseOrderListState({
      payment: 'FREE',
      fulfilment: ['FULFILLED', 'NOT_FULFILLED'],
      delivery: 'TELEPORT',
      from: '2026-12-31',
      to: '2026-01-05',
      sort: 'name',
      page: '-2',
    });
    expect(state).toMatchObject({
      payment: '',
      fulfilment: 'FULFILLED',
      delivery: '',
      from: '2026-01-05',
      to: '2026-12-31',
      sort: 'date-desc',
      page: 1,
    });
    expect(dayOrEmpty('2026-02-30')).toBe('');
    expect(dayOrEmpty('26-02-03')).toBe('');
    expect(parseOrderListState({ page: '99999' }).page).toBe(1);
    expect(parseOrderListState({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('goes back to the first page when anything but the page changes', () => {
    const state = parseOrderListState({ payment: 'PAID', page: '4' });
    expect(orderListHref(state, { page: 5 })).toBe('/admin/orders?payment=PAID&page=5');
    expect(orderListHref(state, { sort: 'number-asc' })).toBe('/admin/orders?payment=PAID&sort=number-asc');
    expect(orderListHref(state, { payment: '' }, '/admin/orders/export.csv')).toBe(
      '/admin/orders/export.csv',
    );
  });

  it('flips a column’s sort and names it for aria-sort', () => {
    expect(sortForColumn('date-desc', 'date')).toBe('date-asc');
    expect(sortForColumn('date-asc', 'date')).toBe('date-desc');
    expect(sortForColumn('date-desc', 'total')).toBe('total-desc');
    expect(ariaSortOf('total-asc', 'total')).toBe('ascending');
    expect(ariaSortOf('total-asc', 'date')).toBeUndefined();
  });
});

describe('the server query of the list', () => {
  it('asks for the newest first with no filter by default', () => {
    expect(orderQueryOf(base, 'UTC')).toEqual({
      filter: {},
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    });
  });

  it('combines the filters, the day range in the shop’s zone and the search', () => {
    const state = parseOrderListState({
      q: '#1042',
      payment: 'NOT_PAID',
      delivery: 'SHIPPING',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'total-asc',
    });
    expect(orderQueryOf(state, 'America/New_York')).toEqual({
      filter: {
        $and: [
          { paymentStatus: 'NOT_PAID' },
          { deliveryMethod: 'SHIPPING' },
          // November 1 begins at 04:00 UTC in New York (daylight time); December 1 at 05:00 (standard time).
          { createdDate: { $gte: '2026-11-01T04:00:00.000Z', $lt: '2026-12-01T05:00:00.000Z' } },
          {
            $or: [
              { number: 1042 },
              { 'buyerInfo.email': { $contains: '#1042' } },
              { 'buyerInfo.name': { $contains: '#1042' } },
            ],
          },
        ],
      },
      sort: [{ fieldName: 'priceSummary.total.amount', order: 'ASC' }],
    });
  });

  it('searches a word in email and name only, and one filter alone needs no $and', () => {
    expect(orderQueryOf(parseOrderListState({ q: 'ada' }), 'UTC').filter).toEqual({
      $or: [{ 'buyerInfo.email': { $contains: 'ada' } }, { 'buyerInfo.name': { $contains: 'ada' } }],
    });
    expect(orderQueryOf(parseOrderListState({ fulfilment: 'FULFILLED' }), 'UTC').filter).toEqual({
      fulfillmentStatus: 'FULFILLED',
    });
  });
});

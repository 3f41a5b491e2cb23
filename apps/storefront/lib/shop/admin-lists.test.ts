import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  auditHref,
  auditQuery,
  giftCardsHref,
  giftCardsQuery,
  membersHref,
  membersQuery,
  pageCount,
  parseAuditParams,
  parseGiftCardsParams,
  parseMembersParams,
} from './admin-lists';

describe('the members list in the URL', () => {
  it('reads search, status, sort and page, falling back on anything malformed', () => {
    expect(parseMembersParams({ q: ' ada ', status: 'BLOCKED', sort: 'name', page: '3' })).toEqual({
      q: 'ada',
      status: 'BLOCKED',
      sort: 'name',
      page: 3,
    });
    expect(parseMembersParams({ status: 'DELETED', sort: 'price', page: '-1' })).toEqual({
      q: '',
      status: '',
      sort: 'newest',
      page: 1,
    });
    expect(parseMembersParams({ q: ['a', 'b'], page: '0' })).toMatchObject({ q: 'a', page: 1 });
  });

  it('writes the address without defaults, and a new filter starts at page 1', () => {
    const params = parseMembersParams({ q: 'ada', page: '2' });
    expect(membersHref(params)).toBe('/admin/members?q=ada&page=2');
    expect(membersHref(params, { status: 'PENDING' })).toBe('/admin/members?q=ada&status=PENDING');
    expect(membersHref(params, { page: 3 })).toBe('/admin/members?q=ada&page=3');
    expect(membersHref(parseMembersParams({}))).toBe('/admin/members');
    expect(membersHref(params, { q: 'a&b=c' })).toBe('/admin/members?q=a%26b%3Dc');
  });

  it('asks the server for each word in the email or the name, the status, the sort and the page', () => {
    expect(
      membersQuery(parseMembersParams({ q: 'Ada Love', status: 'PENDING', sort: 'name', page: '2' })),
    ).toEqual({
      filter: {
        $and: [
          {
            $and: ['Ada', 'Love'].map((w) => ({
              $or: [
                { loginEmail: { $contains: w } },
                { 'contact.firstName': { $contains: w } },
                { 'contact.lastName': { $contains: w } },
              ],
            })),
          },
          { status: 'PENDING' },
        ],
      },
      sort: [{ fieldName: 'contact.lastName', order: 'ASC' }],
      paging: { limit: ADMIN_PAGE_SIZE, offset: ADMIN_PAGE_SIZE },
    });
    expect(membersQuery(parseMembersParams({})).filter).toEqual({});
  });
});

describe('the gift cards list in the URL', () => {
  it('finds a code by its end, a recipient by email or name', () => {
    const params = parseGiftCardsParams({ q: 'NPQR', status: 'ACTIVE' });
    expect(giftCardsQuery(params).filter).toEqual({
      $and: [
        {
          $or: [
            { code: { $endsWith: 'NPQR' } },
            { 'recipient.email': { $contains: 'NPQR' } },
            { 'recipient.name': { $contains: 'NPQR' } },
          ],
        },
        { status: 'ACTIVE' },
      ],
    });
    expect(giftCardsQuery(parseGiftCardsParams({ q: 'june@x.test' })).filter).toEqual({
      'recipient.email': { $contains: 'june@x.test' },
    });
    expect(parseGiftCardsParams({ status: 'LOST' }).status).toBe('');
    expect(giftCardsHref(params, { page: 2 })).toBe('/admin/gift-cards?q=NPQR&status=ACTIVE&page=2');
  });
});

describe('the audit log in the URL', () => {
  it('reads its filters, orders a reversed date range and drops malformed days', () => {
    expect(
      parseAuditParams({
        actor: 'olive',
        action: 'member<script>',
        target: 'm1',
        from: '2026-03-10',
        to: '2026-03-01',
      }),
    ).toEqual({
      actor: 'olive',
      action: 'memberscript',
      target: 'm1',
      from: '2026-03-01',
      to: '2026-03-10',
      page: 1,
    });
    expect(parseAuditParams({ from: '2026-13-45', to: 'yesterday' })).toMatchObject({ from: '', to: '' });
  });

  it('takes an area for all its actions, an exact action, a target and whole days in the shop’s zone', () => {
    const params = parseAuditParams({ action: 'member', target: 'm1', from: '2026-07-01', to: '2026-07-01' });
    expect(auditQuery(params, 'America/New_York').filter).toEqual({
      $and: [
        { action: { $startsWith: 'member.' } },
        { 'entity.id': 'm1' },
        { createdDate: { $gte: '2026-07-01T04:00:00.000Z', $lt: '2026-07-02T04:00:00.000Z' } },
      ],
    });
    expect(auditQuery(parseAuditParams({ action: 'giftCard.issued' }), 'UTC').filter).toEqual({
      action: 'giftCard.issued',
    });
    expect(auditHref(params, { target: '' })).toBe(
      '/admin/audit-log?action=member&from=2026-07-01&to=2026-07-01',
    );
  });

  it('counts pages', () => {
    expect(pageCount(0, false)).toEqual({ pages: 1, more: false });
    expect(pageCount(ADMIN_PAGE_SIZE + 1, false)).toEqual({ pages: 2, more: false });
    expect(pageCount(1001, true)).toMatchObject({ more: true });
  });
});

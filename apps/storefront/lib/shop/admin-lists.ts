/**
 * The state of the dashboard's people lists (members, gift cards, audit log), kept in the URL so each view is
 * shareable and server-rendered, and the server query each state asks for. Pure: pages and tests share it.
 */

import { dayStartIn, nextDay } from './shop-time';

export type RawParams = Record<string, string | string[] | undefined>;

export const ADMIN_PAGE_SIZE = 25;

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

const pageOf = (raw: RawParams) => {
  const text = first(raw.page);
  return /^\d{1,5}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
};

const oneOf = <K extends string>(choices: Record<K, unknown>, value: string, fallback: K): K =>
  Object.hasOwn(choices, value) ? (value as K) : fallback;

/** `pathname?a=1&b=2`, empty values and the defaults in `defaults` left out. */
function hrefOf(
  pathname: string,
  values: Record<string, string | number>,
  defaults: Record<string, string | number>,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === defaults[key]) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** A patch of anything but the page starts again at page 1. */
const patched = <P extends { page: number }>(params: P, patch: Partial<P>): P => ({
  ...params,
  ...(Object.keys(patch).some((k) => k !== 'page') ? { page: 1 } : {}),
  ...patch,
});

const paging = (page: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });

/** The words of a search, each to be found in one of `fields` (`Ada Love` finds Ada Lovelace). */
function wordsFilter(q: string, fields: readonly string[]): Record<string, unknown> | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  const each = words.map((word) => ({ $or: fields.map((field) => ({ [field]: { $contains: word } })) }));
  return each.length === 1 ? each[0] : { $and: each };
}

const allOf = (parts: (Record<string, unknown> | undefined)[]): Record<string, unknown> => {
  const present = parts.filter((p): p is Record<string, unknown> => p !== undefined);
  return present.length === 0 ? {} : present.length === 1 ? present[0]! : { $and: present };
};

// Members

export const MEMBER_STATUSES = {
  PENDING: 'Pending approval',
  APPROVED: 'Active',
  BLOCKED: 'Blocked',
} as const;
export type MemberStatusKey = keyof typeof MEMBER_STATUSES;

export const MEMBER_SORTS = {
  newest: { label: 'Newest first', fieldName: 'createdDate', order: 'DESC' },
  oldest: { label: 'Oldest first', fieldName: 'createdDate', order: 'ASC' },
  'last-login': { label: 'Last signed in', fieldName: 'lastLoginDate', order: 'DESC' },
  name: { label: 'Last name, A to Z', fieldName: 'contact.lastName', order: 'ASC' },
} as const;
export type MemberSortKey = keyof typeof MEMBER_SORTS;

export interface MembersParams {
  /** Words of an email or a name. */
  q: string;
  status: MemberStatusKey | '';
  sort: MemberSortKey;
  page: number;
}

export const MEMBERS_PATH = '/admin/members';

export function parseMembersParams(raw: RawParams): MembersParams {
  const status = first(raw.status);
  return {
    q: first(raw.q).slice(0, 100),
    status: Object.hasOwn(MEMBER_STATUSES, status) ? (status as MemberStatusKey) : '',
    sort: oneOf(MEMBER_SORTS, first(raw.sort), 'newest'),
    page: pageOf(raw),
  };
}

export const membersHref = (params: MembersParams, patch: Partial<MembersParams> = {}) => {
  const next = patched(params, patch);
  return hrefOf(MEMBERS_PATH, { ...next }, { sort: 'newest', page: 1 });
};

/** POST /v1/members/query's query for a state of the list. */
export function membersQuery(params: MembersParams) {
  const sort = MEMBER_SORTS[params.sort];
  return {
    filter: allOf([
      wordsFilter(params.q, ['loginEmail', 'contact.firstName', 'contact.lastName']),
      params.status ? { status: params.status } : undefined,
    ]),
    sort: [{ fieldName: sort.fieldName, order: sort.order }],
    paging: paging(params.page),
  };
}

// Gift cards

export const GIFT_CARD_STATUSES = {
  ACTIVE: 'Active',
  USED_UP: 'Used up',
  EXPIRED: 'Expired',
  DISABLED: 'Disabled',
} as const;
export type GiftCardStatusKey = keyof typeof GIFT_CARD_STATUSES;

export interface GiftCardsParams {
  /** The code's last characters, or part of the recipient's email or name. */
  q: string;
  status: GiftCardStatusKey | '';
  page: number;
}

export const GIFT_CARDS_PATH = '/admin/gift-cards';

export function parseGiftCardsParams(raw: RawParams): GiftCardsParams {
  const status = first(raw.status);
  return {
    q: first(raw.q).slice(0, 100),
    status: Object.hasOwn(GIFT_CARD_STATUSES, status) ? (status as GiftCardStatusKey) : '',
    page: pageOf(raw),
  };
}

export const giftCardsHref = (params: GiftCardsParams, patch: Partial<GiftCardsParams> = {}) =>
  hrefOf(GIFT_CARDS_PATH, { ...patched(params, patch) }, { page: 1 });

/** Codes are found by their end only: the list never shows more than the last four characters. */
export function giftCardsQuery(params: GiftCardsParams) {
  const q = params.q;
  const search = q
    ? q.includes('@')
      ? { 'recipient.email': { $contains: q } }
      : {
          $or: [
            { code: { $endsWith: q } },
            { 'recipient.email': { $contains: q } },
            { 'recipient.name': { $contains: q } },
          ],
        }
    : undefined;
  return {
    filter: allOf([search, params.status ? { status: params.status } : undefined]),
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    paging: paging(params.page),
  };
}

// Audit log

export interface AuditParams {
  /** Part of the actor's name or email. */
  actor: string;
  /** An action (`member.updated`), or an area (`member`: every action on members). */
  action: string;
  /** The id of the thing changed. */
  target: string;
  /** Days (YYYY-MM-DD) in the shop's time zone, both included. */
  from: string;
  to: string;
  page: number;
}

export const AUDIT_PATH = '/admin/audit-log';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (text: string) =>
  DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? text : '';

export function parseAuditParams(raw: RawParams): AuditParams {
  let from = validDay(first(raw.from));
  let to = validDay(first(raw.to));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    actor: first(raw.actor).slice(0, 100),
    action: first(raw.action)
      .slice(0, 100)
      .replace(/[^\w.-]/g, ''),
    target: first(raw.target).slice(0, 100),
    from,
    to,
    page: pageOf(raw),
  };
}

export const auditHref = (params: AuditParams, patch: Partial<AuditParams> = {}) =>
  hrefOf(AUDIT_PATH, { ...patched(params, patch) }, { page: 1 });

/** POST /v1/audit-log/query's query for a state of the log, newest first. */
export function auditQuery(params: AuditParams, timeZone: string) {
  const action = params.action
    ? params.action.includes('.')
      ? { action: params.action }
      : { action: { $startsWith: `${params.action}.` } }
    : undefined;
  const created: Record<string, string> = {};
  if (params.from) created.$gte = dayStartIn(params.from, timeZone).toISOString();
  if (params.to) created.$lt = dayStartIn(nextDay(params.to), timeZone).toISOString();
  return {
    filter: allOf([
      wordsFilter(params.actor, ['actor.name', 'actor.email']),
      action,
      params.target ? { 'entity.id': params.target } : undefined,
      Object.keys(created).length > 0 ? { createdDate: created } : undefined,
    ]),
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    paging: paging(params.page),
  };
}

/** The pages of a list: how many, and whether there are more than were counted. */
export function pageCount(total: number, tooManyToCount: boolean): { pages: number; more: boolean } {
  return { pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), more: tooManyToCount };
}

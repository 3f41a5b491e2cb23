/**
 * The dashboard's people pages' reads (members, newsletter, gift cards, audit log), with the staff session's
 * client. Answers are what the pages show, formatted on the server in the shop's time zone; a gift card's full
 * code never leaves here (the pages get its last four characters).
 */
import { ApplicationError, type GiftCard, type Member } from '@atelier/sdk';
import {
  auditQuery,
  giftCardsQuery,
  membersQuery,
  type AuditParams,
  type GiftCardsParams,
  type MembersParams,
} from './admin-lists';
import {
  actionText,
  auditChanges,
  maskedCode,
  MEMBER_STATUS_TEXT,
  memberName,
  type AuditChange,
} from './admin-people-view';
import { dateText, dateTimeText } from './shop-time';
import type { StaffClient } from './staff';

export interface ListPage<T> {
  rows: T[];
  total: number;
  tooManyToCount: boolean;
}

export interface MemberRow {
  id: string;
  name: string;
  email: string;
  status: string;
  statusText: string;
  joined: string;
  lastLogin: string;
}

const memberRow = (m: Member, timeZone: string): MemberRow => ({
  id: m._id,
  name: memberName(m),
  email: m.loginEmail ?? '',
  status: m.status ?? 'UNKNOWN',
  statusText: MEMBER_STATUS_TEXT[m.status ?? 'UNKNOWN'] ?? String(m.status),
  joined: m._createdDate ? dateText(m._createdDate, timeZone) : '',
  lastLogin: m.lastLoginDate ? dateTimeText(m.lastLoginDate, timeZone) : 'Never',
});

export async function readMembers(
  client: StaffClient,
  params: MembersParams,
  timeZone: string,
): Promise<ListPage<MemberRow>> {
  const query = membersQuery(params);
  let builder = client.members.queryMembers({ fieldsets: ['FULL'] });
  if (Object.keys(query.filter).length > 0) builder = builder.and(query.filter);
  const [sort] = query.sort;
  builder = sort!.order === 'ASC' ? builder.ascending(sort!.fieldName) : builder.descending(sort!.fieldName);
  const result = await builder.limit(query.paging.limit).skip(query.paging.offset).find();
  return {
    rows: result.items.map((m) => memberRow(m, timeZone)),
    total: result.totalCount ?? result.items.length,
    tooManyToCount: result.tooManyToCount,
  };
}

export interface MemberOrderRow {
  id: string;
  number: string;
  date: string;
  total: string;
  status: string;
}

export interface MemberDetail {
  member: MemberRow & {
    phones: string[];
    addresses: string[];
    emailVerified: boolean;
  };
  /** Undefined: the person may not read orders. */
  orders: MemberOrderRow[] | undefined;
  /** Undefined: the person may not read the newsletter's audience. */
  newsletter: { status: 'CONFIRMED' | 'PENDING' | 'NONE'; since?: string } | undefined;
}

const addressText = (a: Record<string, unknown>) =>
  [
    a.addressLine1 ?? a.addressLine,
    a.addressLine2,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.subdivision,
    a.country,
  ]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(', ');

/** Undefined when the server has no such thing (404). */
async function unlessGone<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApplicationError && error.status === 404) return undefined;
    throw error;
  }
}

/** A member with what the person may see beside it: their orders, their newsletter subscription. */
export async function readMemberDetail(
  client: StaffClient,
  id: string,
  timeZone: string,
  may: { orders: boolean; newsletter: boolean },
): Promise<MemberDetail | undefined> {
  const member = await unlessGone(client.members.getMember(id, { fieldsets: ['FULL'] }));
  if (!member) return undefined;
  const email = member.loginEmail ?? '';
  const [orders, subscription] = await Promise.all([
    may.orders
      ? client.orders.searchOrders({
          filter: { 'buyerInfo.memberId': id },
          sort: [{ fieldName: 'createdDate', order: 'DESC' }],
          paging: { limit: 50, offset: 0 },
        })
      : undefined,
    may.newsletter && email
      ? client.newsletter.querySubscribers({ filter: { email }, paging: { limit: 1, offset: 0 } })
      : undefined,
  ]);
  const found = subscription?.subscribers[0];
  return {
    member: {
      ...memberRow(member, timeZone),
      emailVerified: Boolean(member.loginEmailVerified),
      phones: member.contact?.phones ?? [],
      addresses: (member.contact?.addresses ?? []).map((a) => addressText(a as Record<string, unknown>)),
    },
    orders: orders?.orders.map((o) => ({
      id: o._id ?? '',
      number: String(o.number ?? o._id ?? ''),
      date: o._createdDate ? dateText(o._createdDate, timeZone) : '',
      total: o.priceSummary?.total?.formattedAmount ?? o.priceSummary?.total?.amount ?? '',
      status: [o.paymentStatus, o.fulfillmentStatus].filter(Boolean).join(' · '),
    })),
    newsletter: may.newsletter
      ? found
        ? {
            status: found.status,
            since: dateText(found.confirmedDate ?? found._createdDate, timeZone),
          }
        : { status: 'NONE' }
      : undefined,
  };
}

export interface SubscriberRow {
  id: string;
  email: string;
  status: 'CONFIRMED' | 'PENDING';
  since: string;
}

export async function readSubscribers(
  client: StaffClient,
  params: { q: string; page: number },
  timeZone: string,
): Promise<ListPage<SubscriberRow>> {
  const answer = await client.newsletter.querySubscribers({
    ...(params.q ? { filter: { email: { $contains: params.q } } } : {}),
    paging: { limit: 25, offset: (params.page - 1) * 25 },
  });
  return {
    rows: answer.subscribers.map((s) => ({
      id: s._id,
      email: s.email,
      status: s.status,
      since: dateText(s.confirmedDate ?? s._createdDate, timeZone),
    })),
    total: answer.metadata.total,
    tooManyToCount: answer.metadata.tooManyToCount,
  };
}

export interface GiftCardRow {
  id: string;
  /** `•••• NPQR`: never the whole code. */
  code: string;
  balance: string;
  initialBalance: string;
  status: string;
  recipient: string;
  issued: string;
  expires: string;
}

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));

export const GIFT_CARD_STATUS_TEXT: Record<string, string> = {
  ACTIVE: 'Active',
  USED_UP: 'Used up',
  EXPIRED: 'Expired',
  DISABLED: 'Disabled',
};

const giftCardRow = (card: GiftCard, timeZone: string): GiftCardRow => ({
  id: card._id,
  code: maskedCode(card.code),
  balance: money(card.balance, card.currency),
  initialBalance: money(card.initialBalance, card.currency),
  status: GIFT_CARD_STATUS_TEXT[card.status] ?? card.status,
  recipient: card.recipient
    ? card.recipient.name
      ? `${card.recipient.name} <${card.recipient.email}>`
      : card.recipient.email
    : '',
  issued: dateText(card._createdDate, timeZone),
  expires: card.expirationDate ? dateText(card.expirationDate, timeZone) : 'Never',
});

export async function readGiftCards(
  client: StaffClient,
  params: GiftCardsParams,
  timeZone: string,
): Promise<ListPage<GiftCardRow>> {
  const answer = await client.giftCards.queryGiftCards(giftCardsQuery(params));
  return {
    rows: answer.giftCards.map((c) => giftCardRow(c, timeZone)),
    total: answer.metadata.total,
    tooManyToCount: answer.metadata.tooManyToCount,
  };
}

export interface GiftCardDetailView {
  card: GiftCardRow & { disabled: boolean; note: string; mailed: string };
  redemptions: { orderId: string; amount: string; returned: string; date: string }[];
}

export async function readGiftCard(
  client: StaffClient,
  id: string,
  timeZone: string,
): Promise<GiftCardDetailView | undefined> {
  const found = await unlessGone(client.giftCards.getGiftCard(id));
  if (!found) return undefined;
  const { giftCard, redemptions } = found;
  return {
    card: {
      ...giftCardRow(giftCard, timeZone),
      disabled: giftCard.disabled,
      note: giftCard.note ?? '',
      mailed: giftCard.mailedDate ? dateTimeText(giftCard.mailedDate, timeZone) : '',
    },
    redemptions: redemptions.map((r) => ({
      orderId: r.orderId,
      amount: money(r.amount, giftCard.currency),
      returned: r.returnedAmount ? money(r.returnedAmount, giftCard.currency) : '',
      date: dateTimeText(r._createdDate, timeZone),
    })),
  };
}

export interface AuditRow {
  id: string;
  when: string;
  who: string;
  whoDetail: string;
  action: string;
  actionText: string;
  target: string;
  targetType: string;
  changes: AuditChange[];
  address: string;
}

export async function readAuditLog(
  client: StaffClient,
  params: AuditParams,
  timeZone: string,
): Promise<ListPage<AuditRow>> {
  const answer = await client.apiKeys.queryAuditLog(auditQuery(params, timeZone));
  return {
    rows: answer.entries.map((e) => ({
      id: e._id,
      when: dateTimeText(e._createdDate, timeZone),
      who: e.actor.name,
      whoDetail: [e.actor.kind === 'apiKey' ? 'API key' : e.actor.kind, e.actor.email]
        .filter(Boolean)
        .join(' · '),
      action: e.action,
      actionText: actionText(e.action),
      target: e.entity.id,
      targetType: e.entity.type,
      changes: auditChanges(e.before, e.after),
      address: e.address ?? '',
    })),
    total: answer.metadata.total,
    tooManyToCount: answer.metadata.tooManyToCount,
  };
}

import { AppError, notFound } from '../../http/errors';
import type { Db } from '../../db/open';
import { signedBy, signLink, type LinkKeys } from './signed-links';
import { orderById } from './store';
import { orderView } from './view';

/**
 * The order link the shop mails: `/orders/view?token=…` on the storefront, which shows the order in any
 * browser. The token is `<orderId>.<expires, Unix seconds>.<signature>`; it reads the order and nothing
 * else (no write takes it: it is no access token), and works for ORDER_LINK_DAYS after the mail was sent.
 */

export const ORDER_LINK_DAYS = 60;

export function orderLinkToken(ctx: LinkKeys, orderId: string, now: Date): string {
  const expires = String(Math.floor(now.getTime() / 1000) + ORDER_LINK_DAYS * 86_400);
  return `${orderId}.${expires}.${signLink(ctx, 'order-view', [orderId, expires])}`;
}

/** The storefront page the mails link to. */
export const orderLinkUrl = (ctx: LinkKeys, orderId: string, now: Date) =>
  `${ctx.config.storefrontUrl}/orders/view?token=${encodeURIComponent(orderLinkToken(ctx, orderId, now))}`;

export type OrderLinkCheck = { ok: true; orderId: string } | { ok: false; problem: 'INVALID' | 'EXPIRED' };

/** Whether `token` is one this server signed (INVALID otherwise, whatever is wrong with it) and still valid at `now`. */
export function checkOrderLinkToken(ctx: LinkKeys, token: string, now: Date): OrderLinkCheck {
  const [orderId, expires, signature, ...rest] = token.split('.');
  if (!orderId || !expires || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expires))
    return { ok: false, problem: 'INVALID' };
  if (!signedBy(ctx, 'order-view', [orderId, expires], signature)) return { ok: false, problem: 'INVALID' };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, problem: 'EXPIRED' };
  return { ok: true, orderId };
}

/** GET /v1/order-link?token=…: the order the token names, as its buyer sees it. Needs no login: the token is the check. */
export async function orderByLink(ctx: LinkKeys & { db: Db }, token: string, now = new Date()) {
  const check = checkOrderLinkToken(ctx, token, now);
  if (!check.ok && check.problem === 'EXPIRED')
    throw new AppError(
      410,
      'ORDER_LINK_EXPIRED',
      'This order link has expired',
      `This order link has expired: order links work for ${ORDER_LINK_DAYS} days after the mail`,
    );
  if (!check.ok) throw new AppError(403, 'INVALID_ORDER_LINK', 'This order link is not valid');
  const row = await orderById(ctx.db, check.orderId);
  if (!row) throw notFound('Order', check.orderId);
  return { order: orderView(row, ctx.config.storefrontUrl) };
}

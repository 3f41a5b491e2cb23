import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { StoredOrderLine } from '../../db/schema';
import type { OrderRow } from './view';

/** Download links of an order's digital lines: signed, and valid until their expiration date. */

export const DOWNLOAD_DAYS = 30;

/** What signing a link needs: the shop's public URL and its link-signing secret. */
export type LinkKeys = Pick<AppContext, 'config' | 'secrets'>;

/**
 * The links' key, derived from the shop's shared link-signing secret (kept in the database, the same in
 * every process) for this one purpose, so a newsletter signature never opens a download and back.
 */
const keyOf = (ctx: LinkKeys) =>
  createHmac('sha256', ctx.secrets.newsletterHmac).update('order-downloads').digest();

const signature = (ctx: LinkKeys, orderId: string, lineId: string, expires: string) =>
  createHmac('sha256', keyOf(ctx)).update(`${orderId}/${lineId}/${expires}`).digest('base64url');

/** The lines with a link for each digital line that has none yet (set when the order is paid). */
export function digitalLinks(
  ctx: LinkKeys,
  order: Pick<OrderRow, 'id' | 'lines'>,
  now: Date,
): StoredOrderLine[] {
  const expires = new Date(now.getTime() + DOWNLOAD_DAYS * 86_400_000).toISOString();
  return order.lines.map((l) => {
    if (l.itemType !== 'DIGITAL' || l.digitalFile?.link) return l;
    const fileId = l.digitalFile?.fileId ?? l.productId ?? l.id;
    const sig = signature(ctx, order.id, l.id, expires);
    const query = new URLSearchParams({ expires, signature: sig });
    const link = `${ctx.config.publicUrl}/v1/orders/${order.id}/downloads/${encodeURIComponent(l.id)}?${query}`;
    return { ...l, digitalFile: { fileId, link, expirationDate: expires } };
  });
}

/** Whether a download link is one this server signed and still valid at `now`. */
export function checkDownloadLink(
  ctx: LinkKeys,
  orderId: string,
  lineId: string,
  expires: string,
  given: string,
  now: Date,
): 'OK' | 'INVALID' | 'EXPIRED' {
  const expected = Buffer.from(signature(ctx, orderId, lineId, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'INVALID';
  const at = Date.parse(expires);
  return Number.isNaN(at) || at <= now.getTime() ? 'EXPIRED' : 'OK';
}

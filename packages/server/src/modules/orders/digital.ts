import type { StoredOrderLine } from '../../db/schema';
import { signedBy, signLink, type LinkKeys } from './signed-links';
import type { OrderRow } from './view';

/** Download links of an order's digital lines: signed, and valid until their expiration date. */

export const DOWNLOAD_DAYS = 30;

export type { LinkKeys } from './signed-links';

const signature = (ctx: LinkKeys, orderId: string, lineId: string, expires: string) =>
  signLink(ctx, 'order-downloads', [orderId, lineId, expires]);

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
  if (!signedBy(ctx, 'order-downloads', [orderId, lineId, expires], given)) return 'INVALID';
  const at = Date.parse(expires);
  return Number.isNaN(at) || at <= now.getTime() ? 'EXPIRED' : 'OK';
}

import type { AppContext } from '../../context';
import type { StoredOrderLine } from '../../db/schema';
import { dateTimeText } from '../../lib/shop-time';
import { readShopSettings } from '../shop-settings';
import { sendOrderMail } from './mail';
import type { OrderRow } from './view';

/** The digital lines with a download link in `after` that had none in `before`: the links a write made. */
export function linksMade(
  before: readonly StoredOrderLine[],
  after: readonly StoredOrderLine[],
): StoredOrderLine[] {
  const had = new Set(before.filter((l) => l.digitalFile?.link).map((l) => l.id));
  return after.filter((l) => l.itemType === 'DIGITAL' && l.digitalFile?.link && !had.has(l.id));
}

/**
 * "Your downloads are ready": mails the buyer the links the committed write made (`before`: the order's
 * lines before it; none for an order just placed). A line gets its link once, under the order's row
 * lock, so whichever write made it is the only one that mails it: a second mark-as-paid (refused) or a
 * repeated provider webhook (ignored) made none and mails nothing. Never throws (sendOrderMail).
 */
export async function sendDownloadsMail(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  before: readonly StoredOrderLine[],
  row: OrderRow,
): Promise<void> {
  const made = linksMade(before, row.lines);
  if (made.length === 0) return;
  const { timeZone } = await readShopSettings(ctx.db, ctx);
  const downloads = made.flatMap(({ name, digitalFile }) =>
    digitalFile?.link && digitalFile.expirationDate
      ? [
          {
            name,
            link: digitalFile.link,
            availableUntil: dateTimeText(new Date(digitalFile.expirationDate), timeZone),
          },
        ]
      : [],
  );
  if (downloads.length > 0) await sendOrderMail(ctx, 'ORDER_DOWNLOADS', row, { downloads });
}

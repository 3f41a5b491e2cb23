import type { AppContext } from '../../context';
import type { Address } from '../../lib/address';
import { formatAddress } from '../../lib/address-format';
import { formatMoney } from '../../lib/money';
import { slotText } from '../../lib/shop-time';
import { orderMail, type OrderMailData, type OrderMailKind } from '../mail';
import { readShopSettings } from '../shop-settings';
import { orderLinkUrl } from './order-link';
import { actorOf, recordAudit, type AuditActor } from '../audit';
import { currentRequest } from '../../http/request-scope';
import type { LinkKeys } from './signed-links';
import { orderView, type OrderRow } from './view';

/** The buyer's mails about an order: confirmation, cancellation and shipping, from mail's templates. */

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An address on lines, as a mail prints it: the shop's one formatter, the contact's name first. */
export function addressLines(address: unknown, contact?: unknown): string | undefined {
  if (!isRec(address)) return undefined;
  const c = isRec(contact) ? contact : {};
  const name = [c.firstName, c.lastName].filter((p) => typeof p === 'string' && p).join(' ');
  const lines = formatAddress(address as Address, name);
  return lines.length > 0 ? lines.join('\n') : undefined;
}

export interface MailExtras {
  tracking?: { number: string; provider: string; link?: string };
  customMessage?: string;
  downloads?: OrderMailData['downloads'];
}

/** The delivery chosen, and its day and window when it has one (in the shop's time zone). */
export function deliveryText(shippingInfo: OrderRow['shippingInfo'], timeZone: string): string | undefined {
  const title = typeof shippingInfo?.title === 'string' ? shippingInfo.title : undefined;
  const logistics = isRec(shippingInfo?.logistics) ? shippingInfo.logistics : {};
  const slot = isRec(logistics.deliveryTimeSlot) ? logistics.deliveryTimeSlot : undefined;
  const [from, to] = [slot?.from, slot?.to].map((d) => (typeof d === 'string' ? new Date(d) : undefined));
  const window =
    from && to && !isNaN(from.getTime()) && !isNaN(to.getTime())
      ? slotText({ from, to }, timeZone)
      : undefined;
  return [title, window].filter(Boolean).join(' — ') || undefined;
}

/**
 * What an order mail says. Each line is its quantity × unit price = its amount before the order's discounts
 * (the lines add up to the subtotal), and the totals are the order's priceSummary, the checkout's own figures:
 * subtotal − discount + shipping + tax (unless the prices include it) = total.
 */
export function orderMailData(
  row: OrderRow,
  keys: LinkKeys,
  extras: MailExtras = {},
  timeZone = 'UTC',
  now = new Date(),
): OrderMailData {
  const view = orderView(row, keys.config.storefrontUrl);
  const f = (amount: string) => formatMoney(amount, row.currency);
  const s = row.priceSummary;
  const buyer = row.buyerInfo;
  const name = [buyer.firstName, buyer.lastName].filter((p) => typeof p === 'string' && p).join(' ');
  const logistics = isRec(row.shippingInfo?.logistics) ? row.shippingInfo.logistics : {};
  const destination = isRec(logistics.shippingDestination) ? logistics.shippingDestination : undefined;
  const pickup = isRec(logistics.pickupDetails) ? logistics.pickupDetails : undefined;
  const shippingAddress = destination
    ? addressLines(destination.address, destination.contactDetails)
    : undefined;
  const pickupAddress = pickup ? addressLines(pickup.address) : undefined;
  const toPay = view.balanceSummary.balance.amount;
  // How to pay, while something is still to pay (a gift card may have paid it all).
  const instructions = Number(toPay) > 0 ? view.paymentMethod?.instructions : undefined;
  const giftCard = Number(s.giftCard) > 0 ? { giftCard: f(s.giftCard) } : {};
  const delivery = deliveryText(row.shippingInfo, timeZone);
  return {
    orderNumber: view.number,
    email: row.buyerEmail ?? '',
    ...(name ? { buyerName: name } : {}),
    lines: view.lineItems.map((l) => {
      const options = l.descriptionLines
        .map((d) => `${d.name.original}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
        .join(', ');
      return {
        name: l.productName.original,
        ...(options ? { options } : {}),
        quantity: l.quantity,
        price: l.price.formattedAmount,
        total: l.lineItemPrice.formattedAmount,
      };
    }),
    totals: {
      subtotal: f(s.subtotal),
      shipping: f(s.shipping),
      // With its minus sign, as the checkout shows it.
      discount: Number(s.discount) > 0 ? `\u2212${f(s.discount)}` : f(s.discount),
      tax: f(s.tax),
      ...(row.taxIncludedInPrices ? { taxIncluded: true } : {}),
      total: f(s.total),
      ...giftCard,
      toPay: f(toPay),
    },
    ...(instructions ? { paymentInstructions: instructions } : {}),
    ...(delivery ? { delivery } : {}),
    ...(shippingAddress ? { shippingAddress } : {}),
    ...(pickupAddress ? { pickupAddress } : {}),
    ...(extras.tracking ? { tracking: extras.tracking } : {}),
    ...(extras.customMessage ? { customMessage: extras.customMessage } : {}),
    ...(extras.downloads ? { downloads: extras.downloads } : {}),
    orderUrl: orderLinkUrl(keys, row.id, now),
  };
}

/** Who sent a mail, for the order's history: the staff or app that asked, else the shop itself. */
const SHOP: AuditActor = { kind: 'operator', id: 'shop', name: 'The shop' };
function mailActor(): AuditActor {
  const caller = currentRequest()?.caller;
  return caller?.staff || caller?.apiKey ? actorOf(caller) : SHOP;
}

/**
 * Mails the buyer about the order, after the transaction that changed it committed, and notes it in the
 * order's history (the audit log's `action`, order.mail_sent unless told). Never throws: a mail that cannot go
 * is logged (the order stands either way) and answers false. An order without an email mails no one.
 */
export async function sendOrderMail(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  kind: OrderMailKind,
  row: OrderRow,
  extras: MailExtras = {},
  action = 'order.mail_sent',
): Promise<boolean> {
  if (!row.buyerEmail) return false;
  try {
    const shop = await readShopSettings(ctx.db, ctx);
    const content = await orderMail(ctx.db, kind, orderMailData(row, ctx, extras, shop.timeZone), shop.name);
    await ctx.mailer.send(row.buyerEmail, content);
  } catch (error) {
    ctx.log.error({ err: error, kind, orderId: row.id }, 'could not send order mail');
    return false;
  }
  try {
    await recordAudit(ctx.db, {
      action,
      entity: { type: 'order', id: row.id },
      after: { kind, to: row.buyerEmail },
      actor: mailActor(),
    });
  } catch (error) {
    ctx.log.error({ err: error, kind, orderId: row.id }, 'could not note the order mail');
  }
  return true;
}

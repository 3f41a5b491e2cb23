import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { StoredCartLine } from '../../db/schema';
import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import type { Address } from '../../lib/address';
import { AppError, ValidationError } from '../../http/errors';
import { additionsOf, WIX_STORES_APP_ID, type FactsBook } from '../carts';
import { insufficientStock, orderView, sendOrderMail, type OrderRow, type OrderView } from '../orders';
import { paymentMethodById } from '../payment-methods';
import { paymentMethodOf } from './extras';
import { orderDraftOf, shortLinesOf } from './order-draft';
import { placeOrderTx, readinessProblem } from './place-order';
import { priceCheckout } from './price';
import type { CheckoutView } from './schemas';
import { insertNewCheckout, type CheckoutDeps } from './service';
import type { CheckoutRow } from './store';
import { checkoutView } from './view';

/**
 * A merchant's phone or mail order (the dashboard's draft orders): the customer's lines, email, address,
 * shipping option and offline payment method, priced by the checkout's own rules and placed by the checkout's
 * own create-order. Sending one makes a checkout of nobody (channel BACKOFFICE_MERCHANT) in the caller's
 * transaction and places it there: the same stock, totals, tax, shipping, number, events as a shop order.
 */

export interface PhoneOrder {
  /** The draft's lines; their ids become the checkout's and the order's line ids. */
  lines: { id: string; productId: string; variantId: string; quantity: number }[];
  email: string | null;
  contact: { firstName?: string; lastName?: string; phone?: string };
  shippingAddress: Address | null;
  shippingOptionCode: string | null;
  paymentMethodId: string | null;
  buyerNote: string | null;
}

export const PHONE_ORDER_CHANNEL = 'BACKOFFICE_MERCHANT';

/** The nobody a phone order's checkout belongs to: the staff caller's rights, no token subject of its own. */
const merchantOf = (caller: Caller): Caller => ({ role: caller.role, actor: caller.actor });

/**
 * The lines as a checkout stores them, each product read from the catalog now: a product gone or no longer for
 * sale is refused (400) naming `lineItems[i].productId`.
 */
export async function phoneOrderLines(
  db: Db,
  caller: Caller,
  lines: PhoneOrder['lines'],
  book: FactsBook = new Map(),
): Promise<StoredCartLine[]> {
  const inputs = lines.map((l) => ({
    catalogReference: {
      appId: WIX_STORES_APP_ID,
      catalogItemId: l.productId,
      options: { variantId: l.variantId },
    },
    quantity: l.quantity,
  }));
  try {
    const additions = await additionsOf(db, merchantOf(caller), inputs, book);
    return additions.map((a, i) => ({
      id: lines[i]!.id,
      productId: a.productId,
      variantId: a.variantId,
      quantity: lines[i]!.quantity,
      ...(a.name !== undefined ? { name: a.name } : {}),
      ...(a.slug !== undefined ? { slug: a.slug } : {}),
    }));
  } catch (error) {
    throw renamedLineFields(error);
  }
}

/** A catalog reference's violation names the draft's own field: `lineItems[i].productId`. */
function renamedLineFields(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error;
  return new ValidationError(
    error.violations.map((v) => ({
      ...v,
      field: v.field.replace(/\.catalogReference\.catalogItemId$/, '.productId'),
    })),
  );
}

const changesOf = (order: PhoneOrder, lines: StoredCartLine[]) => {
  const contact = Object.fromEntries(Object.entries(order.contact).filter(([, v]) => v));
  const hasContact = Object.keys(contact).length > 0;
  return {
    lines,
    buyerInfo: order.email ? { email: order.email.trim().toLowerCase() } : null,
    shippingDestination:
      order.shippingAddress || hasContact
        ? {
            ...(order.shippingAddress ? { address: order.shippingAddress } : {}),
            ...(hasContact ? { contactDetails: contact } : {}),
          }
        : null,
    selectedShippingOption: order.shippingOptionCode ? { code: order.shippingOptionCode } : null,
    paymentMethodId: order.paymentMethodId,
    buyerNote: order.buyerNote,
  };
};

export interface PhoneOrderPreview {
  checkout: CheckoutView;
  /** Why it cannot be placed as it stands (short stock, a missing address or option...), if so. */
  problem?: AppError;
}

/**
 * The phone order priced now as its checkout would be, without writing anything: the totals, the options
 * offered to its address, and what would stop its order.
 */
export async function previewPhoneOrder(
  db: Db,
  deps: CheckoutDeps,
  caller: Caller,
  order: PhoneOrder,
): Promise<PhoneOrderPreview> {
  const now = new Date();
  const book: FactsBook = new Map();
  const lines = await phoneOrderLines(db, caller, order.lines, book);
  const row: CheckoutRow = {
    id: randomUUID(),
    cartId: null,
    ownerSubjectId: null,
    ownerMemberId: null,
    channelType: PHONE_ORDER_CHANNEL,
    version: 1,
    customLines: [],
    couponCode: null,
    giftCardCode: null,
    merchantDiscounts: [],
    billingInfo: null,
    overrideCheckoutUrl: null,
    holdExpiresAt: null,
    reviewedTotals: null,
    orderId: null,
    completedDate: null,
    createdDate: now,
    updatedDate: now,
    ...changesOf(order, lines),
  };
  const pricing = await priceCheckout(db, row, book, now);
  const paymentMethod = await paymentMethodOf(db, row.paymentMethodId);
  const checkout = checkoutView({ row, pricing, storefrontUrl: deps.storefrontUrl, paymentMethod });
  const short = shortLinesOf(pricing);
  if (short.length > 0) return { checkout, problem: insufficientStock(short) };
  if (order.paymentMethodId && (!paymentMethod || !(await usable(db, order.paymentMethodId))))
    return {
      checkout,
      problem: new AppError(
        400,
        'PAYMENT_METHOD_UNAVAILABLE',
        'The shop no longer offers this payment method',
      ),
    };
  const draft = orderDraftOf(row, pricing, { paymentMethod });
  const problem = readinessProblem(row, pricing, draft, paymentMethod);
  return problem ? { checkout, problem } : { checkout };
}

async function usable(db: Db, id: string) {
  return (await paymentMethodById(db, id))?.enabled === true;
}

/**
 * In the caller's transaction: the phone order's checkout made and its order placed, exactly as create-order
 * places a shop checkout's (refused with nothing written when it cannot be). The confirmation goes out with
 * `mailPlacedOrder` once the caller has committed.
 */
export async function placePhoneOrder(
  tx: Db,
  ctx: Pick<AppContext, 'config' | 'secrets'>,
  caller: Caller,
  order: PhoneOrder,
): Promise<OrderRow> {
  const merchant = merchantOf(caller);
  const deps = { ...ctx.config, links: ctx };
  const { row } = await insertNewCheckout(
    tx,
    ctx.config,
    merchant,
    { channelType: PHONE_ORDER_CHANNEL },
    async (_row, book) => changesOf(order, await phoneOrderLines(tx, caller, order.lines, book)),
  );
  const placed = await placeOrderTx(tx, deps, merchant, row.id);
  return placed.row;
}

/** The order confirmation of a placed phone order, mailed to the customer after commit, and its view. */
export async function mailPlacedOrder(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  row: OrderRow,
): Promise<OrderView> {
  await sendOrderMail(ctx, 'ORDER_CONFIRMATION', row);
  return orderView(row, ctx.config.storefrontUrl);
}

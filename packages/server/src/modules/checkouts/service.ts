import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { readShopPolicy, type ShopPolicyDefaults } from '../shop-settings';
import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import {
  addLines,
  additionsOf,
  checkNewCoupon,
  customLinesOf,
  elevated,
  evaluate,
  quantityUpdatesOf,
  removeLines,
  setQuantities,
  type FactsBook,
} from '../carts';
import { recordEvent } from '../events';
import { countGiftCardGuess } from '../gift-cards';
import { checkExtras, giftCardOf, paymentMethodOf } from './extras';
import { holdStock, releaseHold } from './holds';
import { codeOf, infoChanges, ownerOf } from './input';
import { basketOf, priceCheckout } from './price';
import { maskOf } from './rules';
import { keepSeenTotals, totalsOf } from './seen-totals';
import type { AddToCheckoutBody, CheckoutView, CreateCheckoutBody, UpdateCheckoutBody } from './schemas';
import {
  checkoutById,
  insertCheckout,
  updateCheckout,
  type CheckoutChanges,
  type CheckoutRow,
  type NewCheckout,
} from './store';
import { checkoutView } from './view';

/** Checkout event types of spec section 4, as written to the outbox. */
export const CHECKOUT_EVENTS = {
  created: 'ecom.checkout.created',
  updated: 'ecom.checkout.updated',
  completed: 'ecom.checkout.completed',
} as const;

/** The shop's hold minutes are its settings' (the environment's until saved), read on each change of lines. */
export type CheckoutDeps = Pick<Config, 'storefrontUrl'> & ShopPolicyDefaults;

/** A checkout of another owner answers as one that does not exist: its contents are never shown. */
export function owned(caller: Caller, row: CheckoutRow | undefined, id: string): CheckoutRow {
  if (!row || (!elevated(caller) && (!caller.subjectId || row.ownerSubjectId !== caller.subjectId)))
    throw notFound('Checkout', id);
  return row;
}

export async function findCheckout(db: Db, caller: Caller, id: string, lock: boolean) {
  return owned(caller, await checkoutById(db, id.toLowerCase(), lock), id);
}

export const completedError = (row: CheckoutRow) =>
  new AppError(
    409,
    'CHECKOUT_COMPLETED',
    row.orderId
      ? 'This checkout is completed: its order is placed, and it can no longer change'
      : 'This checkout is marked as completed and can no longer change',
    undefined,
    { checkoutId: row.id, ...(row.orderId ? { orderId: row.orderId } : {}) },
  );

/** Wix's packages repeat the path's id in the body: it must name the same checkout. */
export function checkEcho(pathId: string, bodyId: string | undefined) {
  if (bodyId !== undefined && bodyId.toLowerCase() !== pathId.toLowerCase())
    throw new AppError(
      400,
      'CHECKOUT_ID_MISMATCH',
      'The id in the body differs from the checkout id in the path',
    );
}

/**
 * The checkout's wire view, priced now. `shown`: the view goes to its buyer, whose create-order will be
 * compared with the totals it shows (seen-totals.ts), so they are kept.
 */
export async function viewOf(
  db: Db,
  deps: CheckoutDeps,
  row: CheckoutRow,
  book: FactsBook = new Map(),
  shown = false,
): Promise<CheckoutView> {
  const now = new Date();
  const pricing = await priceCheckout(db, row, book, now);
  const [giftCard, paymentMethod] = await Promise.all([
    giftCardOf(db, row.giftCardCode, pricing.currency, now),
    paymentMethodOf(db, row.paymentMethodId),
  ]);
  if (shown && !row.orderId) await keepSeenTotals(db, row, totalsOf(pricing, giftCard));
  return checkoutView({ row, pricing, storefrontUrl: deps.storefrontUrl, giftCard, paymentMethod });
}

/** With the stock hold on, lines that change are held anew (short: 409, nothing written). */
async function withHold(tx: Db, deps: CheckoutDeps, row: CheckoutRow, changes: CheckoutChanges) {
  if (changes.lines === undefined) return changes;
  const { stockHoldMinutes } = await readShopPolicy(tx, deps);
  if (stockHoldMinutes === 0) return changes;
  const holdExpiresAt = await holdStock(
    tx,
    { id: row.id, lines: changes.lines },
    stockHoldMinutes,
    new Date(),
  );
  return { ...changes, holdExpiresAt };
}

type Change = (row: CheckoutRow, book: FactsBook, tx: Db) => Promise<CheckoutChanges> | CheckoutChanges;

/** Checks what a change brings in before it is kept: a new coupon must apply, a new gift card or method be usable. */
async function checkChanges(tx: Db, before: CheckoutRow, next: CheckoutRow, book: FactsBook) {
  await checkNewCoupon(tx, before, basketOf(next), book);
  await checkExtras(tx, before, next, () => currencyOf(tx, next, book), new Date());
}

/**
 * One write of a checkout, in one transaction: the row locked, refused once completed, the change, its
 * checks, the new version and the event in the outbox.
 */
export async function writeCheckout(
  db: Db,
  deps: CheckoutDeps,
  caller: Caller,
  id: string,
  change: Change,
): Promise<{ checkout: CheckoutView }> {
  return db.transaction(async (tx) => {
    const row = await findCheckout(tx, caller, id, true);
    if (row.completedDate) throw completedError(row);
    const book: FactsBook = new Map();
    const changes = await withHold(tx, deps, row, await change(row, book, tx));
    await checkChanges(tx, row, { ...row, ...changes }, book);
    const next = await updateCheckout(tx, row.id, changes);
    const checkout = await viewOf(tx, deps, next, book, true);
    await recordEvent(tx, {
      type: CHECKOUT_EVENTS.updated,
      entityId: next.id,
      entity: checkout as unknown as Record<string, unknown>,
    });
    return { checkout };
  });
}

async function currencyOf(tx: Db, row: CheckoutRow, book: FactsBook) {
  const basket = { ...basketOf(row), couponCode: null, merchantDiscounts: [] };
  return (await evaluate(tx, basket, book, { now: new Date() })).currency;
}

async function addedLines(
  tx: Db,
  caller: Caller,
  row: CheckoutRow,
  body: AddToCheckoutBody,
  book: FactsBook,
): Promise<CheckoutChanges> {
  const additions = body.lineItems?.length ? await additionsOf(tx, caller, body.lineItems, book) : [];
  const custom = body.customLineItems?.length
    ? customLinesOf(caller, body.customLineItems, await currencyOf(tx, row, book))
    : [];
  const lines = addLines(row.lines, additions, randomUUID, row.customLines.length + custom.length);
  return custom.length > 0 ? { lines, customLines: [...row.customLines, ...custom] } : { lines };
}

/**
 * A new checkout, in the caller's transaction: inserted with what it starts from (a cart's lines and coupon,
 * taken as the cart has them), given the call's lines and fields (checked like an update), with the created
 * event.
 */
export async function insertNewCheckout(
  tx: Db,
  deps: CheckoutDeps,
  caller: Caller,
  from: Omit<NewCheckout, 'ownerSubjectId' | 'ownerMemberId'>,
  change: Change,
): Promise<{ checkout: CheckoutView; row: CheckoutRow }> {
  const empty = await insertCheckout(tx, { ...from, ...ownerOf(caller) });
  const book: FactsBook = new Map();
  const changes = await withHold(tx, deps, empty, { lines: empty.lines, ...(await change(empty, book, tx)) });
  await checkChanges(tx, empty, { ...empty, ...changes }, book);
  const row = await updateCheckout(tx, empty.id, changes);
  const checkout = await viewOf(tx, deps, row, book, true);
  await recordEvent(tx, {
    type: CHECKOUT_EVENTS.created,
    entityId: row.id,
    entity: checkout as unknown as Record<string, unknown>,
  });
  return { checkout, row };
}

/**
 * A gift card code a call tries counts against the balance check's limits (balance.ts), before the call's
 * transaction, so a refused code still counts. The code the checkout holds already is no new try.
 */
async function countCodeTry(db: Db, caller: Caller, ip: string, code: string | null, held: string | null) {
  if (code && code.toLowerCase() !== held?.toLowerCase()) await countGiftCardGuess(db, caller, ip);
}

/** POST /v1/checkouts: a checkout of the caller, from lines (and the buyer's fields). */
export async function createCheckout(
  db: Db,
  deps: CheckoutDeps,
  caller: Caller,
  body: CreateCheckoutBody,
  ip: string,
) {
  const info = body.checkoutInfo ?? {};
  await countCodeTry(db, caller, ip, codeOf(body.giftCardCode), null);
  return db.transaction(async (tx) => {
    const { checkout } = await insertNewCheckout(
      tx,
      deps,
      caller,
      { channelType: body.channelType ?? info.channelType ?? 'WEB' },
      async (row, book) => ({
        ...infoChanges(row, info, undefined),
        ...(await addedLines(tx, caller, row, body, book)),
        ...(body.couponCode !== undefined ? { couponCode: codeOf(body.couponCode) } : {}),
        ...(body.giftCardCode !== undefined ? { giftCardCode: codeOf(body.giftCardCode) } : {}),
        ...(body.overrideCheckoutUrl !== undefined ? { overrideCheckoutUrl: body.overrideCheckoutUrl } : {}),
      }),
    );
    return { checkout };
  });
}

/** GET: the checkout priced now; its totals are kept as seen when its buyer (its owner) reads it. */
export async function getCheckout(db: Db, deps: CheckoutDeps, caller: Caller, id: string) {
  const row = await findCheckout(db, caller, id, false);
  const byBuyer = caller.subjectId !== undefined && caller.subjectId === row.ownerSubjectId;
  return { checkout: await viewOf(db, deps, row, new Map(), byBuyer) };
}

/** Where the buyer completes this checkout: the storefront's checkout page, or the URL the shop set. */
export async function checkoutUrl(db: Db, deps: CheckoutDeps, caller: Caller, id: string) {
  const row = await findCheckout(db, caller, id, false);
  return {
    checkoutUrl:
      row.overrideCheckoutUrl ?? `${deps.storefrontUrl}/checkout?checkoutId=${encodeURIComponent(row.id)}`,
  };
}

/** PATCH: the given fields (or those the comma-joined mask names); line items given are added. */
export async function patchCheckout(
  db: Db,
  deps: CheckoutDeps,
  caller: Caller,
  id: string,
  body: UpdateCheckoutBody,
  maskText: string | undefined,
  ip: string,
) {
  checkEcho(id, body.checkout?.id);
  const mask = maskOf(maskText ?? body.fieldMask);
  const wants = (field: 'couponCode' | 'giftCardCode' | 'overrideCheckoutUrl', given: boolean) =>
    mask ? mask.has(field) : given;
  const giftCardCode = codeOf(body.giftCardCode);
  if (wants('giftCardCode', body.giftCardCode !== undefined) && giftCardCode)
    await countCodeTry(
      db,
      caller,
      ip,
      giftCardCode,
      (await findCheckout(db, caller, id, false)).giftCardCode,
    );
  return writeCheckout(db, deps, caller, id, async (row, book, tx) => ({
    ...infoChanges(row, body.checkout ?? {}, mask),
    ...(wants('couponCode', body.couponCode !== undefined) ? { couponCode: codeOf(body.couponCode) } : {}),
    ...(wants('giftCardCode', body.giftCardCode !== undefined)
      ? { giftCardCode: codeOf(body.giftCardCode) }
      : {}),
    ...(wants('overrideCheckoutUrl', body.overrideCheckoutUrl !== undefined)
      ? { overrideCheckoutUrl: body.overrideCheckoutUrl ?? null }
      : {}),
    ...(body.lineItems?.length || body.customLineItems?.length
      ? await addedLines(tx, caller, row, body, book)
      : {}),
  }));
}

export const removeCoupon = (db: Db, deps: CheckoutDeps, caller: Caller, id: string) =>
  writeCheckout(db, deps, caller, id, () => ({ couponCode: null }));

export const removeGiftCard = (db: Db, deps: CheckoutDeps, caller: Caller, id: string) =>
  writeCheckout(db, deps, caller, id, () => ({ giftCardCode: null }));

export const removeOverrideCheckoutUrl = (db: Db, deps: CheckoutDeps, caller: Caller, id: string) =>
  writeCheckout(db, deps, caller, id, () => ({ overrideCheckoutUrl: null }));

export const addToCheckout = (
  db: Db,
  deps: CheckoutDeps,
  caller: Caller,
  id: string,
  body: AddToCheckoutBody,
) => writeCheckout(db, deps, caller, id, (row, book, tx) => addedLines(tx, caller, row, body, book));

export const removeLineItems = (db: Db, deps: CheckoutDeps, caller: Caller, id: string, ids: string[]) =>
  writeCheckout(db, deps, caller, id, (row) => removeLines(row.lines, row.customLines, ids));

export function updateQuantities(
  db: Db,
  deps: CheckoutDeps,
  caller: Caller,
  id: string,
  items: { id?: string | undefined; _id?: string | undefined; quantity: number }[],
) {
  const updates = quantityUpdatesOf(items);
  return writeCheckout(db, deps, caller, id, (row) => setQuantities(row.lines, row.customLines, updates));
}

/**
 * mark-as-completed: the checkout is done with (its order was made elsewhere) and refuses changes from now
 * on. Marking a completed checkout again changes nothing.
 */
export async function markAsCompleted(db: Db, deps: CheckoutDeps, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await findCheckout(tx, caller, id, true);
    if (row.completedDate) return;
    if (row.holdExpiresAt) await releaseHold(tx, row.id);
    const next = await updateCheckout(tx, row.id, { completedDate: new Date(), holdExpiresAt: null });
    await recordEvent(tx, {
      type: CHECKOUT_EVENTS.completed,
      entityId: next.id,
      entity: (await viewOf(tx, deps, next)) as unknown as Record<string, unknown>,
    });
  });
  return {};
}

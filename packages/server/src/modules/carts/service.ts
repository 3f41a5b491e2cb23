import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { AppError, invalidField, notFound } from '../../http/errors';
import { recordEvent } from '../events';
import { checkCoupon, priceCartRules, pricingDataFor } from '../pricing';
import { bookFacts, evaluate, type FactsBook } from './evaluate';
import type { CartItemRef } from '../catalog';
import {
  additionsOf,
  contactInfoOf,
  customLinesOf,
  elevated,
  lineRefsOf,
  merchantDiscountsOf,
} from './input';
import { selectedShipping } from './shipping';
import { addLines, removeLines, setQuantities, type QuantityUpdate } from './rules';
import type { AddToCartBody, CartView, CreateCartBody, UpdateCartBody } from './schemas';
import {
  cartById,
  cartWithFactsById,
  currentCartOf,
  currentCartWithFacts,
  deleteCartRow,
  insertCart,
  lockedCurrentCart,
  updateCart,
  type CartChanges,
  type CartRead,
  type CartRow,
} from './store';
import { cartView } from './view';

/** Cart event types of spec section 4, as written to the outbox. */
export const CART_EVENTS = {
  created: 'ecom.cart.created',
  updated: 'ecom.cart.updated',
  deleted: 'ecom.cart.deleted',
} as const;

export type CartDeps = Pick<Config, 'storefrontUrl'>;

/** Which cart a call names: the caller's current cart, or one by id. */
export type CartTarget = { current: true } | { current: false; id: string };

/**
 * The cart a call names: by the id in its path, which Wix's packages repeat in the body (`id`, which must then
 * match), else the caller's current cart (whose calls take no id).
 */
export function targetOf(pathId: string | undefined, bodyId: string | undefined): CartTarget {
  if (pathId === undefined) {
    if (bodyId !== undefined) throw invalidField('id', 'FIELD_NOT_ALLOWED', 'is not allowed here');
    return { current: true };
  }
  if (bodyId !== undefined && bodyId.toLowerCase() !== pathId.toLowerCase())
    throw new AppError(400, 'CART_ID_MISMATCH', 'The id in the body differs from the cart id in the path');
  return { current: false, id: pathId };
}

export const noCurrentCart = () =>
  new AppError(404, 'OWNED_CART_NOT_FOUND', 'There is no current cart for this caller');

/** A cart of another owner answers as one that does not exist: its contents are never shown. */
function owned(caller: Caller, row: CartRow | undefined, id: string): CartRow {
  if (!row || (!elevated(caller) && (!caller.subjectId || row.ownerSubjectId !== caller.subjectId)))
    throw notFound('Cart', id);
  return row;
}

function bookRead(book: FactsBook, read: CartRead, also: readonly CartItemRef[]) {
  bookFacts(book, read.row.lines, read.facts);
  bookFacts(book, also, read.alsoFacts);
}

/**
 * The cart a call names; with a `book`, read with the facts of its lines and of the `also` refs (one
 * statement) put into the book.
 */
async function findCart(
  db: Db,
  caller: Caller,
  target: CartTarget,
  lock: boolean,
  book?: FactsBook,
  also: readonly CartItemRef[] = [],
): Promise<CartRow> {
  const booked = (read: CartRead | undefined) => {
    if (read && book) bookRead(book, read, also);
    return read?.row;
  };
  if (!target.current) {
    const row = book
      ? booked(await cartWithFactsById(db, target.id, lock, also))
      : await cartById(db, target.id, lock);
    return owned(caller, row, target.id);
  }
  const subjectId = caller.subjectId;
  const row = !subjectId
    ? undefined
    : book
      ? booked(await currentCartWithFacts(db, subjectId, lock, also))
      : await currentCartOf(db, subjectId, lock);
  if (!row) throw noCurrentCart();
  return row;
}

export const findCartForRead = (db: Db, caller: Caller, target: CartTarget, book?: FactsBook) =>
  findCart(db, caller, target, false, book);

const ownerOf = (caller: Caller) => ({ subjectId: caller.subjectId, memberId: caller.memberId });

/** The cart's wire view, priced now: with shipping and its tax when an option is selected (see shipping.ts). */
export async function viewOf(
  db: Db,
  deps: CartDeps,
  row: CartRow,
  book: FactsBook = new Map(),
): Promise<CartView> {
  const now = new Date();
  const e = await evaluate(db, row, book, { now });
  const data = await pricingDataFor(db, e.request);
  const itemsOnly = priceCartRules(e.request, data);
  const option = await selectedShipping(db, row, e, itemsOnly, now);
  const priced = option
    ? priceCartRules({ ...e.request, shipping: { code: option.code, cost: option.cost } }, data)
    : itemsOnly;
  return cartView({ row, ...e, priced, storefrontUrl: deps.storefrontUrl });
}

/** Refuses a coupon that does not apply to the basket as it would be: the caller's write is then undone. */
export async function checkNewCoupon(
  db: Db,
  before: { couponCode: string | null },
  next: Parameters<typeof evaluate>[1],
  book: FactsBook,
) {
  if (!next.couponCode || next.couponCode === before.couponCode) return;
  const { request } = await evaluate(db, next, book, { now: new Date() });
  await checkCoupon(db, next.couponCode, request);
}

/**
 * One write of a cart, in one transaction: the row locked (the caller's current cart made when `create`
 * and there is none), the change, a coupon check, the new version, and the event in the outbox.
 */
async function writeCart(
  db: Db,
  deps: CartDeps,
  caller: Caller,
  target: CartTarget,
  change: (row: CartRow, book: FactsBook, tx: Db) => Promise<CartChanges> | CartChanges,
  create = false,
  also: readonly CartItemRef[] = [],
): Promise<{ cart: CartView }> {
  return db.transaction(async (tx) => {
    let row: CartRow;
    let created = false;
    const book: FactsBook = new Map();
    if (target.current && create && caller.subjectId) {
      const read = await lockedCurrentCart(
        tx,
        { subjectId: caller.subjectId, memberId: caller.memberId },
        also,
      );
      ({ row, created } = read);
      if (!created) bookRead(book, read, also);
    } else {
      row = await findCart(tx, caller, target, true, book, also);
    }
    const changes = await change(row, book, tx);
    await checkNewCoupon(tx, row, { ...row, ...changes }, book);
    const next = await updateCart(tx, row.id, changes);
    const cart = await viewOf(tx, deps, next, book);
    await recordEvent(tx, {
      type: created ? CART_EVENTS.created : CART_EVENTS.updated,
      entityId: next.id,
      entity: cart as unknown as Record<string, unknown>,
    });
    return { cart };
  });
}

async function currencyOf(tx: Db, row: CartRow, book: FactsBook) {
  return (await evaluate(tx, { ...row, couponCode: null, merchantDiscounts: [] }, book, { now: new Date() }))
    .currency;
}

async function addedLines(
  tx: Db,
  caller: Caller,
  row: CartRow,
  body: AddToCartBody,
  book: FactsBook,
): Promise<CartChanges> {
  const additions = body.lineItems?.length ? await additionsOf(tx, caller, body.lineItems, book) : [];
  const currency = await currencyOf(tx, row, book);
  const custom = customLinesOf(caller, body.customLineItems ?? [], currency);
  const lines = addLines(row.lines, additions, randomUUID, row.customLines.length + custom.length);
  return custom.length > 0 ? { lines, customLines: [...row.customLines, ...custom] } : { lines };
}

/** The fields a PATCH may name in its comma-joined mask (with or without the `cartInfo.` prefix). */
const MASKABLE = [
  'buyerNote',
  'contactInfo',
  'selectedShippingOption',
  'couponCode',
  'merchantDiscounts',
  'lineItems',
  'customLineItems',
] as const;
type Maskable = (typeof MASKABLE)[number];

function maskOf(text: string | undefined): Set<Maskable> | undefined {
  if (!text?.trim()) return undefined;
  const fields = text.split(',').map((f) =>
    f
      .trim()
      .replace(/^cartInfo\./, '')
      .replace(/\..*$/, ''),
  );
  const unknown = fields.filter((f) => f && !(MASKABLE as readonly string[]).includes(f) && f !== 'cartInfo');
  if (unknown.length > 0)
    throw new AppError(
      400,
      'INVALID_FIELD_MASK',
      `The field mask names fields a cart update cannot set: ${unknown.join(', ')}`,
    );
  return new Set(
    fields.includes('cartInfo') ? ['buyerNote', 'contactInfo', 'selectedShippingOption', ...fields] : fields,
  ) as Set<Maskable>;
}

async function cartChanges(
  tx: Db,
  caller: Caller,
  row: CartRow,
  body: CreateCartBody,
  book: FactsBook,
  mask: Set<Maskable> | undefined,
): Promise<CartChanges> {
  const wants = (field: Maskable, given: boolean) => (mask ? mask.has(field) : given);
  const info = body.cartInfo ?? {};
  const changes: CartChanges = {};
  if (wants('buyerNote', info.buyerNote !== undefined)) changes.buyerNote = info.buyerNote ?? null;
  if (wants('contactInfo', info.contactInfo !== undefined))
    changes.contactInfo = info.contactInfo ? contactInfoOf(info.contactInfo) : null;
  if (wants('selectedShippingOption', info.selectedShippingOption !== undefined))
    changes.selectedShippingOption = info.selectedShippingOption ?? null;
  if (wants('couponCode', body.couponCode !== undefined))
    changes.couponCode = body.couponCode?.trim() || null;
  if (
    wants('lineItems', body.lineItems !== undefined) ||
    wants('customLineItems', body.customLineItems !== undefined)
  ) {
    Object.assign(
      changes,
      await addedLines(
        tx,
        caller,
        row,
        {
          lineItems: wants('lineItems', true) ? (body.lineItems ?? []) : [],
          customLineItems: wants('customLineItems', true) ? (body.customLineItems ?? []) : [],
        },
        book,
      ),
    );
  }
  if (wants('merchantDiscounts', body.merchantDiscounts !== undefined))
    changes.merchantDiscounts = merchantDiscountsOf(
      caller,
      body.merchantDiscounts ?? [],
      await currencyOf(tx, { ...row, ...changes }, book),
    );
  return changes;
}

/** POST /v1/carts: a new cart of the caller, made its current cart. */
export async function createCart(db: Db, deps: CartDeps, caller: Caller, body: CreateCartBody) {
  return db.transaction(async (tx) => {
    const empty = await insertCart(tx, ownerOf(caller), {});
    const book: FactsBook = new Map();
    const changes = await cartChanges(tx, caller, empty, body, book, undefined);
    await checkNewCoupon(tx, empty, { ...empty, ...changes }, book);
    const row = await updateCart(tx, empty.id, changes);
    const cart = await viewOf(tx, deps, row, book);
    await recordEvent(tx, {
      type: CART_EVENTS.created,
      entityId: row.id,
      entity: cart as unknown as Record<string, unknown>,
    });
    return { cart };
  });
}

export async function getCart(db: Db, deps: CartDeps, caller: Caller, target: CartTarget) {
  const book: FactsBook = new Map();
  return { cart: await viewOf(db, deps, await findCart(db, caller, target, false, book), book) };
}

/** PATCH: the given fields (or those the comma-joined mask names); line items given are added. */
export async function patchCart(
  db: Db,
  deps: CartDeps,
  caller: Caller,
  target: CartTarget,
  body: UpdateCartBody,
  maskText?: string,
) {
  if (
    !target.current &&
    body.cartInfo?.id !== undefined &&
    body.cartInfo.id.toLowerCase() !== target.id.toLowerCase()
  )
    throw new AppError(400, 'CART_ID_MISMATCH', 'cartInfo.id differs from the cart id in the path');
  const mask = maskOf(maskText ?? body.fieldMask ?? body.cartFieldmask);
  return writeCart(
    db,
    deps,
    caller,
    target,
    (row, book, tx) => cartChanges(tx, caller, row, body, book, mask),
    true,
  );
}

export async function addToCart(
  db: Db,
  deps: CartDeps,
  caller: Caller,
  target: CartTarget,
  body: AddToCartBody,
) {
  return writeCart(
    db,
    deps,
    caller,
    target,
    (row, book, tx) => addedLines(tx, caller, row, body, book),
    true,
    refsToRead(caller, body),
  );
}

/**
 * The catalog refs an add names, read with the cart's row; none when the lines are refused (addedLines then
 * refuses them as before, once the cart is found).
 */
function refsToRead(caller: Caller, body: AddToCartBody): CartItemRef[] {
  try {
    return lineRefsOf(caller, body.lineItems ?? []);
  } catch {
    return [];
  }
}

export async function removeLineItems(
  db: Db,
  deps: CartDeps,
  caller: Caller,
  target: CartTarget,
  ids: string[],
) {
  return writeCart(db, deps, caller, target, (row) => removeLines(row.lines, row.customLines, ids));
}

/** update-line-items-quantity's lines: each names a line by `id` (or Wix's `_id`). */
export function quantityUpdatesOf(
  items: { id?: string | undefined; _id?: string | undefined; quantity: number }[],
): QuantityUpdate[] {
  return items.map((item, i) => {
    const id = item.id ?? item._id;
    if (!id) throw new AppError(400, 'LINE_ITEM_ID_REQUIRED', `lineItems[${i}] needs the id of a line`);
    return { id, quantity: item.quantity };
  });
}

export async function updateQuantities(
  db: Db,
  deps: CartDeps,
  caller: Caller,
  target: CartTarget,
  items: { id?: string | undefined; _id?: string | undefined; quantity: number }[],
) {
  const updates = quantityUpdatesOf(items);
  return writeCart(db, deps, caller, target, (row) => setQuantities(row.lines, row.customLines, updates));
}

export async function removeCoupon(db: Db, deps: CartDeps, caller: Caller, target: CartTarget) {
  return writeCart(db, deps, caller, target, () => ({ couponCode: null }));
}

export async function deleteCart(db: Db, caller: Caller, target: CartTarget) {
  await db.transaction(async (tx) => {
    const row = await findCart(tx, caller, target, true);
    await deleteCartRow(tx, row.id);
    await recordEvent(tx, { type: CART_EVENTS.deleted, entityId: row.id });
  });
  return {};
}

/**
 * After an order placed from a cart: the cart is deleted (its owner's next add starts a new current cart), so
 * the shopper finds their cart empty, as after clearing it (spec section 4).
 */
export async function deleteOrderedCart(tx: Db, cartId: string) {
  const row = await cartById(tx, cartId, true);
  if (!row) return;
  await deleteCartRow(tx, row.id);
  await recordEvent(tx, { type: CART_EVENTS.deleted, entityId: row.id });
}

import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { draftOrders, type StoredDraftLine } from '../../db/schema';
import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { AppError, invalidField, notFound, ValidationError } from '../../http/errors';
import { addressFrom } from '../../lib/address';
import { actorOf, recordChange } from '../audit';
import { mailPlacedOrder, phoneOrderLines, placePhoneOrder, type PhoneOrder } from '../checkouts';
import { orderById } from '../orders';
import { enabledPaymentMethods, paymentMethodById } from '../payment-methods';
import { customerName, draftFieldOf, merchantMessage } from './rules';
import type { DraftOrderInput, DraftOrderSummary } from './schemas';
import { draftView } from './view';

/** Draft orders: the merchant's phone and mail orders, kept until sent, then placed as any shop order. */

export type DraftRow = typeof draftOrders.$inferSelect;
type Changes = Partial<typeof draftOrders.$inferInsert>;

export const ZERO_ID = '00000000-0000-0000-0000-000000000000';
export const DRAFT_ENTITY = 'draftOrder';

const notFoundDraft = (id: string) => notFound('Draft order', id);

async function draftById(db: Db, id: string, lock = false): Promise<DraftRow> {
  const query = db.select().from(draftOrders).where(eq(draftOrders.id, id.toLowerCase()));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFoundDraft(id);
  return row;
}

/** The draft as the audit log keeps it: what a person set, not the prices of the moment. */
const auditDoc = (row: DraftRow) => ({
  status: row.status,
  lineItems: row.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  shippingAddress: row.shippingAddress,
  shippingOptionCode: row.shippingOptionCode,
  paymentMethodId: row.paymentMethodId,
  buyerNote: row.buyerNote,
  ...(row.orderId ? { orderId: row.orderId, orderNumber: row.orderNumber } : {}),
});

export const phoneOrderOf = (row: DraftRow): PhoneOrder => ({
  lines: row.lines.map(({ id, productId, variantId, quantity }) => ({ id, productId, variantId, quantity })),
  email: row.email,
  contact: {
    ...(row.firstName ? { firstName: row.firstName } : {}),
    ...(row.lastName ? { lastName: row.lastName } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
  },
  shippingAddress: row.shippingAddress,
  shippingOptionCode: row.shippingOptionCode,
  paymentMethodId: row.paymentMethodId,
  buyerNote: row.buyerNote,
});

/** A field violation of the checkout's path named as the draft's field. */
function asDraftError(error: unknown): unknown {
  if (error instanceof ValidationError)
    return new ValidationError(error.violations.map((v) => ({ ...v, field: draftFieldOf(v.field) })));
  if (error instanceof AppError) {
    const message = merchantMessage(error.code, error.message);
    return new AppError(error.status, error.code, message, message, error.data);
  }
  return error;
}

/** The lines given, each product read from the catalog (gone or not for sale: 400 naming the line). */
async function linesOf(db: Db, caller: Caller, input: NonNullable<DraftOrderInput['lineItems']>) {
  const lines = input.map((l) => ({
    id: l.id ?? randomUUID(),
    productId: l.productId.toLowerCase(),
    variantId: (l.variantId ?? ZERO_ID).toLowerCase(),
    quantity: l.quantity,
  }));
  const ids = new Set<string>();
  lines.forEach((l, i) => {
    if (ids.has(l.id))
      throw invalidField(`draftOrder.lineItems[${i}].id`, 'VALIDATION', 'names a line given twice');
    ids.add(l.id);
  });
  try {
    const stored = await phoneOrderLines(db, caller, lines);
    return stored.map((s): StoredDraftLine => ({
      id: s.id,
      productId: s.productId,
      variantId: s.variantId,
      quantity: s.quantity,
      ...(s.name ? { name: s.name } : {}),
    }));
  } catch (error) {
    throw asDraftError(error);
  }
}

/** The changes an input makes: each field given replaces the draft's, null clears it. */
async function changesOf(db: Db, caller: Caller, input: DraftOrderInput): Promise<Changes> {
  const changes: Changes = {};
  if (input.lineItems !== undefined) changes.lines = await linesOf(db, caller, input.lineItems);
  const c = input.customer;
  if (c?.email !== undefined) changes.email = c.email?.trim().toLowerCase() || null;
  if (c?.firstName !== undefined) changes.firstName = c.firstName?.trim() || null;
  if (c?.lastName !== undefined) changes.lastName = c.lastName?.trim() || null;
  if (c?.phone !== undefined) changes.phone = c.phone?.trim() || null;
  if (input.shippingAddress !== undefined)
    changes.shippingAddress = input.shippingAddress ? addressFrom(input.shippingAddress) : null;
  if (input.shippingOptionCode !== undefined) changes.shippingOptionCode = input.shippingOptionCode || null;
  if (input.buyerNote !== undefined) changes.buyerNote = input.buyerNote?.trim() || null;
  if (input.paymentMethodId !== undefined) {
    const id = input.paymentMethodId?.toLowerCase() ?? null;
    if (id && (await paymentMethodById(db, id))?.enabled !== true)
      throw invalidField(
        'draftOrder.paymentMethodId',
        'VALIDATION',
        'names no payment method the shop offers',
      );
    changes.paymentMethodId = id;
  }
  return changes;
}

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>;

async function viewOf(ctx: Ctx, caller: Caller, row: DraftRow) {
  return { draftOrder: await draftView(ctx, caller, row, await enabledPaymentMethods(ctx.db)) };
}

/** POST /v1/draft-orders: a new draft, as given (nothing is required until it is sent). */
export async function createDraft(ctx: Ctx, caller: Caller, input: DraftOrderInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const changes = await changesOf(tx, caller, input);
    const [made] = await tx
      .insert(draftOrders)
      .values({ ...changes, createdBy: actorOf(caller).name })
      .returning();
    await recordChange(
      tx,
      'draftOrder.created',
      { type: DRAFT_ENTITY, id: made!.id },
      undefined,
      auditDoc(made!),
    );
    return made!;
  });
  return viewOf(ctx, caller, row);
}

/** GET /v1/draft-orders/{id}: the draft, priced now. */
export async function getDraft(ctx: Ctx, caller: Caller, id: string) {
  return viewOf(ctx, caller, await draftById(ctx.db, id));
}

const sentError = (row: DraftRow) =>
  new AppError(
    409,
    'DRAFT_ORDER_SENT',
    `This draft was sent: it is order ${row.orderNumber ?? ''}, and can no longer change`.replace('  ', ' '),
    undefined,
    { orderId: row.orderId, orderNumber: row.orderNumber },
  );

/** A page sends back the `updatedDate` it showed (If-Match); a draft changed since is not overwritten. */
function refuseIfStale(row: DraftRow, revision: string | undefined) {
  if (revision === undefined) return;
  if (Date.parse(revision) === row.updatedDate.getTime()) return;
  throw new AppError(
    409,
    'DRAFT_ORDER_CHANGED',
    'Someone changed this draft since it was shown: reload it to see their change',
    undefined,
    { updatedDate: row.updatedDate.toISOString() },
  );
}

/** PATCH /v1/draft-orders/{id}: the fields given replace the draft's; a sent draft is refused (409). */
export async function updateDraft(
  ctx: Ctx,
  caller: Caller,
  id: string,
  input: DraftOrderInput,
  revision?: string,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await draftById(tx, id, true);
    if (before.status === 'SENT') throw sentError(before);
    refuseIfStale(before, revision);
    const changes = await changesOf(tx, caller, input);
    const [after] = await tx
      .update(draftOrders)
      .set({ ...changes, version: sql`${draftOrders.version} + 1`, updatedDate: new Date() })
      .where(eq(draftOrders.id, before.id))
      .returning();
    await recordChange(
      tx,
      'draftOrder.updated',
      { type: DRAFT_ENTITY, id: before.id },
      auditDoc(before),
      auditDoc(after!),
    );
    return after!;
  });
  return viewOf(ctx, caller, row);
}

/** DELETE /v1/draft-orders/{id}: a draft not sent is deleted; a sent one is the record of its order (409). */
export async function deleteDraft(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const row = await draftById(tx, id, true);
    if (row.status === 'SENT') throw sentError(row);
    await tx.delete(draftOrders).where(eq(draftOrders.id, row.id));
    await recordChange(
      tx,
      'draftOrder.deleted',
      { type: DRAFT_ENTITY, id: row.id },
      auditDoc(row),
      undefined,
    );
  });
  return {};
}

/**
 * POST /v1/draft-orders/{id}/send: the draft placed as an order by the checkout's create-order (stock, totals,
 * tax, shipping, number, events), the draft marked sent with its order, the audit entries, all in one
 * transaction (refused: nothing is kept); the confirmation mailed to the customer after commit. Sending a sent
 * draft again answers its order: the draft's row lock makes a second send wait for the first and find it.
 */
export async function sendDraft(ctx: Ctx, caller: Caller, id: string, revision?: string) {
  const { row, order } = await ctx.db.transaction(async (tx) => {
    const draft = await draftById(tx, id, true);
    if (draft.status === 'SENT') return { row: draft, order: undefined };
    refuseIfStale(draft, revision);
    if (draft.lines.length === 0)
      throw new AppError(400, 'NOTHING_TO_ORDER', merchantMessage('NOTHING_TO_ORDER', ''), undefined, {
        field: 'lineItems',
      });
    let placed;
    try {
      placed = await placePhoneOrder(tx, ctx, caller, phoneOrderOf(draft));
    } catch (error) {
      throw asDraftError(error);
    }
    const now = new Date();
    const [sent] = await tx
      .update(draftOrders)
      .set({
        status: 'SENT',
        orderId: placed.id,
        orderNumber: String(placed.number),
        sentDate: now,
        updatedDate: now,
        version: sql`${draftOrders.version} + 1`,
      })
      .where(eq(draftOrders.id, draft.id))
      .returning();
    await recordChange(
      tx,
      'draftOrder.sent',
      { type: DRAFT_ENTITY, id: draft.id },
      auditDoc(draft),
      auditDoc(sent!),
    );
    await recordChange(tx, 'order.created', { type: 'order', id: placed.id }, undefined, {
      number: placed.number,
      lineItems: placed.lines.length,
      total: placed.priceSummary.total,
      draftOrderId: draft.id,
    });
    return { row: sent!, order: placed };
  });
  if (order) await mailPlacedOrder(ctx, order);
  else if (row.orderId && !(await orderById(ctx.db, row.orderId))) throw notFound('Order', row.orderId);
  const view = await viewOf(ctx, caller, row);
  return { ...view, orderId: row.orderId!, orderNumber: row.orderNumber! };
}

const summaryOf = (row: DraftRow): DraftOrderSummary => {
  const name = customerName(row.firstName, row.lastName);
  return {
    id: row.id,
    status: row.status as DraftOrderSummary['status'],
    customer: { ...(row.email ? { email: row.email } : {}), ...(name ? { name } : {}) },
    lineCount: row.lines.length,
    units: row.lines.reduce((n, l) => n + l.quantity, 0),
    ...(row.orderId ? { orderId: row.orderId } : {}),
    ...(row.orderNumber ? { orderNumber: row.orderNumber } : {}),
    createdBy: row.createdBy,
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  };
};

/** GET /v1/draft-orders: newest change first, optionally only drafts or only sent ones. */
export async function listDrafts(db: Db, q: { status?: 'DRAFT' | 'SENT'; limit: number; offset: number }) {
  const where = q.status ? eq(draftOrders.status, q.status) : undefined;
  const rows = await db
    .select()
    .from(draftOrders)
    .where(and(where))
    .orderBy(desc(draftOrders.updatedDate), desc(draftOrders.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(draftOrders).where(and(where));
  return {
    draftOrders: rows.map(summaryOf),
    metadata: { count: rows.length, offset: q.offset, total: Number(total?.n ?? 0) },
  };
}

import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/open';
import { backInStockRequests } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { UUID_RE } from '../../http/query-fields';
import { availableStock, shopperVariants, type ShopperVariant } from '../catalog';
import { MAX_WAITING_PER_MEMBER, statusOf } from './rules';
import type { BackInStockRequest, MerchantQuery } from './schemas';

type Row = typeof backInStockRequests.$inferSelect;
type RequestView = Static<typeof BackInStockRequest>;

export const inStockAlready = () =>
  new AppError(
    409,
    'VARIANT_IN_STOCK',
    'This choice is in stock: there is nothing to wait for, it can be bought now',
  );

const tooManyWaiting = () =>
  new AppError(
    400,
    'TOO_MANY_BACK_IN_STOCK_REQUESTS',
    `At most ${MAX_WAITING_PER_MEMBER} pieces can be awaited at once: remove one you no longer wait for`,
  );

/** Requests as clients see them, with the piece's name, slug and choices as they are now. */
export async function views(db: Db, rows: Row[]): Promise<RequestView[]> {
  const pieces = await shopperVariants(db, rows);
  return rows.map((row, i) => view(row, pieces[i] ?? null));
}

function view(row: Row, piece: ShopperVariant | null): RequestView {
  return {
    id: row.id,
    memberId: row.memberId,
    productId: row.productId,
    variantId: row.variantId,
    status: statusOf(row.notifiedDate),
    // A row outlives its variant only within the statement that deletes it (the foreign key cascades).
    productName: piece?.productName ?? '',
    productSlug: piece?.slug ?? '',
    choices: piece?.choices ?? {},
    createdDate: row.createdDate.toISOString(),
    ...(row.notifiedDate ? { notifiedDate: row.notifiedDate.toISOString() } : {}),
  };
}

/**
 * POST /v1/back-in-stock/requests: the member waits for a sold-out variant that shoppers can see. Asking
 * again is no error: a waiting request stays as it is, one already answered waits again.
 */
export async function requestNotice(db: Db, memberId: string, ref: { productId: string; variantId: string }) {
  const [piece] = await shopperVariants(db, [ref]);
  if (!piece?.visible) throw notFound('Variant', ref.variantId);
  const [level] = await availableStock(db, [ref]);
  if (level?.inStock) throw inStockAlready();
  const mine = and(
    eq(backInStockRequests.memberId, memberId),
    eq(backInStockRequests.productId, ref.productId),
    eq(backInStockRequests.variantId, ref.variantId),
  );
  const [existing] = await db.select().from(backInStockRequests).where(mine);
  if (existing && !existing.notifiedDate) return { request: view(existing, piece) };
  const [waiting] = await db
    .select({ n: count() })
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.memberId, memberId), isNull(backInStockRequests.notifiedDate)));
  if ((waiting?.n ?? 0) >= MAX_WAITING_PER_MEMBER) throw tooManyWaiting();
  const [row] = await db
    .insert(backInStockRequests)
    .values({ memberId, ...ref })
    .onConflictDoUpdate({
      target: [backInStockRequests.memberId, backInStockRequests.productId, backInStockRequests.variantId],
      set: { createdDate: sql`now()`, notifiedDate: null },
    })
    .returning();
  if (!row) throw new Error('back-in-stock request not stored');
  return { request: view(row, piece) };
}

/** GET /v1/back-in-stock/requests/my: the member's requests, newest first. */
export async function myRequests(db: Db, memberId: string) {
  const rows = await db
    .select()
    .from(backInStockRequests)
    .where(eq(backInStockRequests.memberId, memberId))
    .orderBy(desc(backInStockRequests.createdDate), desc(backInStockRequests.id));
  return { requests: await views(db, rows) };
}

/** DELETE /v1/back-in-stock/requests/{id}: only the member's own; another's is "not found", never told apart. */
export async function deleteMyRequest(db: Db, memberId: string, id: string) {
  if (!UUID_RE.test(id)) throw notFound('Back-in-stock request', id);
  const [gone] = await db
    .delete(backInStockRequests)
    .where(and(eq(backInStockRequests.id, id), eq(backInStockRequests.memberId, memberId)))
    .returning({ id: backInStockRequests.id });
  if (!gone) throw notFound('Back-in-stock request', id);
  return {};
}

/** GET /v1/back-in-stock/requests (elevated): every member's requests, newest first, narrowed by product or status. */
export async function merchantRequests(db: Db, query: Static<typeof MerchantQuery>) {
  const filters: SQL[] = [];
  if (query.productId) filters.push(eq(backInStockRequests.productId, query.productId));
  if (query.status === 'WAITING') filters.push(isNull(backInStockRequests.notifiedDate));
  if (query.status === 'NOTIFIED') filters.push(isNotNull(backInStockRequests.notifiedDate));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(backInStockRequests)
    .where(where)
    .orderBy(desc(backInStockRequests.createdDate), desc(backInStockRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(backInStockRequests).where(where);
  return {
    requests: await views(db, rows),
    metadata: { count: rows.length, offset: query.offset, total: total?.n ?? 0 },
  };
}

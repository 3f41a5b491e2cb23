import { and, eq, getTableColumns, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { carts } from '../../db/schema';
import { cartLineFactsColumn, cartLineFactsOf, type CartItemFacts, type CartItemRef } from '../catalog';

/** Reads and writes of cart rows. A write of a cart locks its row first, so concurrent writes queue. */

export type CartRow = typeof carts.$inferSelect;
export type CartChanges = Partial<
  Pick<
    CartRow,
    | 'lines'
    | 'customLines'
    | 'couponCode'
    | 'merchantDiscounts'
    | 'contactInfo'
    | 'buyerNote'
    | 'selectedShippingOption'
    | 'ownerSubjectId'
    | 'ownerMemberId'
    | 'current'
  >
>;

/** Who a new cart belongs to: a token subject (visitor or member), or nobody (made by an elevated app). */
export interface Owner {
  subjectId?: string | undefined;
  memberId?: string | undefined;
}

export async function cartById(db: Db, id: string, lock: boolean): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(eq(carts.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function currentCartOf(db: Db, subjectId: string, lock: boolean): Promise<CartRow | undefined> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.ownerSubjectId, subjectId), eq(carts.current, 1)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * A cart row and the catalog's facts of each of its lines (null: not in the catalog), and of the `also` refs a
 * request is about to add, read in one statement.
 */
export interface CartRead {
  row: CartRow;
  facts: (CartItemFacts | null)[];
  alsoFacts: (CartItemFacts | null)[];
}

async function readWithFacts(
  db: Db,
  where: SQL | undefined,
  lock: boolean,
  also: readonly CartItemRef[],
): Promise<CartRead | undefined> {
  const refs = also.length > 0 ? sql`${carts.lines} || ${JSON.stringify(also)}::jsonb` : sql`${carts.lines}`;
  const query = db
    .select({ ...getTableColumns(carts), lineFacts: cartLineFactsColumn(refs) })
    .from(carts)
    .where(where);
  const [found] = await (lock ? query.for('update') : query);
  if (!found) return undefined;
  const { lineFacts, ...row } = found;
  const facts = cartLineFactsOf(lineFacts, row.lines.length + also.length);
  return { row, facts: facts.slice(0, row.lines.length), alsoFacts: facts.slice(row.lines.length) };
}

export const cartWithFactsById = (db: Db, id: string, lock: boolean, also: readonly CartItemRef[] = []) =>
  readWithFacts(db, eq(carts.id, id), lock, also);

export const currentCartWithFacts = (
  db: Db,
  subjectId: string,
  lock: boolean,
  also: readonly CartItemRef[] = [],
) => readWithFacts(db, and(eq(carts.ownerSubjectId, subjectId), eq(carts.current, 1)), lock, also);

/**
 * The owner's current cart, locked, made empty when there is none. Two first adds at once both insert;
 * the unique (owner, current) index keeps one, and both then lock and read that one.
 */
export async function lockedCurrentCart(
  db: Db,
  owner: Required<Pick<Owner, 'subjectId'>> & Owner,
  also: readonly CartItemRef[] = [],
): Promise<CartRead & { created: boolean }> {
  const existing = await currentCartWithFacts(db, owner.subjectId, true, also);
  if (existing) return { ...existing, created: false };
  const inserted = await db
    .insert(carts)
    .values({ ownerSubjectId: owner.subjectId, ownerMemberId: owner.memberId ?? null, current: 1 })
    .onConflictDoNothing({ target: [carts.ownerSubjectId, carts.current] })
    .returning();
  if (inserted[0]) return { row: inserted[0], facts: [], alsoFacts: [], created: true };
  const read = await currentCartWithFacts(db, owner.subjectId, true, also);
  if (!read) throw new Error('current cart neither inserted nor found');
  return { ...read, created: false };
}

/** A new cart of `owner` (its current cart when it has an owner: the one it had before stays, by id). */
export async function insertCart(db: Db, owner: Owner, values: CartChanges): Promise<CartRow> {
  if (owner.subjectId) {
    await db
      .update(carts)
      .set({ current: null })
      .where(and(eq(carts.ownerSubjectId, owner.subjectId), eq(carts.current, 1)));
  }
  const [row] = await db
    .insert(carts)
    .values({
      ...values,
      ownerSubjectId: owner.subjectId ?? null,
      ownerMemberId: owner.memberId ?? null,
      current: owner.subjectId ? 1 : null,
    })
    .returning();
  return row!;
}

/** Writes a cart's changes; bumps its version and updatedDate. */
export async function updateCart(db: Db, id: string, changes: CartChanges): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ ...changes, version: sql`${carts.version} + 1`, updatedDate: new Date() })
    .where(eq(carts.id, id))
    .returning();
  return row!;
}

export async function deleteCartRow(db: Db, id: string): Promise<void> {
  await db.delete(carts).where(eq(carts.id, id));
}

/** Up to `chunk` visitors' carts nobody wrote since `cutoff`, deleted; members' carts are never chosen. */
export async function deleteIdleVisitorCarts(db: Db, cutoff: Date, chunk: number): Promise<string[]> {
  const idle = db
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNull(carts.ownerMemberId), isNotNull(carts.ownerSubjectId), lt(carts.updatedDate, cutoff)))
    .limit(chunk);
  const gone = await db.delete(carts).where(inArray(carts.id, idle)).returning({ id: carts.id });
  return gone.map((g) => g.id);
}

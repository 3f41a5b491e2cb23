import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { paymentMethods } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { notFound } from '../../http/errors';
import { needsPickup } from './rules';
import type { PaymentMethod } from './schemas';

type Row = typeof paymentMethods.$inferSelect;

const view = (row: Row): PaymentMethod => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  instructions: row.instructions,
  enabled: row.enabled,
  pickupOnly: needsPickup(row.kind),
});

const ordered = [asc(paymentMethods.createdDate), asc(paymentMethods.id)];

export async function paymentMethodById(db: Db, id: string): Promise<PaymentMethod | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row && view(row);
}

/** The methods a buyer may choose at checkout, in the order the merchant added them. */
export async function enabledPaymentMethods(db: Db): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.enabled, true))
    .orderBy(...ordered);
  return rows.map(view);
}

/** GET /v1/payment-methods: the enabled ones; an elevated caller also sees those switched off. */
export async function listPaymentMethods(db: Db, caller: Caller) {
  if (caller.role !== 'admin') return { paymentMethods: await enabledPaymentMethods(db) };
  const rows = await db
    .select()
    .from(paymentMethods)
    .orderBy(...ordered);
  return { paymentMethods: rows.map(view) };
}

export async function createPaymentMethod(
  db: Db,
  input: Pick<PaymentMethod, 'kind' | 'title' | 'instructions'> & { enabled?: boolean },
) {
  const [row] = await db.insert(paymentMethods).values(input).returning();
  return { paymentMethod: view(row!) };
}

export async function updatePaymentMethod(db: Db, id: string, patch: Partial<Omit<PaymentMethod, 'id'>>) {
  const [row] = await db
    .update(paymentMethods)
    .set({ ...patch, updatedDate: new Date() })
    .where(eq(paymentMethods.id, id))
    .returning();
  if (!row) throw notFound('Payment method', id);
  return { paymentMethod: view(row) };
}

/** A checkout or order keeps its own copy of the method it was placed with, so deleting loses nothing. */
export async function deletePaymentMethod(db: Db, id: string) {
  const [row] = await db
    .delete(paymentMethods)
    .where(eq(paymentMethods.id, id))
    .returning({ id: paymentMethods.id });
  if (!row) throw notFound('Payment method', id);
  return {};
}

import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { couponUses, coupons, discountRules, taxRates, taxSettings } from '../../db/schema';
import type { TaxSettings } from './cart-rules';
import type { CouponOffer, CouponUsage } from './offer-rules';
import type { Buyer } from './types';

export type CouponRow = typeof coupons.$inferSelect;
export type DiscountRuleRow = typeof discountRules.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;

/** Codes are compared without case: "welcome10" is WELCOME10. */
export const codeIs = (code: string): SQL => sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`;

export async function couponByCode(db: Db, code: string, lock = false): Promise<CouponOffer | undefined> {
  const query = db.select().from(coupons).where(codeIs(code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Uses of a coupon so far: in all, and by this buyer (same member, same visitor or same email). */
export async function couponUsage(db: Db, couponId: string, buyer: Buyer): Promise<CouponUsage> {
  const same: SQL[] = [eq(couponUses.subjectId, buyer.subjectId)];
  if (buyer.memberId) same.push(eq(couponUses.memberId, buyer.memberId));
  if (buyer.email) same.push(eq(couponUses.email, buyer.email.trim().toLowerCase()));
  const [row] = await db
    .select({
      total: count(),
      byBuyer: sql<number>`count(*) filter (where ${or(...same)})`.mapWith(Number),
    })
    .from(couponUses)
    .where(eq(couponUses.couponId, couponId));
  return { total: row?.total ?? 0, byBuyer: row?.byBuyer ?? 0 };
}

export const listDiscountRules = (db: Db) =>
  db.select().from(discountRules).orderBy(asc(discountRules.createdDate), asc(discountRules.id));

export const listTaxRates = (db: Db) =>
  db.select().from(taxRates).orderBy(asc(taxRates.country), asc(taxRates.subdivision));

export const DEFAULT_TAX_SETTINGS: TaxSettings = { pricesIncludeTax: false, taxShipping: false };

interface TaxRow {
  prices_include_tax: boolean | null;
  tax_shipping: boolean | null;
  id: string | null;
  name: string;
  country: string;
  subdivision: string | null;
  rate: string;
  created_date: string | Date;
  updated_date: string | Date;
}

/**
 * The tax settings and every tax rate in one read (pricing runs inside an order's transaction, whose
 * statements are counted): the settings' one row, or none, beside each rate, or beside nothing.
 */
export async function loadTax(db: Db): Promise<{ rates: TaxRateRow[]; settings: TaxSettings }> {
  const result = (await db.execute(
    sql`select s.prices_include_tax, s.tax_shipping, r.id, r.name, r.country, r.subdivision, r.rate,
          r.created_date, r.updated_date
        from (values (1)) as one(id)
        left join tax_settings s on s.id = one.id
        left join tax_rates r on true
        order by r.country, r.subdivision`,
  )) as unknown as { rows: TaxRow[] };
  const first = result.rows[0];
  return {
    settings:
      first && first.prices_include_tax !== null
        ? { pricesIncludeTax: first.prices_include_tax, taxShipping: first.tax_shipping === true }
        : DEFAULT_TAX_SETTINGS,
    rates: result.rows.flatMap((r) =>
      r.id === null
        ? []
        : [
            {
              id: r.id,
              name: r.name,
              country: r.country,
              subdivision: r.subdivision,
              rate: r.rate,
              createdDate: new Date(r.created_date),
              updatedDate: new Date(r.updated_date),
            },
          ],
    ),
  };
}

export async function loadTaxSettings(db: Db): Promise<TaxSettings & { updatedDate?: Date }> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1));
  return row ?? DEFAULT_TAX_SETTINGS;
}

export async function insertCouponUse(
  db: Db,
  use: { couponId: string; orderId: string; buyer: Buyer },
): Promise<void> {
  await db
    .insert(couponUses)
    .values({
      couponId: use.couponId,
      orderId: use.orderId,
      subjectId: use.buyer.subjectId,
      memberId: use.buyer.memberId ?? null,
      email: use.buyer.email?.trim().toLowerCase() ?? null,
    })
    .onConflictDoNothing({ target: [couponUses.couponId, couponUses.orderId] });
}

export async function orderUsedCoupon(db: Db, couponId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.orderId, orderId)));
  return row !== undefined;
}

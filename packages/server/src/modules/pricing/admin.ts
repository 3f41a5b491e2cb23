import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { couponUses, coupons, discountRules, taxRates, taxSettings } from '../../db/schema';
import { AppError, notFound, ValidationError, type FieldViolation } from '../../http/errors';
import { recordChange } from '../audit';
import { writingSettings } from './kept-settings';
import { offerValues } from './offer-input';
import type {
  CouponInput,
  CouponPatch,
  DiscountRuleInput,
  DiscountRulePatch,
  TaxRateInput,
  TaxRatePatch,
  TaxSettings,
} from './schemas';
import { listDiscountRules, listTaxRates, loadTaxSettings, type CouponRow, type TaxRateRow } from './store';
import { parseRate, rateText, subdivisionCode } from './tax-rules';
import { couponView, discountRuleView, taxRateView } from './views';

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';

const throwIfAny = (violations: FieldViolation[]) => {
  if (violations.length > 0) throw new ValidationError(violations);
};

const codeTaken = (code: string) =>
  new AppError(409, 'COUPON_CODE_EXISTS', `A coupon with the code ${code} already exists`);

async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

async function usesOf(db: Db, couponId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ couponId: couponUses.couponId, n: count() })
    .from(couponUses)
    .where(couponId ? eq(couponUses.couponId, couponId) : undefined)
    .groupBy(couponUses.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

async function couponReply(db: Db, row: CouponRow) {
  return { coupon: couponView(row, (await usesOf(db, row.id)).get(row.id) ?? 0) };
}

// ---------- coupons ----------

/** 0 and null both mean no limit (the app's type coercion turns one into the other). */
const limit = (value: number | undefined) => (value ? value : null);

export async function createCoupon(db: Db, input: CouponInput) {
  const { values, violations } = offerValues(undefined, input, 'coupon');
  throwIfAny(violations);
  const [row] = await uniqueCode(input.code, () =>
    db
      .insert(coupons)
      .values({
        ...values,
        code: input.code,
        usageLimit: limit(input.usageLimit),
        usageLimitPerBuyer: limit(input.usageLimitPerBuyer),
      })
      .returning(),
  );
  return { coupon: couponView(row!, 0) };
}

export async function listCoupons(db: Db) {
  const [rows, uses] = [
    await db.select().from(coupons).orderBy(coupons.createdDate, coupons.id),
    await usesOf(db),
  ];
  return { coupons: rows.map((row) => couponView(row, uses.get(row.id) ?? 0)) };
}

async function couponRow(db: Db, id: string, lock = false): Promise<CouponRow> {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Coupon', id);
  return row;
}

export async function getCoupon(db: Db, id: string) {
  return couponReply(db, await couponRow(db, id));
}

export async function updateCoupon(db: Db, id: string, patch: CouponPatch) {
  return db.transaction(async (tx) => {
    const stored = await couponRow(tx, id, true);
    const { values, violations } = offerValues(stored, patch, 'coupon');
    throwIfAny(violations);
    const code = patch.code ?? stored.code;
    const [row] = await uniqueCode(code, () =>
      tx
        .update(coupons)
        .set({
          ...values,
          code,
          usageLimit: patch.usageLimit !== undefined ? limit(patch.usageLimit) : stored.usageLimit,
          usageLimitPerBuyer:
            patch.usageLimitPerBuyer !== undefined
              ? limit(patch.usageLimitPerBuyer)
              : stored.usageLimitPerBuyer,
          updatedDate: sql`now()`,
        })
        .where(eq(coupons.id, id))
        .returning(),
    );
    return couponReply(tx, row!);
  });
}

export async function deleteCoupon(db: Db, id: string) {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (!row) throw notFound('Coupon', id);
  return {};
}

// ---------- automatic discounts ----------

/**
 * A write of the kept settings and its audit entry, in one transaction that commits before the kept
 * settings are forgotten: a price read meanwhile cannot keep what the transaction had not committed.
 */
const settingsChange = <T>(db: Db, write: (tx: Db) => Promise<T>) =>
  writingSettings(db, () => db.transaction(write));

export async function createDiscountRule(db: Db, input: DiscountRuleInput) {
  return settingsChange(db, async (tx) => {
    const { values, violations } = offerValues(undefined, input, 'discountRule');
    throwIfAny(violations);
    const [row] = await tx.insert(discountRules).values(values).returning();
    const discountRule = discountRuleView(row!);
    await recordChange(
      tx,
      'discountRule.created',
      { type: 'discountRule', id: row!.id },
      undefined,
      discountRule,
    );
    return { discountRule };
  });
}

export async function listAllDiscountRules(db: Db) {
  return { discountRules: (await listDiscountRules(db)).map(discountRuleView) };
}

async function discountRuleRow(db: Db, id: string, lock = false) {
  const query = db.select().from(discountRules).where(eq(discountRules.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Discount rule', id);
  return row;
}

export async function getDiscountRule(db: Db, id: string) {
  return { discountRule: discountRuleView(await discountRuleRow(db, id)) };
}

export async function updateDiscountRule(db: Db, id: string, patch: DiscountRulePatch) {
  return settingsChange(db, async (tx) => {
    const stored = await discountRuleRow(tx, id, true);
    const { values, violations } = offerValues(stored, patch, 'discountRule');
    throwIfAny(violations);
    const [row] = await tx
      .update(discountRules)
      .set({ ...values, updatedDate: sql`now()` })
      .where(eq(discountRules.id, id))
      .returning();
    const discountRule = discountRuleView(row!);
    await recordChange(
      tx,
      'discountRule.updated',
      { type: 'discountRule', id },
      discountRuleView(stored),
      discountRule,
    );
    return { discountRule };
  });
}

export async function deleteDiscountRule(db: Db, id: string) {
  return settingsChange(db, async (tx) => {
    const [row] = await tx.delete(discountRules).where(eq(discountRules.id, id)).returning();
    if (!row) throw notFound('Discount rule', id);
    await recordChange(
      tx,
      'discountRule.deleted',
      { type: 'discountRule', id },
      discountRuleView(row),
      undefined,
    );
    return {};
  });
}

// ---------- tax rates and settings ----------

/** A rate's place and rate, checked together: the subdivision must be in the country. */
function taxRateValues(stored: TaxRateRow | undefined, input: TaxRatePatch) {
  const out: FieldViolation[] = [];
  const country = (input.country ?? stored?.country ?? '').toUpperCase();
  const subIn = input.subdivision !== undefined ? input.subdivision : (stored?.subdivision ?? null);
  const subdivision = subIn === null ? null : subdivisionCode(country, subIn);
  if (subdivision && !subdivision.startsWith(`${country}-`)) {
    out.push({
      field: 'taxRate.subdivision',
      violatedRule: 'ONE_OF_ALIGNMENT',
      description: `must be a subdivision of ${country}`,
    });
  }
  const rateIn = input.rate ?? stored?.rate ?? '';
  const rate = parseRate(typeof rateIn === 'number' ? String(rateIn) : rateIn);
  if (rate === undefined) {
    out.push({
      field: 'taxRate.rate',
      violatedRule: 'VALIDATION',
      description: 'must be a fraction from 0 to 1 with at most 6 decimal places (0.2 is 20 %)',
    });
  }
  throwIfAny(out);
  const name =
    input.name ?? (input.country !== undefined || input.subdivision !== undefined ? undefined : stored?.name);
  return { country, subdivision, rate: rateText(rate!), name: name ?? subdivision ?? country };
}

async function uniquePlace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        409,
        'TAX_RATE_EXISTS',
        'A tax rate for this country and subdivision already exists',
      );
    }
    throw error;
  }
}

export async function createTaxRate(db: Db, input: TaxRateInput) {
  return settingsChange(db, async (tx) => {
    const values = taxRateValues(undefined, input);
    const [row] = await uniquePlace(() => tx.insert(taxRates).values(values).returning());
    const taxRate = taxRateView(row!);
    await recordChange(tx, 'taxRate.created', { type: 'taxRate', id: row!.id }, undefined, taxRate);
    return { taxRate };
  });
}

export async function listAllTaxRates(db: Db) {
  return { taxRates: (await listTaxRates(db)).map(taxRateView) };
}

async function taxRateRow(db: Db, id: string, lock = false) {
  const query = db.select().from(taxRates).where(eq(taxRates.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Tax rate', id);
  return row;
}

export async function getTaxRate(db: Db, id: string) {
  return { taxRate: taxRateView(await taxRateRow(db, id)) };
}

export async function updateTaxRate(db: Db, id: string, patch: TaxRatePatch) {
  return settingsChange(db, async (tx) => {
    const stored = await taxRateRow(tx, id, true);
    const values = taxRateValues(stored, patch);
    const [row] = await uniquePlace(() =>
      tx
        .update(taxRates)
        .set({ ...values, updatedDate: sql`now()` })
        .where(eq(taxRates.id, id))
        .returning(),
    );
    const taxRate = taxRateView(row!);
    await recordChange(tx, 'taxRate.updated', { type: 'taxRate', id }, taxRateView(stored), taxRate);
    return { taxRate };
  });
}

export async function deleteTaxRate(db: Db, id: string) {
  return settingsChange(db, async (tx) => {
    const [row] = await tx.delete(taxRates).where(eq(taxRates.id, id)).returning();
    if (!row) throw notFound('Tax rate', id);
    await recordChange(tx, 'taxRate.deleted', { type: 'taxRate', id }, taxRateView(row), undefined);
    return {};
  });
}

export async function getTaxSettings(db: Db): Promise<{ taxSettings: TaxSettings }> {
  const { pricesIncludeTax, taxShipping } = await loadTaxSettings(db);
  return { taxSettings: { pricesIncludeTax, taxShipping } };
}

/** Only the given settings change, in one statement: concurrent updates of different settings both hold. */
export async function updateTaxSettings(db: Db, patch: Partial<TaxSettings>) {
  return settingsChange(db, async (tx) => {
    const before = (await getTaxSettings(tx)).taxSettings;
    const given = {
      ...(patch.pricesIncludeTax === undefined ? {} : { pricesIncludeTax: patch.pricesIncludeTax }),
      ...(patch.taxShipping === undefined ? {} : { taxShipping: patch.taxShipping }),
    };
    const [row] = await tx
      .insert(taxSettings)
      .values({ id: 1, ...given })
      .onConflictDoUpdate({ target: taxSettings.id, set: { ...given, updatedDate: sql`now()` } })
      .returning();
    const after = { pricesIncludeTax: row!.pricesIncludeTax, taxShipping: row!.taxShipping };
    await recordChange(tx, 'taxSettings.updated', { type: 'taxSettings', id: 'taxSettings' }, before, after);
    return { taxSettings: after };
  });
}

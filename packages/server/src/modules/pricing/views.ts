import type { OfferValues } from './offer-input';
import type { Coupon, DiscountRule, TaxRate } from './schemas';
import type { CouponRow, DiscountRuleRow, TaxRateRow } from './store';

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);
const present = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

function offerView(row: OfferValues & { id: string; createdDate: Date; updatedDate: Date }) {
  return present({
    id: row.id,
    name: row.name,
    type: row.type,
    percentage: row.percentage,
    amount: row.amount,
    scope: row.scope,
    productIds: row.productIds,
    collectionIds: row.collectionIds,
    minimumSubtotal: row.minimumSubtotal,
    startDate: iso(row.startDate),
    expirationDate: iso(row.expirationDate),
    active: row.active,
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  });
}

export const couponView = (row: CouponRow, timesUsed: number): Coupon => ({
  ...offerView(row),
  code: row.code,
  ...present({ usageLimit: row.usageLimit, usageLimitPerBuyer: row.usageLimitPerBuyer }),
  timesUsed,
});

export const discountRuleView = (row: DiscountRuleRow): DiscountRule => offerView(row);

export const taxRateView = (row: TaxRateRow): TaxRate =>
  present({
    id: row.id,
    name: row.name,
    country: row.country,
    subdivision: row.subdivision,
    rate: row.rate,
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  });

import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import type { StoredCartLine } from '../../db/schema';
import type { Db } from '../../db/open';
import { ValidationError, type FieldViolation } from '../../http/errors';
import type { DiscountEstimateBody, DiscountEstimateReply } from './discount-estimate-schemas';
import { evaluateAndPrice, readFacts, type FactsBook } from './evaluate';
import { buyableQuantity } from './rules';
import { money } from './view';

type Body = Static<typeof DiscountEstimateBody>;
type Reply = Static<typeof DiscountEstimateReply>;

const short = (m: ReturnType<typeof money>) => ({ amount: m.amount, formattedAmount: m.formattedAmount });

/**
 * What a shopper's cart of these products would get off now: priced exactly as a cart is (evaluate and
 * pricing's rules: catalog prices, stock, automatic discounts, the coupon), for a new shopper who has not
 * used the coupon yet. Nothing is stored. A product that is not in the catalog is a field violation.
 */
export async function estimateDiscounts(db: Db, body: Body, now: Date): Promise<Reply> {
  const book: FactsBook = new Map();
  const facts = await readFacts(db, book, body.lineItems);
  const violations: FieldViolation[] = [];
  const lines: StoredCartLine[] = [];
  body.lineItems.forEach((item, i) => {
    const f = facts[i];
    if (!f) {
      violations.push({
        field: `lineItems[${i}].productId`,
        violatedRule: 'VALIDATION',
        description: 'is not a product of the catalog',
      });
      return;
    }
    lines.push({
      id: `line-${i + 1}`,
      productId: f.productId,
      variantId: f.variantId,
      quantity: item.quantity,
    });
  });
  if (violations.length > 0) throw new ValidationError(violations);
  const shopper = randomUUID();
  const {
    priced,
    currency,
    lines: evaluated,
  } = await evaluateAndPrice(
    db,
    {
      id: shopper,
      lines,
      customLines: [],
      couponCode: body.couponCode?.trim() || null,
      merchantDiscounts: [],
      contactInfo: null,
      ownerSubjectId: shopper,
      ownerMemberId: null,
    },
    book,
    { now },
  );
  const m = (amount: bigint) => short(money(amount, currency));
  const coupon = priced.coupon;
  const couponApplied = priced.appliedDiscounts.some((d) => d.kind === 'COUPON');
  return {
    estimate: {
      currency,
      lineItems: evaluated.map((l) => {
        const result = priced.lines.get(l.line.id);
        return {
          productId: l.line.productId,
          variantId: l.line.variantId,
          name: l.facts?.name ?? '',
          quantity: l.line.quantity,
          quantityPriced: buyableQuantity(l.line.quantity, l.availability),
          price: m(l.unitPrice),
          lineSubtotal: m(result?.lineSubtotal ?? 0n),
          discount: m(result?.discount ?? 0n),
        };
      }),
      subtotal: m(priced.totals.subtotal),
      discount: m(priced.totals.discount + priced.totals.shippingDiscount),
      total: m(priced.totals.subtotal - priced.totals.discount),
      appliedDiscounts: priced.appliedDiscounts.flatMap((d): Reply['estimate']['appliedDiscounts'] => {
        if (d.kind === 'COUPON' && d.coupon)
          return [{ kind: 'COUPON' as const, name: d.coupon.name, code: d.coupon.code, amount: m(d.amount) }];
        if (d.kind === 'AUTOMATIC' && d.discountRule)
          return [{ kind: 'AUTOMATIC' as const, name: d.discountRule.name, amount: m(d.amount) }];
        return [];
      }),
      ...(coupon
        ? {
            coupon: {
              code: coupon.code,
              applied: couponApplied && !coupon.problem,
              ...(coupon.problem ? { problem: coupon.problem } : {}),
            },
          }
        : {}),
    },
  };
}

import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { addressFrom } from '../../lib/address';
import { priceCartRules, pricingDataFor } from '../pricing';
import type { ShippingOption } from '../shipping';
import { contactAddressOf, evaluate, type FactsBook } from './evaluate';
import type { EstimateTotalsBody, EstimateTotalsView } from './schemas';
import { findCartForRead, type CartTarget } from './service';
import { optionsFor } from './shipping';
import { priceSummaryView, shippingInfoView, taxSummaryView } from './summary-view';
import { cartView, discountView, money } from './view';

/** estimate-totals: the cart priced with shipping to a destination and the tax of that destination. */

/**
 * The option the shopper asked for when it is offered, else the one stored, else the cheapest that delivers
 * (options come cheapest first; a free pickup is no estimate of shipping), else the first (only pickups).
 */
export function selectedOption(
  options: ShippingOption[],
  requested: { code: string } | undefined,
  stored: { code: string } | null,
) {
  const asked = requested && options.find((o) => o.code === requested.code);
  if (asked) return { option: asked, requested: true };
  const cheapestDelivery = options.find((o) => !o.logistics.pickupDetails);
  return {
    option: options.find((o) => o.code === stored?.code) ?? cheapestDelivery ?? options[0],
    requested: false,
  };
}

export async function estimateTotals(
  db: Db,
  deps: Pick<Config, 'storefrontUrl'>,
  caller: Caller,
  target: CartTarget,
  body: EstimateTotalsBody,
): Promise<EstimateTotalsView> {
  const book: FactsBook = new Map();
  const row = await findCartForRead(db, caller, target, book);
  const now = new Date();
  const contact = contactAddressOf(row);
  const shippingAddress = body.shippingAddress && addressFrom(body.shippingAddress);
  const billingAddress = body.billingAddress && addressFrom(body.billingAddress);
  const shipTo = shippingAddress ?? contact;
  const taxAt = shippingAddress ?? billingAddress ?? contact;
  const goods = await evaluate(db, row, book, { destination: taxAt, now });
  const data = await pricingDataFor(db, goods.request);
  const itemsOnly = priceCartRules(goods.request, data);
  const options = await optionsFor(db, goods, itemsOnly, shipTo, now);
  const { option, requested } = selectedOption(
    options,
    body.selectedShippingOption,
    row.selectedShippingOption,
  );
  const priced = priceCartRules(
    { ...goods.request, shipping: option ? { code: option.code, cost: option.cost } : undefined },
    data,
  );
  const c = goods.currency;
  return {
    cart: cartView({ row, ...goods, priced, storefrontUrl: deps.storefrontUrl }),
    calculatedLineItems: [...priced.lines.entries()].map(([lineItemId, l]) => ({
      lineItemId,
      paymentOption: 'FULL_PAYMENT_ONLINE' as const,
      pricesBreakdown: {
        totalPriceAfterTax: money(l.lineSubtotal - l.discount + l.tax, c),
        totalPriceBeforeTax: money(l.lineSubtotal - l.discount, c),
        totalDiscount: money(l.discount, c),
        price: money(l.unitPrice, c),
        priceBeforeDiscounts: money(l.priceBeforeDiscounts, c),
        lineItemPrice: money(l.lineSubtotal, c),
        fullPrice: money(l.fullPrice, c),
        taxDetails: {
          taxableAmount: money(l.lineSubtotal - l.discount, c),
          taxRate: l.taxRate,
          totalTax: money(l.tax, c),
        },
      },
    })),
    priceSummary: priceSummaryView(priced.totals, c),
    taxSummary: taxSummaryView(priced, c),
    shippingInfo: shippingInfoView(options, { option, requested }, priced, c),
    appliedDiscounts: priced.appliedDiscounts.map((d) => discountView(d, c)),
    // The shop sells no memberships (paid plans): none is ever eligible, and a selected one is not applied.
    membershipOptions: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] },
    currency: c,
    weightUnit: 'KG',
    violations: [],
  };
}

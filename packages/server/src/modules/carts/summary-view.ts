import type { Static } from 'typebox';
import { addressView } from '../../lib/address';
import type { PricedCart } from '../pricing';
import type { ShippingOption } from '../shipping';
import type { PriceSummary, ShippingInfo, ShippingOptionView, TaxSummary } from './schemas';
import { money } from './view';

/** Wire views of a priced basket's summaries, shared by the cart, estimate-totals and the checkout. Pure. */

export function logisticsOf(o: ShippingOption) {
  const l = o.logistics;
  return {
    ...(l.deliveryTime ? { deliveryTime: l.deliveryTime } : {}),
    ...(l.instructions ? { instructions: l.instructions } : {}),
    ...(l.deliveryTimeSlot
      ? {
          deliveryTimeSlot: {
            from: l.deliveryTimeSlot.from.toISOString(),
            to: l.deliveryTimeSlot.to.toISOString(),
          },
        }
      : {}),
    ...(l.pickupDetails
      ? {
          pickupDetails: {
            address: addressView(l.pickupDetails.address),
            businessLocation: true,
            pickupMethod: l.pickupDetails.pickupMethod,
          },
        }
      : {}),
  };
}

export function priceSummaryView(t: PricedCart['totals'], c: string): Static<typeof PriceSummary> {
  return {
    subtotal: money(t.subtotal, c),
    discount: money(t.discount + t.shippingDiscount, c),
    shipping: money(t.shipping, c),
    tax: money(t.tax, c),
    total: money(t.total, c),
  };
}

export function taxSummaryView(priced: PricedCart, c: string): Static<typeof TaxSummary> {
  const t = priced.totals;
  return {
    taxableAmount: money(t.subtotal - t.discount, c),
    totalTax: money(t.tax, c),
    calculationDetails: {
      rateType: priced.tax.mode,
      ...(priced.tax.mode === 'MANUAL_RATE' ? { manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' as const } : {}),
    },
  };
}

/** The selected option (priced as `priced` charged it) and every option offered, grouped by carrier. */
export function shippingInfoView(
  options: ShippingOption[],
  selected: { option: ShippingOption | undefined; requested: boolean },
  priced: PricedCart,
  c: string,
): Static<typeof ShippingInfo> {
  const t = priced.totals;
  const option = selected.option;
  const views: Static<typeof ShippingOptionView>[] = options.map((o) => ({
    code: o.code,
    title: o.title,
    logistics: logisticsOf(o),
    cost: { price: money(o.cost, c), otherCharges: [] },
  }));
  const carriers = [...new Set(options.map((o) => o.carrierId))];
  return {
    ...(option
      ? {
          selectedCarrierServiceOption: {
            code: option.code,
            title: option.title,
            carrierId: option.carrierId,
            logistics: logisticsOf(option),
            cost: {
              totalPriceAfterTax: money(t.shipping - t.shippingDiscount, c),
              totalPriceBeforeTax: money(t.shipping - t.shippingDiscount, c),
              totalDiscount: money(t.shippingDiscount, c),
              price: money(t.shipping, c),
            },
            requestedShippingOption: selected.requested,
            otherCharges: [],
          },
        }
      : {}),
    carrierServiceOptions: carriers.map((carrierId) => ({
      carrierId,
      shippingOptions: views.filter((_, i) => options[i]!.carrierId === carrierId),
    })),
  };
}

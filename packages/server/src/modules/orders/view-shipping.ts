import type { Static } from 'typebox';
import { addressView, type Address } from '../../lib/address';
import { money } from '../carts';
import type { AddressWithContact, OrderShippingInfo } from './schemas';
import { isRec, minorOf, text, type OrderRow } from './view';

/** The order's addresses and shipping as answered (addresses with Wix's names and geocode beside the spec's). */

function contactDetailsOf(v: unknown) {
  if (!isRec(v)) return undefined;
  const out: Record<string, string> = {};
  for (const key of ['firstName', 'lastName', 'phone', 'company'] as const) {
    const value = text(v[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** A stored { address, contactDetails } (address in the spec's names) as answered: with Wix's names and geocode. */
export function withContact(v: unknown): Static<typeof AddressWithContact> | undefined {
  if (!isRec(v)) return undefined;
  const contactDetails = contactDetailsOf(v.contactDetails);
  return {
    ...(isRec(v.address) ? { address: addressView(v.address as Address) } : {}),
    ...(contactDetails ? { contactDetails } : {}),
  };
}

export function shippingView(row: OrderRow): Static<typeof OrderShippingInfo> | undefined {
  const info = row.shippingInfo;
  if (!isRec(info)) return undefined;
  const logistics = isRec(info.logistics) ? info.logistics : {};
  const slot = isRec(logistics.deliveryTimeSlot) ? logistics.deliveryTimeSlot : undefined;
  const pickup = isRec(logistics.pickupDetails) ? logistics.pickupDetails : undefined;
  const destination = withContact(logistics.shippingDestination);
  const shipping = minorOf(row, row.priceSummary.shipping);
  const cost = money(shipping, row.currency);
  return {
    ...(text(info.carrierId) ? { carrierId: text(info.carrierId)! } : {}),
    ...(text(info.code) ? { code: text(info.code)! } : {}),
    title: text(info.title) ?? '',
    logistics: {
      ...(text(logistics.deliveryTime) ? { deliveryTime: text(logistics.deliveryTime)! } : {}),
      ...(text(logistics.instructions) ? { instructions: text(logistics.instructions)! } : {}),
      ...(text(logistics.deliverByDate) ? { deliverByDate: text(logistics.deliverByDate)! } : {}),
      ...(slot && text(slot.from) && text(slot.to)
        ? { deliveryTimeSlot: { from: text(slot.from)!, to: text(slot.to)! } }
        : {}),
      ...(destination ? { shippingDestination: destination } : {}),
      ...(pickup
        ? {
            pickupDetails: {
              ...(isRec(pickup.address) ? { address: addressView(pickup.address as Address) } : {}),
              ...(pickup.pickupMethod === 'STORE_PICKUP' || pickup.pickupMethod === 'PICKUP_POINT'
                ? { pickupMethod: pickup.pickupMethod }
                : {}),
            },
          }
        : {}),
    },
    cost: {
      price: cost,
      totalPriceBeforeTax: cost,
      totalPriceAfterTax: cost,
      discount: money(0n, row.currency),
    },
  };
}

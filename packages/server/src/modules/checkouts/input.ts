import type { Caller } from '../../http/auth';
import { addressFrom } from '../../lib/address';
import type { Maskable } from './rules';
import type { AddressWithContactInput, CheckoutInfoInput } from './schemas';
import type { CheckoutChanges, CheckoutRow } from './store';

/** Turns what a client sends into what a checkout stores: addresses in the spec's names, codes trimmed. */

export function withContactOf(
  input: AddressWithContactInput | null | undefined,
): Record<string, unknown> | null {
  if (!input) return null;
  const { address, contactDetails } = input;
  if (!address && !contactDetails) return null;
  return {
    ...(address ? { address: addressFrom(address) } : {}),
    ...(contactDetails ? { contactDetails } : {}),
  };
}

export const codeOf = (code: string | null | undefined) => code?.trim() || null;

/** The owner a new checkout gets: the caller's token subject (an app's API key has none: nobody's). */
export const ownerOf = (caller: Caller) => ({
  ownerSubjectId: caller.subjectId ?? null,
  ownerMemberId: caller.memberId ?? null,
});

/**
 * The changes of a checkout's own fields: each given field is set (null clears it); with a mask, each named
 * field is set to what is given, or cleared when absent. `buyerInfo`'s visitorId, memberId and contactId are
 * the token's, never a client's: they are read from the owner, and ignored here.
 */
export function infoChanges(
  row: Pick<CheckoutRow, 'buyerInfo'>,
  info: CheckoutInfoInput,
  mask: Set<Maskable> | undefined,
): CheckoutChanges {
  const wants = (field: Maskable, given: boolean) => (mask ? mask.has(field) : given);
  const changes: CheckoutChanges = {};
  if (wants('buyerInfo', info.buyerInfo?.email !== undefined)) {
    const email = info.buyerInfo?.email?.trim().toLowerCase();
    const { email: _old, ...rest } = (row.buyerInfo ?? {}) as Record<string, unknown>;
    changes.buyerInfo = email ? { ...rest, email } : rest;
  }
  if (wants('billingInfo', info.billingInfo !== undefined))
    changes.billingInfo = withContactOf(info.billingInfo);
  const shipping = info.shippingInfo;
  if (wants('shippingInfo.shippingDestination', shipping?.shippingDestination !== undefined))
    changes.shippingDestination = withContactOf(shipping?.shippingDestination);
  if (
    wants('shippingInfo.selectedCarrierServiceOption', shipping?.selectedCarrierServiceOption !== undefined)
  ) {
    const o = shipping?.selectedCarrierServiceOption;
    changes.selectedShippingOption = o
      ? { code: o.code, ...(o.carrierId ? { carrierId: o.carrierId } : {}) }
      : null;
  }
  if (wants('buyerNote', info.buyerNote !== undefined)) changes.buyerNote = info.buyerNote?.trim() || null;
  if (wants('paymentMethodId', info.paymentMethodId !== undefined))
    changes.paymentMethodId = info.paymentMethodId?.trim() || null;
  if (info.channelType !== undefined && wants('channelType', true)) changes.channelType = info.channelType;
  return changes;
}

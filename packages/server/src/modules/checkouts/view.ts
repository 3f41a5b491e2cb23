import type { Static } from 'typebox';
import { addressView, type Address } from '../../lib/address';
import {
  customLineView,
  discountView,
  lineView,
  money,
  priceSummaryView,
  shippingInfoView,
  taxSummaryView,
} from '../carts';
import type { PricedCheckout } from './price';
import { giftCardShare, obfuscatedCode } from './rules';
import type { AddressWithContact, ChannelType, CheckoutView, ChosenPaymentMethod } from './schemas';
import type { CheckoutRow } from './store';

/** Builds the wire view of a checkout from its row and its pricing. Pure. */

/** The app a checkout's gift card comes from (Wix names the gift card provider's app): the shop's own cards. */
export const GIFT_CARD_APP_ID = 'atelier-gift-cards';

/** A gift card as giftCardForCheckout answers it: what it holds now. */
export interface AppliedGiftCard {
  id: string;
  code: string;
  balance: bigint;
}

function withContact(stored: Record<string, unknown> | null): Static<typeof AddressWithContact> | undefined {
  if (!stored) return undefined;
  const { address, contactDetails } = stored as {
    address?: Address;
    contactDetails?: Static<typeof AddressWithContact>['contactDetails'];
  };
  return {
    ...(address ? { address: addressView(address) } : {}),
    ...(contactDetails ? { contactDetails } : {}),
  };
}

export interface CheckoutViewInput {
  row: CheckoutRow;
  pricing: PricedCheckout;
  storefrontUrl: string;
  giftCard?: AppliedGiftCard | undefined;
  paymentMethod?: Static<typeof ChosenPaymentMethod> | undefined;
}

/** The gift card's share of the checkout's total (0 without a card). */
export const giftCardAmount = (pricing: PricedCheckout, card: AppliedGiftCard | undefined) =>
  card ? giftCardShare(card.balance, pricing.priced.totals.total) : 0n;

export function checkoutView({
  row,
  pricing,
  storefrontUrl,
  giftCard,
  paymentMethod,
}: CheckoutViewInput): CheckoutView {
  const { priced, currency: c } = pricing;
  const t = priced.totals;
  const summary = priceSummaryView(t, c);
  const card = giftCardAmount(pricing, giftCard);
  const buyer = (row.buyerInfo ?? {}) as { email?: string };
  const owner = row.ownerMemberId
    ? { memberId: row.ownerMemberId }
    : row.ownerSubjectId
      ? { visitorId: row.ownerSubjectId }
      : {};
  const billing = withContact(row.billingInfo);
  const destination = withContact(row.shippingDestination);
  const zero = money(0n, c);
  return {
    id: row.id,
    ...(row.cartId ? { cartId: row.cartId } : {}),
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
    lineItems: pricing.lines.map((l) => {
      const line = lineView(l, priced.lines.get(l.line.id), c, storefrontUrl);
      return line.image ? { ...line, media: line.image } : line;
    }),
    customLineItems: row.customLines.map((line) => {
      const p = pricing.customPrices.get(line.id) ?? { unitPrice: 0n, unitFullPrice: 0n };
      return customLineView(line, priced.lines.get(line.id), p.unitPrice, p.unitFullPrice, c);
    }),
    ...(billing ? { billingInfo: billing } : {}),
    shippingInfo: {
      ...(destination ? { shippingDestination: destination } : {}),
      ...shippingInfoView(pricing.options, { option: pricing.option, requested: true }, priced, c),
    },
    ...(row.buyerNote ? { buyerNote: row.buyerNote } : {}),
    buyerInfo: { ...owner, ...(buyer.email ? { email: buyer.email } : {}) },
    currency: c,
    conversionCurrency: c,
    paymentCurrency: c,
    weightUnit: 'KG',
    taxIncludedInPrice: priced.tax.includedInPrices,
    channelType: row.channelType as ChannelType,
    ...(row.couponCode ? { couponCode: row.couponCode } : {}),
    ...(priced.coupon?.problem ? { couponProblem: priced.coupon.problem } : {}),
    appliedDiscounts: priced.appliedDiscounts.map((d) => discountView(d, c)),
    priceSummary: summary,
    payNow: { ...summary, total: money(t.total - card, c) },
    payLater: { subtotal: zero, discount: zero, shipping: zero, tax: zero, total: zero },
    ...(giftCard
      ? {
          giftCard: {
            id: giftCard.id,
            obfuscatedCode: obfuscatedCode(giftCard.code),
            amount: money(card, c),
            appId: GIFT_CARD_APP_ID,
          },
        }
      : {}),
    taxSummary: taxSummaryView(priced, c),
    // The shop sells no memberships (paid plans): none is ever eligible.
    membershipOptions: {
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: { memberships: [] },
    },
    additionalFees: [],
    violations: [],
    createdBy: owner,
    completed: row.completedDate !== null,
    ...(row.paymentMethodId ? { paymentMethodId: row.paymentMethodId } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(row.holdExpiresAt ? { stockHoldExpiresDate: row.holdExpiresAt.toISOString() } : {}),
    ...(row.orderId ? { orderId: row.orderId } : {}),
    revision: String(row.version),
  };
}

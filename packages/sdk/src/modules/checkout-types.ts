/**
 * Checkout entities in client form (spec section 3 "Checkout"): the wire shapes generated from the server's
 * schemas (../wire/checkouts.ts), with `id` as `_id`, dates as Dates (see ClientForm), and a line's `media`
 * and `url` flattened to strings (spec section 7 "Response handling", media.ts).
 */
import type { ClientForm } from '../client-form';
import type * as CartWire from '../wire/carts';
import type { CartLineItem, CustomCartLineItem } from './cart-types';

export interface Address {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine1?: string;
  addressLine2?: string;
  formatted?: string;
  streetAddress?: { name?: string; number?: string; apt?: string };
  location?: { latitude?: number; longitude?: number };
}

export interface ContactDetails {
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
}

export interface AddressWithContact {
  address?: Address;
  contactDetails?: ContactDetails;
}

export interface Checkout {
  _id: string;
  _createdDate?: Date;
  _updatedDate?: Date;
  lineItems: (CartLineItem & { media?: string })[];
  customLineItems: CustomCartLineItem[];
  currency?: string;
  channelType?: string;
  buyerInfo?: { email?: string; memberId?: string; visitorId?: string; contactId?: string };
  billingInfo?: AddressWithContact;
  shippingInfo?: ClientForm<CartWire.ShippingInfo> & { shippingDestination?: AddressWithContact };
  priceSummary?: CartWire.PriceSummary;
  appliedDiscounts?: ClientForm<CartWire.CartDiscount>[];
  giftCard?: { _id?: string; obfuscatedCode?: string; amount?: CartWire.MultiCurrencyPrice };
  couponCode?: string;
  couponProblem?: { code: string; description: string };
  payNow?: CartWire.PriceSummary;
  paymentMethodId?: string;
  paymentMethod?: { _id: string; kind: string; title: string; instructions: string };
  orderId?: string;
  buyerNote?: string;
  completed?: boolean;
  [field: string]: unknown;
}

export interface CheckoutResponse {
  checkout: Checkout;
}

export interface CheckoutInfo {
  buyerInfo?: { email?: string };
  billingInfo?: AddressWithContact;
  shippingInfo?: {
    shippingDestination?: AddressWithContact;
    selectedCarrierServiceOption?: { code: string; carrierId?: string };
  };
  buyerNote?: string;
  paymentMethodId?: string;
  [field: string]: unknown;
}

export interface CreateCheckoutInput {
  channelType: string;
  checkoutInfo?: CheckoutInfo;
  lineItems?: ClientForm<CartWire.LineItemInput>[];
  customLineItems?: ClientForm<CartWire.CustomLineItemInput>[];
  couponCode?: string;
  giftCardCode?: string;
  overrideCheckoutUrl?: string;
}

/** What updateCheckout takes besides the checkout's fields (the field mask is made by the SDK). */
export interface UpdateCheckoutOptions {
  couponCode?: string;
  giftCardCode?: string;
  overrideCheckoutUrl?: string;
}

export interface AddToCheckoutOptions {
  lineItems?: ClientForm<CartWire.LineItemInput>[];
  customLineItems?: ClientForm<CartWire.CustomLineItemInput>[];
}

export interface CreateOrderOptions {
  /** Sent as the `Idempotency-Key` header: the same key within 24 hours answers the same order. */
  idempotencyKey?: string;
}

export interface CreateOrderResponse {
  orderId: string;
  order?: Record<string, unknown>;
}

export interface CheckoutUrlResponse {
  checkoutUrl: string;
}

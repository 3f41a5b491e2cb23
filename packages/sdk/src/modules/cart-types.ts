/**
 * Cart entities in client form (spec section 3 "Cart", "Estimate-totals result"): `id` as `_id`, dates as
 * Dates, a line's `image` and `url` flattened to strings (spec section 7 "Response handling").
 */
import type { CatalogLineInput } from './cart-lines';

export interface Price {
  amount: string;
  formattedAmount?: string;
}

export interface CartLineItem {
  _id?: string;
  quantity?: number;
  catalogReference?: { appId?: string; catalogItemId?: string; options?: Record<string, unknown> };
  rootCatalogItemId?: string;
  productName?: { original?: string };
  url?: string;
  image?: string;
  price?: Price;
  fullPrice?: Price;
  priceBeforeDiscounts?: Price;
  descriptionLines?: {
    name?: { original?: string };
    plainText?: { original?: string };
    colorInfo?: { original?: string; code?: string };
  }[];
  availability?: { status?: string; quantityAvailable?: number };
  physicalProperties?: { weight?: number; shippable?: boolean };
}

export interface PriceSummary {
  subtotal?: Price;
  discount?: Price;
  shipping?: Price;
  tax?: Price;
  total?: Price;
}

export interface Cart {
  _id?: string;
  priceSummary?: PriceSummary;
  _createdDate?: Date;
  _updatedDate?: Date;
  lineItems: CartLineItem[];
  customLineItems?: unknown[];
  couponCode?: string;
  appliedDiscounts?: unknown[];
  currency?: string;
  [key: string]: unknown;
}

export interface CartResponse {
  cart: Cart;
}

export interface CartAddress {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine1?: string;
  addressLine2?: string;
}

export interface SelectedShippingOption {
  code: string;
  carrierId?: string;
}

export interface EstimateTotalsOptions {
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: CartAddress;
  billingAddress?: CartAddress;
  selectedMemberships?: unknown;
}

export interface ShippingOptionView {
  code: string;
  title?: string;
  logistics?: {
    deliveryTime?: string;
    deliveryTimeSlot?: { from?: Date; to?: Date };
    pickupDetails?: { address?: CartAddress & { formatted?: string }; pickupMethod?: string };
  };
  cost?: { price?: Price; totalPriceAfterTax?: Price };
}

export interface EstimateTotalsResponse {
  cart: Cart;
  priceSummary?: PriceSummary;
  shippingInfo?: {
    selectedCarrierServiceOption?: ShippingOptionView;
    carrierServiceOptions?: { carrierId?: string; shippingOptions?: ShippingOptionView[] }[];
  };
  [key: string]: unknown;
}

export interface CartInput {
  cartInfo?: Record<string, unknown>;
  couponCode?: string | null;
  merchantDiscounts?: { amount: string; lineItemIds?: string[] }[];
  lineItems?: CatalogLineInput[];
  customLineItems?: unknown[];
}

export interface AddToCartOptions {
  lineItems?: CatalogLineInput[];
  customLineItems?: unknown[];
}

export interface CreateCheckoutOptions {
  channelType?: string;
  shippingAddress?: CartAddress;
  billingAddress?: CartAddress;
  selectedShippingOption?: SelectedShippingOption;
  email?: string;
}

export interface CreateCheckoutResponse {
  checkoutId: string;
}

export interface LineItemQuantityUpdate {
  _id: string;
  quantity: number;
}

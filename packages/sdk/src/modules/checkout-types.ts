/**
 * Checkout entities in client form (spec section 3 "Checkout"): the wire shapes generated from the server's
 * schemas (../wire/checkouts.ts), with `id` as `_id`, dates as Dates (see ClientForm), and a line's `image`,
 * `media` and `url` flattened to strings (spec section 7 "Response handling", media.ts).
 */
import type { ClientForm } from '../client-form';
import type * as Wire from '../wire/checkouts';
import type { Order } from './orders-types';

type Flat<T, K extends string> = Omit<T, K> & { [P in K]?: string };

export type CheckoutLineItem = Flat<ClientForm<Wire.Checkout['lineItems'][number]>, 'image' | 'url'>;
export type CheckoutCustomLineItem = Flat<
  ClientForm<Wire.Checkout['customLineItems'][number]>,
  'media' | 'url'
>;
export type Checkout = Omit<ClientForm<Wire.Checkout>, 'lineItems' | 'customLineItems'> & {
  lineItems: CheckoutLineItem[];
  customLineItems: CheckoutCustomLineItem[];
};
export type CheckoutShippingInfo = ClientForm<Wire.CheckoutShippingInfo>;
export type CheckoutGiftCard = ClientForm<Wire.CheckoutGiftCard>;
export type ChosenPaymentMethod = ClientForm<Wire.ChosenPaymentMethod>;

/** An address with the person at it, as a checkout takes it (billing, shipping destination). */
export type AddressWithContact = ClientForm<Wire.AddressWithContactInput>;
export type Address = NonNullable<AddressWithContact['address']>;

export interface CheckoutResponse {
  checkout: Checkout;
}

/** What a buyer may set on a checkout (create's `checkoutInfo`, update's `checkout`). */
export type CheckoutInfo = Omit<ClientForm<Wire.CheckoutInfoInput>, '_id'>;
export type CreateCheckoutInput = ClientForm<Wire.CreateCheckoutBody>;

/** What updateCheckout takes besides the checkout's fields (the field mask is made by the SDK). */
export type UpdateCheckoutOptions = Pick<
  ClientForm<Wire.UpdateCheckoutBody>,
  'couponCode' | 'giftCardCode' | 'overrideCheckoutUrl'
>;

export type AddToCheckoutOptions = Omit<ClientForm<Wire.AddToCheckoutBody>, '_id'>;

export interface CreateOrderOptions {
  /** Sent as the `Idempotency-Key` header: the same key within 24 hours answers the same order. */
  idempotencyKey?: string;
}

/** create-order's answer: the order's id, and the order. */
export interface CreateOrderResponse {
  orderId: string;
  order: Order;
}

export type CheckoutUrlResponse = Wire.CheckoutUrlReply;

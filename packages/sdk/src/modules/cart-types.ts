/**
 * Cart entities in client form (spec section 3 "Cart", "Estimate-totals result"): the wire shapes generated
 * from the server's schemas (../wire/carts.ts), with `id` as `_id`, dates as Dates (see ClientForm), and a
 * line's `image`, `media` and `url` flattened to strings (spec section 7 "Response handling", media.ts).
 */
import type { ClientForm } from '../client-form';
import type * as Wire from '../wire/carts';

type Flat<T, K extends string> = Omit<T, K> & { [P in K]?: string };

export type Price = Wire.MultiCurrencyPrice;
export type PriceSummary = Wire.PriceSummary;
export type CatalogReference = Wire.CatalogReference;
export type DescriptionLine = ClientForm<Wire.DescriptionLine>;
export type LineItemAvailability = Wire.LineItemAvailability;
export type CartLineItem = Flat<ClientForm<Wire.LineItem>, 'image' | 'url'>;
export type CustomCartLineItem = Flat<ClientForm<Wire.CustomLineItem>, 'media' | 'url'>;
export type CartDiscount = ClientForm<Wire.CartDiscount>;
export type Cart = Omit<ClientForm<Wire.Cart>, 'lineItems' | 'customLineItems'> & {
  lineItems: CartLineItem[];
  customLineItems: CustomCartLineItem[];
};
export type CartAddress = NonNullable<Wire.EstimateTotalsBody['shippingAddress']>;
export type SelectedShippingOption = Wire.SelectedShippingOption;
/** A shipping option; its delivery slot's `from` and `to` arrive as Dates. */
export type ShippingOptionView = ClientForm<Wire.ShippingOptionView>;
export type ShippingInfo = ClientForm<Wire.ShippingInfo>;

export interface CartResponse {
  cart: Cart;
}

export type EstimateTotalsResponse = Omit<ClientForm<Wire.EstimateTotalsReply>, 'cart'> & { cart: Cart };
export type EstimateTotalsOptions = ClientForm<Wire.EstimateTotalsBody>;
/** What createCart and updateCart take (the field mask is made by the SDK). */
export type CartInput = Omit<ClientForm<Wire.UpdateCartBody>, 'fieldMask' | 'cartFieldmask'>;
export type AddToCartOptions = ClientForm<Wire.AddToCartBody>;
export type CreateCheckoutOptions = ClientForm<Wire.CreateCheckoutBody>;
export type CreateCheckoutResponse = Wire.CreateCheckoutReply;

export interface LineItemQuantityUpdate {
  _id: string;
  quantity: number;
}

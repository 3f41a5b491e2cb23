import { defineModule } from '../module';
import { cartCalls } from './cart-calls';
import type {
  AddToCartOptions,
  Cart,
  CartInput,
  CartResponse,
  CreateCheckoutOptions,
  EstimateTotalsOptions,
  LineItemQuantityUpdate,
} from './cart-types';

const path = (id: string) => `/v1/carts/${encodeURIComponent(id)}`;

/**
 * Carts by id (spec section 7 "Cart by id"), with Wix's `cart` names. A visitor or member reaches only
 * its own carts (another's answers ApplicationError 404); an elevated client reaches every cart.
 */
export const carts = defineModule((context) => ({
  createCart: async (options: CartInput = {}): Promise<Cart> =>
    (await context.request<CartResponse>({ method: 'POST', path: '/v1/carts', body: options })).cart,
  updateCart: (_id: string, options: CartInput = {}) =>
    cartCalls(context, path(_id)).update(options, 'fieldMask', _id),
  getCart: (_id: string) => cartCalls(context, path(_id)).get(),
  deleteCart: (_id: string) => cartCalls(context, path(_id)).remove(),
  addToCart: (_id: string, options: AddToCartOptions) => cartCalls(context, path(_id)).addToCart(options),
  removeLineItems: (_id: string, lineItemIds: string[]) =>
    cartCalls(context, path(_id)).removeLineItems(lineItemIds),
  createCheckout: (_id: string, options: CreateCheckoutOptions = {}) =>
    cartCalls(context, path(_id)).createCheckout(options),
  removeCoupon: (_id: string) => cartCalls(context, path(_id)).removeCoupon(),
  updateLineItemsQuantity: (_id: string, lineItems: LineItemQuantityUpdate[]) =>
    cartCalls(context, path(_id)).updateLineItemsQuantity(lineItems),
  estimateTotals: (_id: string, options: EstimateTotalsOptions = {}) =>
    cartCalls(context, path(_id)).estimateTotals(options),
}));

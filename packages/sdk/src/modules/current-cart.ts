import { defineModule } from '../module';
import { cartCalls } from './cart-calls';
import type { AddToCartOptions, CartInput, CreateCheckoutOptions, EstimateTotalsOptions } from './cart-types';

export type * from './cart-types';

/**
 * The caller's own cart (spec section 7 "Current cart"): a visitor's or a member's, by its token. The same
 * names as Wix's `currentCart`. Errors: ApplicationError 404 when the caller has no cart yet (getCurrentCart,
 * deleteCurrentCart), the server's coupon codes when a coupon does not apply (updateCurrentCart), and a
 * ValidationError naming the argument (`lineItems.0.quantity`).
 */
export const currentCart = defineModule((context) => {
  const calls = cartCalls(context, '/v1/carts/current');
  return {
    getCurrentCart: calls.get,
    updateCurrentCart: (options: CartInput = {}) => calls.update(options, 'cartFieldmask'),
    addToCurrentCart: (options: AddToCartOptions) => calls.addToCart(options),
    removeLineItemsFromCurrentCart: calls.removeLineItems,
    createCheckoutFromCurrentCart: (options: CreateCheckoutOptions = {}) => calls.createCheckout(options),
    removeCouponFromCurrentCart: calls.removeCoupon,
    updateCurrentCartLineItemQuantity: calls.updateLineItemsQuantity,
    estimateCurrentCartTotals: (options: EstimateTotalsOptions = {}) => calls.estimateTotals(options),
    deleteCurrentCart: calls.remove,
  };
});

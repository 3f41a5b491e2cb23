/**
 * The calls a cart answers, at `/v1/carts/current` (the caller's cart) or `/v1/carts/{id}` (spec section 7
 * "Cart by id", "Current cart"): one implementation behind the currentCart and carts modules.
 */
import type { ModuleContext } from '../module';
import { toServiceFieldPath } from '../transform';
import type {
  AddToCartOptions,
  Cart,
  CartInput,
  CartResponse,
  CreateCheckoutOptions,
  CreateCheckoutResponse,
  EstimateTotalsOptions,
  EstimateTotalsResponse,
  LineItemQuantityUpdate,
} from './cart-types';

/** A validation error on `cartInfo.id` names the argument `cartInfo._id` (and so on, at every depth). */
const FIELDS = { 'cartInfo.id': 'cartInfo._id', 'lineItems.id': 'lineItems._id' };

/** The comma-joined field mask of an update (spec section 7): the cart fields the call sets. */
export function cartFieldMask(input: CartInput): string {
  const fields = Object.keys(input.cartInfo ?? {})
    .filter((key) => key !== '_id')
    .map((key) => `cartInfo.${toServiceFieldPath(key)}`);
  for (const key of ['couponCode', 'merchantDiscounts', 'lineItems', 'customLineItems'] as const)
    if (input[key] !== undefined) fields.push(key);
  return fields.join(',');
}

export function cartCalls(context: ModuleContext, base: string) {
  const post = <T>(rest: string, body: unknown = {}) =>
    context.request<T>({ method: 'POST', path: `${base}/${rest}`, body, fieldMap: FIELDS });
  return {
    get: async (): Promise<Cart> =>
      (await context.request<CartResponse>({ method: 'GET', path: base, fieldMap: FIELDS })).cart,
    update: async (input: CartInput, maskName: 'cartFieldmask' | 'fieldMask', id?: string): Promise<Cart> => {
      const mask = cartFieldMask(input);
      const body = {
        ...input,
        ...(id !== undefined ? { cartInfo: { ...input.cartInfo, _id: id } } : {}),
        ...(mask ? { [maskName]: mask } : {}),
      };
      return (await context.request<CartResponse>({ method: 'PATCH', path: base, body, fieldMap: FIELDS }))
        .cart;
    },
    remove: async (): Promise<void> => {
      await context.request({ method: 'DELETE', path: base, fieldMap: FIELDS });
    },
    addToCart: (options: AddToCartOptions) => post<CartResponse>('add-to-cart', options),
    removeLineItems: (lineItemIds: string[]) => post<CartResponse>('remove-line-items', { lineItemIds }),
    createCheckout: (options: CreateCheckoutOptions = {}) =>
      post<CreateCheckoutResponse>('create-checkout', options),
    removeCoupon: () => post<CartResponse>('remove-coupon'),
    updateLineItemsQuantity: (lineItems: LineItemQuantityUpdate[]) =>
      post<CartResponse>('update-line-items-quantity', { lineItems }),
    estimateTotals: (options: EstimateTotalsOptions = {}) =>
      post<EstimateTotalsResponse>('estimate-totals', options),
  };
}

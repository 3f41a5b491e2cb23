/**
 * Checkouts (spec section 7 "Checkout"), with Wix's `checkout` names. A checkout belongs to its buyer's
 * token: another caller gets ApplicationError 404; an elevated client reaches every checkout. Errors: the
 * server's coupon and gift-card codes (a sentence for the shopper in `description`), out-of-stock lines at
 * createOrder (ApplicationError naming the lines and their available quantities), and a ValidationError
 * naming the argument (`lineItems.0.quantity`, `checkout._id`).
 */
import { defineModule } from '../module';
import { toServiceFieldPath } from '../transform';
import type {
  AddToCheckoutOptions,
  Checkout,
  CheckoutInfo,
  CheckoutResponse,
  CheckoutUrlResponse,
  CreateCheckoutInput,
  CreateOrderOptions,
  CreateOrderResponse,
  UpdateCheckoutOptions,
} from './checkout-types';
import type { LineItemQuantityUpdate } from './cart-types';

export type * from './checkout-types';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/**
 * The `ApplicationError` code (HTTP 409) of a createOrder whose `idempotencyKey` another call is still placing the
 * order with: nothing was done; the same key later answers that order.
 */
export const IDEMPOTENCY_KEY_IN_FLIGHT = 'IDEMPOTENCY_KEY_IN_FLIGHT';

const path = (id: string, rest = '') => `/v1/checkouts/${encodeURIComponent(id)}${rest}`;

/** A validation error on `checkout.id` names the argument `checkout._id` (and so on, at every depth). */
const FIELDS = { 'checkout.id': 'checkout._id', 'lineItems.id': 'lineItems._id', id: '_id' };

/**
 * The comma-joined field mask of an update (spec section 7): the checkout fields the call sets, one level
 * deep (`shippingInfo.shippingDestination`, `buyerInfo.email`), and the coupon, gift card and override url.
 */
export function checkoutFieldMask(
  checkout: Partial<CheckoutInfo>,
  options: UpdateCheckoutOptions = {},
): string {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(checkout)) {
    if (key === '_id' || value === undefined) continue;
    const isGroup = value !== null && typeof value === 'object' && !Array.isArray(value);
    const children = isGroup ? Object.keys(value as object) : [];
    if (children.length === 0) fields.push(toServiceFieldPath(key));
    else for (const child of children) fields.push(toServiceFieldPath(`${key}.${child}`));
  }
  for (const key of ['couponCode', 'giftCardCode', 'overrideCheckoutUrl'] as const)
    if (options[key] !== undefined) fields.push(key);
  return fields.join(',');
}

export const checkout = defineModule((context) => {
  const post = async (id: string, rest: string, body: unknown = {}): Promise<Checkout> =>
    (
      await context.request<CheckoutResponse>({
        method: 'POST',
        path: path(id, rest),
        body,
        fieldMap: FIELDS,
      })
    ).checkout;
  return {
    /** POST /v1/checkouts: from lines (or an empty checkout to add to); a cart's checkout comes from its createCheckout. */
    createCheckout: async (options: CreateCheckoutInput): Promise<Checkout> =>
      (
        await context.request<CheckoutResponse>({
          method: 'POST',
          path: '/v1/checkouts',
          body: options,
          fieldMap: FIELDS,
        })
      ).checkout,
    getCheckout: async (_id: string): Promise<Checkout> =>
      (await context.request<CheckoutResponse>({ method: 'GET', path: path(_id), fieldMap: FIELDS }))
        .checkout,
    getCheckoutUrl: (_id: string): Promise<CheckoutUrlResponse> =>
      context.request({ method: 'GET', path: path(_id, '/checkout-url'), fieldMap: FIELDS }),
    /** PATCH /v1/checkouts/{id}: only the fields given change (the SDK sends them as the field mask). */
    updateCheckout: async (
      _id: string,
      checkout: Partial<CheckoutInfo>,
      options: UpdateCheckoutOptions = {},
    ): Promise<Checkout> => {
      const fieldMask = checkoutFieldMask(checkout, options);
      const body = { checkout: { ...checkout, _id }, ...options, ...(fieldMask ? { fieldMask } : {}) };
      return (
        await context.request<CheckoutResponse>({ method: 'PATCH', path: path(_id), body, fieldMap: FIELDS })
      ).checkout;
    },
    removeCoupon: (_id: string) => post(_id, '/remove-coupon'),
    removeGiftCard: (_id: string) => post(_id, '/remove-gift-card'),
    removeOverrideCheckoutUrl: (_id: string) => post(_id, '/remove-override-checkout-url'),
    addToCheckout: (_id: string, options: AddToCheckoutOptions) => post(_id, '/add-to-checkout', options),
    removeLineItems: (_id: string, lineItemIds: string[]) => post(_id, '/remove-line-items', { lineItemIds }),
    updateLineItemsQuantity: (_id: string, lineItems: LineItemQuantityUpdate[]) =>
      post(_id, '/update-line-items-quantity', { lineItems }),
    /**
     * POST /v1/checkouts/{id}/create-order: the order, once however often it is called. Out of stock is an
     * ApplicationError naming the lines and their available quantities; nothing changes then. A total that
     * changed since the buyer was shown the checkout (a coupon or gift card that ran out, a price) is an
     * ApplicationError CHECKOUT_TOTAL_CHANGED (409, `checkoutTotalChangeOf` reads its data): nothing is placed,
     * and placing again places at the new total.
     */
    createOrder: (_id: string, options: CreateOrderOptions = {}): Promise<CreateOrderResponse> =>
      context.request({
        method: 'POST',
        path: path(_id, '/create-order'),
        body: { id: _id },
        fieldMap: FIELDS,
        ...(options.idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } } : {}),
      }),
    markCheckoutAsCompleted: async (_id: string): Promise<void> => {
      await context.request({
        method: 'POST',
        path: path(_id, '/mark-as-completed'),
        body: {},
        fieldMap: FIELDS,
      });
    },
  };
});

import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { addressFrom } from '../../lib/address';
import { findCartForRead, type CartTarget } from '../carts';
import type { CreateCheckoutFromCartBody } from './schemas';
import { insertNewCheckout, type CheckoutDeps } from './service';
import type { CheckoutChanges } from './store';

/**
 * The cart's create-checkout (spec section 7): a checkout of the cart's lines, coupon, discounts, note and
 * shipping choice, with the addresses and email the call gives (the cart's contact address when none is
 * given). The cart stays as it is until an order is placed from the checkout.
 */
export async function createCheckoutFromCart(
  db: Db,
  deps: CheckoutDeps,
  caller: Caller,
  target: CartTarget,
  body: CreateCheckoutFromCartBody,
): Promise<{ checkoutId: string }> {
  return db.transaction(async (tx) => {
    const cart = await findCartForRead(tx, caller, target);
    if (cart.lines.length === 0 && cart.customLines.length === 0)
      throw new AppError(400, 'CART_IS_EMPTY', 'The cart is empty: add something before checking out');
    const contact = (cart.contactInfo ?? {}) as {
      address?: Record<string, unknown>;
      contactDetails?: unknown;
    };
    const shipTo = body.shippingAddress ? addressFrom(body.shippingAddress) : contact.address;
    const { row } = await insertNewCheckout(
      tx,
      deps,
      caller,
      {
        cartId: cart.id,
        channelType: body.channelType ?? 'WEB',
        lines: cart.lines,
        customLines: cart.customLines,
        couponCode: cart.couponCode,
        merchantDiscounts: cart.merchantDiscounts,
        buyerNote: cart.buyerNote,
        selectedShippingOption: body.selectedShippingOption ?? cart.selectedShippingOption,
      },
      (): CheckoutChanges => ({
        ...(shipTo || contact.contactDetails
          ? {
              shippingDestination: {
                ...(shipTo ? { address: shipTo } : {}),
                ...(contact.contactDetails ? { contactDetails: contact.contactDetails } : {}),
              },
            }
          : {}),
        ...(body.billingAddress ? { billingInfo: { address: addressFrom(body.billingAddress) } } : {}),
        ...(body.email?.trim() ? { buyerInfo: { email: body.email.trim().toLowerCase() } } : {}),
      }),
    );
    return { checkoutId: row.id };
  });
}

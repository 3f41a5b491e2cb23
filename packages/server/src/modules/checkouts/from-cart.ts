import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { addressFrom } from '../../lib/address';
import { findCartForRead, type CartRow, type CartTarget } from '../carts';
import type { CreateCheckoutFromCartBody } from './schemas';
import { insertNewCheckout, writeCheckout, type CheckoutDeps } from './service';
import { openCheckoutOfCart, type CheckoutChanges, type CheckoutRow } from './store';

/** What a checkout takes from its cart: the lines, coupon, discounts and note, as the cart has them now. */
const fromCart = (cart: CartRow) => ({
  lines: cart.lines,
  customLines: cart.customLines,
  couponCode: cart.couponCode,
  merchantDiscounts: cart.merchantDiscounts,
  buyerNote: cart.buyerNote,
});

/** The fields the call gives (an address, the email), over what the checkout has. */
function givenChanges(
  body: CreateCheckoutFromCartBody,
  shipTo: Record<string, unknown> | undefined,
  contactDetails: unknown,
): CheckoutChanges {
  return {
    ...(shipTo || contactDetails
      ? {
          shippingDestination: {
            ...(shipTo ? { address: shipTo } : {}),
            ...(contactDetails ? { contactDetails } : {}),
          },
        }
      : {}),
    ...(body.billingAddress ? { billingInfo: { address: addressFrom(body.billingAddress) } } : {}),
    ...(body.email?.trim() ? { buyerInfo: { email: body.email.trim().toLowerCase() } } : {}),
  };
}

/**
 * The checkout pressing Checkout again goes back to: its lines become the cart's as they are now; the email,
 * addresses, delivery, payment, gift card and discount code the buyer gave stay, unless the call or the cart
 * gives others.
 */
async function reopened(
  tx: Db,
  deps: CheckoutDeps,
  caller: Caller,
  open: CheckoutRow,
  cart: CartRow,
  body: CreateCheckoutFromCartBody,
) {
  const kept = (open.shippingDestination ?? {}) as { contactDetails?: unknown };
  const shipTo = body.shippingAddress ? addressFrom(body.shippingAddress) : undefined;
  const taken = fromCart(cart);
  await writeCheckout(tx, deps, caller, open.id, () => ({
    ...taken,
    // A code or note the buyer gave at checkout stays unless the cart has its own.
    couponCode: taken.couponCode ?? open.couponCode,
    buyerNote: taken.buyerNote ?? open.buyerNote,
    ...givenChanges(body, shipTo, shipTo ? kept.contactDetails : undefined),
    ...(body.selectedShippingOption ? { selectedShippingOption: body.selectedShippingOption } : {}),
  }));
  return { checkoutId: open.id };
}

/**
 * The cart's create-checkout (spec section 7): a checkout of the cart's lines, coupon, discounts, note and
 * shipping choice, with the addresses and email the call gives (the cart's contact address when none is
 * given). The cart stays as it is until an order is placed from the checkout. The caller's open checkout of
 * this cart, when there is one, is the answer (one open checkout per cart and buyer, as Shopify keeps it), so
 * pressing Checkout again, in another tab too, finds what the buyer already gave.
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
    const open = caller.subjectId ? await openCheckoutOfCart(tx, cart.id, caller.subjectId) : undefined;
    if (open) return reopened(tx, deps, caller, open, cart, body);
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
        ...fromCart(cart),
        selectedShippingOption: body.selectedShippingOption ?? cart.selectedShippingOption,
      },
      (): CheckoutChanges => givenChanges(body, shipTo, contact.contactDetails),
    );
    return { checkoutId: row.id };
  });
}

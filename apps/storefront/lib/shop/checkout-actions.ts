'use server';

import { ApplicationError } from '@atelier/sdk';
import { redirect } from 'next/navigation';
import {
  addressFieldsOf,
  addressProblems,
  isBlank,
  toAddress,
  toAddressWithContact,
  type AddressFields,
} from './checkout-address';
import {
  changeCheckout,
  checkAddress,
  placeOrder,
  reloadCheckout,
  startCheckout,
  updateCheckout,
} from './checkout';
import { checkoutErrorMessage, checkoutMessages, type AddressPrefix } from './checkout-errors';
import { shortLinesOf, withShortLines, type CheckoutView } from './checkout-view';
import { refreshCart } from './cart';
import { isStillPlacing, untilPlaced } from './placing';
import { cartErrorMessage } from './cart-errors';

/** What a step of /checkout answers: the checkout now, or words for the shopper on a field (and a log). */
export type CheckoutResult =
  | { ok: true; checkout: CheckoutView; message?: string }
  | {
      ok: false;
      message: string;
      field?: string;
      /** Every field's problem, when the form had several. */
      fields?: Record<string, string>;
      /** The checkout as it is after the failure, when that changed what the page shows. */
      checkout?: CheckoutView;
    };

export type PlaceOrderResult =
  | { ok: true; orderId: string }
  | (Extract<CheckoutResult, { ok: false }> & {
      /** An earlier press is still placing the order: the page keeps its key, so pressing again answers it. */
      keepKey?: boolean;
      /** Not placed: the total changed since the shopper saw it; `checkout` shows the new one. */
      totalChanged?: boolean;
    });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Failure = Extract<CheckoutResult, { ok: false }>;

/** A failed call as the page's answer: the shopper's words, on a field when there is one; logged. */
function failed(
  what: string,
  error: unknown,
  address?: { prefix: AddressPrefix; country: string | undefined },
): Failure {
  const failure = checkoutErrorMessage(error, address);
  if (failure.expected) console.warn(`${what} refused:`, failure.message);
  else console.error(`${what} failed`, error);
  return { ok: false, message: failure.message, ...(failure.field ? { field: failure.field } : {}) };
}

async function attempt(what: string, change: () => Promise<CheckoutView>): Promise<CheckoutResult> {
  try {
    return { ok: true, checkout: await change() };
  } catch (error) {
    return failed(what, error);
  }
}

/** The server's verdict on an address it would ship to (postal code format, state), on that form's fields. */
async function verify(fields: AddressFields, prefix: AddressPrefix): Promise<Failure | undefined> {
  try {
    await checkAddress(toAddress(fields));
    return undefined;
  } catch (error) {
    return failed('Checking an address', error, { prefix, country: fields.country });
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const prefixed = (prefix: AddressPrefix, problems: Partial<Record<keyof AddressFields, string>>) =>
  Object.fromEntries(Object.entries(problems).map(([field, message]) => [`${prefix}${field}`, message]));

function refuse(fields: Record<string, string>): CheckoutResult {
  const entries = Object.entries(fields);
  const [field, message] = entries[0]!;
  return entries.length === 1
    ? { ok: false, message, field }
    : { ok: false, message: `Please correct the ${entries.length} fields marked below.`, fields };
}

/** The cart's Checkout button: a checkout from the cart, then /checkout (also without JavaScript). */
export async function checkoutFromCart(): Promise<never> {
  let checkoutId: string;
  try {
    checkoutId = await startCheckout();
  } catch (error) {
    const failure = cartErrorMessage(error);
    if (!failure.expected) console.error('Starting a checkout failed', error);
    redirect(`/cart?checkout=failed`);
  }
  redirect(`/checkout?checkoutId=${encodeURIComponent(checkoutId)}`);
}

/**
 * Email, shipping address and (unless it is the same) billing address, in one step. The address is rated by
 * the server first, so a postal code it cannot use is said on its field before anything is stored.
 */
export async function saveDetails(checkoutId: string, form: FormData): Promise<CheckoutResult> {
  const email = text(form, 'email');
  const shipping = addressFieldsOf(form, 'shipping.');
  const sameBilling = form.get('billingSame') === 'on';
  const billing = sameBilling ? shipping : addressFieldsOf(form, 'billing.');
  // Picked up at the shop, the buyer need not give an address: the email alone is saved.
  if (form.get('pickup') === '1' && isBlank(shipping) && isBlank(billing)) {
    if (!EMAIL.test(email)) return refuse({ email: checkoutMessages.email });
    return attempt('Saving the buyer’s email', () => updateCheckout(checkoutId, { buyerInfo: { email } }));
  }
  const problems: Record<string, string> = {
    ...(EMAIL.test(email) ? {} : { email: checkoutMessages.email }),
    ...prefixed('shipping.', addressProblems(shipping)),
    ...(sameBilling ? {} : prefixed('billing.', addressProblems(billing))),
  };
  if (Object.keys(problems).length > 0) return refuse(problems);
  const refused =
    (await verify(shipping, 'shipping.')) ?? (sameBilling ? undefined : await verify(billing, 'billing.'));
  if (refused) return refused;
  return attempt('Saving the checkout details', () =>
    updateCheckout(checkoutId, {
      buyerInfo: { email },
      shippingInfo: { shippingDestination: toAddressWithContact(shipping) },
      billingInfo: toAddressWithContact(billing),
    }),
  );
}

export async function chooseDelivery(checkoutId: string, code: string, carrierId?: string) {
  return attempt('Choosing a delivery option', () =>
    updateCheckout(checkoutId, {
      shippingInfo: { selectedCarrierServiceOption: { code, ...(carrierId ? { carrierId } : {}) } },
    }),
  );
}

export async function choosePayment(checkoutId: string, paymentMethodId: string) {
  return attempt('Choosing a payment method', () => updateCheckout(checkoutId, { paymentMethodId }));
}

/** A coupon or gift card code; a refused one says why on its field. */
export async function applyCode(checkoutId: string, kind: 'couponCode' | 'giftCardCode', code: string) {
  const value = code.trim();
  if (!value) return { ok: false, message: checkoutMessages.codeEmpty, field: kind } satisfies CheckoutResult;
  const result = await attempt(`Applying a ${kind === 'couponCode' ? 'coupon' : 'gift card'}`, () =>
    updateCheckout(checkoutId, {}, { [kind]: value }),
  );
  if (result.ok && kind === 'couponCode' && result.checkout.couponProblem)
    return { ok: false, message: result.checkout.couponProblem, field: kind, checkout: result.checkout };
  return result;
}

export async function removeCode(checkoutId: string, kind: 'couponCode' | 'giftCardCode') {
  return attempt(`Removing a ${kind === 'couponCode' ? 'coupon' : 'gift card'}`, () =>
    changeCheckout((api) =>
      kind === 'couponCode' ? api.removeCoupon(checkoutId) : api.removeGiftCard(checkoutId),
    ),
  );
}

/** A line's new quantity (below 1 removes it): the out-of-stock choice of the review. */
export async function changeLine(checkoutId: string, lineId: string, quantity: number) {
  if (!Number.isInteger(quantity))
    return { ok: false, message: checkoutMessages.unavailable } satisfies CheckoutResult;
  return attempt('Changing a checkout line', () =>
    changeCheckout((api) =>
      quantity < 1
        ? api.removeLineItems(checkoutId, [lineId])
        : api.updateLineItemsQuantity(checkoutId, [{ _id: lineId, quantity }]),
    ),
  );
}

/** The checkout as it is now, after a refused order, with `mark` applied; undefined (logged) if unreadable. */
async function reloaded(checkoutId: string, mark: (view: CheckoutView) => CheckoutView = (v) => v) {
  try {
    return mark(await reloadCheckout(checkoutId));
  } catch (error) {
    console.error('Reading the checkout after a refused order failed', error);
    return undefined;
  }
}

/**
 * Places the order (once per key, however often the button is pressed). Out of stock: the checkout is read
 * again, so its lines say which are short and by how much. A total that changed since the shopper saw it
 * (409): the checkout is read again, so the page shows the new total with why; the shopper places it again.
 */
export async function placeOrderAction(
  checkoutId: string,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  let orderId: string;
  try {
    orderId = await untilPlaced(() => placeOrder(checkoutId, idempotencyKey));
  } catch (error) {
    const failure = failed('Placing an order', error);
    if (isStillPlacing(error)) return { ...failure, keepKey: true };
    const verdict = checkoutErrorMessage(error);
    const message =
      failure.message === checkoutMessages.unavailable ? checkoutMessages.placeFailed : failure.message;
    if (verdict.totalChanged) {
      const checkout = await reloaded(checkoutId);
      return { ok: false, message, totalChanged: true, ...(checkout ? { checkout } : {}) };
    }
    if (!verdict.outOfStock) return { ...failure, message };
    const short = shortLinesOf(
      error instanceof ApplicationError ? error.details.applicationError?.data : undefined,
    );
    const checkout = await reloaded(checkoutId, (view) => withShortLines(view, short));
    return { ok: false, message, ...(checkout ? { checkout } : {}) };
  }
  // The order is placed whatever follows; the cart cookie (the header's count) catches up with the cart.
  await refreshCart().catch((error: unknown) => console.error('Failed to load cart', error));
  return { ok: true, orderId };
}

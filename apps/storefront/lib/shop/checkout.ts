/**
 * The shopper's checkout on the server side of the storefront. The checkout lives on the commerce server
 * (so /checkout keeps its state across reloads): renders read it, server actions write each step through
 * update-checkout and answer the new view.
 */
import {
  ApplicationError,
  type Address,
  type Checkout,
  type CheckoutInfo,
  type PaymentMethod,
} from '@atelier/sdk';
import { apiUrl, type SessionClient } from './client';
import { checkoutView, type CheckoutView } from './checkout-view';
import { getShopClock } from './shop-settings';
import { actionSession, renderSession } from './session';

type CheckoutApi = SessionClient['client']['checkout'];

/** The shopper's cart becomes a checkout (the cart's create-checkout); answers its id. */
export async function startCheckout(): Promise<string> {
  const { client } = await actionSession();
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
  return checkoutId;
}

/** The checkout for a render; undefined when this browser has no session or the checkout is not its own. */
export async function readCheckout(id: string): Promise<CheckoutView | undefined> {
  const session = await renderSession();
  if (!session) return undefined;
  try {
    const [checkout, clock] = await Promise.all([session.client.checkout.getCheckout(id), getShopClock()]);
    return checkoutView(checkout, apiUrl(), clock);
  } catch (error) {
    if (error instanceof ApplicationError && error.status === 404) return undefined;
    throw error;
  }
}

/** The offline payment methods a buyer may choose now (bank transfer, pay on pickup). */
export async function readPaymentMethods(): Promise<PaymentMethod[]> {
  const session = await renderSession();
  if (!session) return [];
  return (await session.client.paymentMethods.listPaymentMethods()).paymentMethods;
}

/** One change to the checkout, in a server action; answers the checkout as the page shows it. */
export async function changeCheckout(change: (api: CheckoutApi) => Promise<Checkout>): Promise<CheckoutView> {
  const { client } = await actionSession();
  const [checkout, clock] = await Promise.all([change(client.checkout), getShopClock()]);
  return checkoutView(checkout, apiUrl(), clock);
}

export const updateCheckout = (id: string, fields: Partial<CheckoutInfo>, codes = {}) =>
  changeCheckout((api) => api.updateCheckout(id, fields, codes));

/**
 * Whether the server can ship to an address: getRates answers MISSING_POSTAL_CODE, INVALID_POSTAL_CODE or
 * PARTIAL_ADDRESS (thrown) for one it cannot rate, by the country's postal-code format.
 */
export async function checkAddress(address: Address, currency = 'USD'): Promise<void> {
  const { client } = await actionSession();
  await client.shippingRates.getShippingRates({ lineItems: [], currency, shippingDestination: address });
}

/** create-order, at most once per `idempotencyKey`: answers the order's id. */
export async function placeOrder(id: string, idempotencyKey: string): Promise<string> {
  const { client } = await actionSession();
  const { orderId } = await client.checkout.createOrder(id, { idempotencyKey });
  return orderId;
}

/** The checkout as it is now (after a failed order: its lines' availability says what is short). */
export async function reloadCheckout(id: string): Promise<CheckoutView> {
  return changeCheckout((api) => api.getCheckout(id));
}

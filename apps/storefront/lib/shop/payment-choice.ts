/**
 * Which of the shop's payment methods the shopper may choose for the delivery chosen: a method the server
 * marks `pickupOnly` (Pay on pickup) only with a pickup option, as its create-order requires
 * (PAYMENT_METHOD_NEEDS_PICKUP). Pure, so it is tested without a server.
 */
import type { CheckoutView } from './checkout-view';
import type { PaymentMethodView } from './order-view';

/** The methods offered with this delivery choice (`pickup`: a pickup option is chosen). */
export function offeredMethods(methods: readonly PaymentMethodView[], pickup: boolean): PaymentMethodView[] {
  return methods.filter((method) => pickup || !method.pickupOnly);
}

/**
 * The checkout as the page shows it with the methods offered: a method chosen before a delivery that does
 * not allow it counts as not chosen (the shopper chooses again).
 */
export function withOfferedPayment(view: CheckoutView, offered: readonly PaymentMethodView[]): CheckoutView {
  if (!view.paymentMethodId || offered.some((method) => method.id === view.paymentMethodId)) return view;
  return {
    ...view,
    paymentMethodId: undefined,
    missing: view.missing ?? (view.nothingToPay ? undefined : 'Please choose how you will pay.'),
  };
}

// The checkouts' front door: the only file outside checkouts/ imports.
export { checkoutRoutes } from './routes';
export { checkoutsWire } from './wire';
export { CHECKOUT_EVENTS } from './service';
export { attachHoldSweep, sweepExpiredHolds } from './holds';
export {
  mailPlacedOrder,
  phoneOrderLines,
  placePhoneOrder,
  previewPhoneOrder,
  PHONE_ORDER_CHANNEL,
  type PhoneOrder,
  type PhoneOrderPreview,
} from './phone-order';
export type { CheckoutView } from './schemas';

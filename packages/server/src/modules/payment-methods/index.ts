// Payment methods' front door (the merchant's offline methods): the only file outside payment-methods/ imports.
export { seedDemoPaymentMethods } from './demo-seed';
export { paymentMethodRoutes } from './routes';
export { needsPickup } from './rules';
export { enabledPaymentMethods, paymentMethodById } from './service';
export { paymentMethodsWire } from './wire';
export type { PaymentMethod } from './schemas';

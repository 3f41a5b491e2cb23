// The checkouts' front door: the only file outside checkouts/ imports.
export { checkoutRoutes } from './routes';
export { checkoutsWire } from './wire';
export { CHECKOUT_EVENTS } from './service';
export { attachHoldSweep, sweepExpiredHolds } from './holds';

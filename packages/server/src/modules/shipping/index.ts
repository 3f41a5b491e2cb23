// The shipping module's front door: the only file outside shipping/ imports.
export {
  ATELIER_CARRIER_ID,
  shippingOptionsFor,
  slotCode,
  type ShippingOption,
  type ShippingRequest,
} from './options';
export { shippingRoutes } from './routes';
export { shippingWire } from './wire';

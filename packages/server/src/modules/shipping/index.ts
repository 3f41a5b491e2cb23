// The shipping module's front door: the only file outside shipping/ imports.
export {
  ATELIER_CARRIER_ID,
  shippingOptionsFor,
  slotCode,
  type ShippingOption,
  type ShippingRequest,
} from './options';
export { DEMO_STUDIO, seedDemoShipping } from './demo';
export { shippingRoutes } from './routes';
/** The cart's total weight of its physical lines, in kg, exactly (from KG or LB weights). */
export { lbToKg, totalWeightKg, type WeightUnit } from './rules';
export { shippingWire } from './wire';

// The carts' front door: the only file outside carts/ imports.
export { cartRoutes } from './routes';
export { cartsWire } from './wire';
export { attachCartSweep, mergeVisitorCart, sweepIdleVisitorCarts } from './maintenance';
export { CART_EVENTS } from './service';
export { money, minorUnitsOf } from './view';
export {
  CartDiscount,
  CartImage,
  CatalogReference,
  DescriptionLine,
  MultiCurrencyPrice,
  PageUrl,
} from './schemas';

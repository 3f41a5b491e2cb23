// The carts' front door: the only file outside carts/ imports.
export { cartRoutes } from './routes';
export { cartsWire, cartsWireConstants } from './wire';
export { attachCartSweep, mergeVisitorCart, sweepIdleVisitorCarts } from './maintenance';
export {
  CART_EVENTS,
  checkNewCoupon,
  deleteOrderedCart,
  findCartForRead,
  quantityUpdatesOf,
  targetOf,
  type CartTarget,
} from './service';
// What a checkout shares with the cart: the same lines, rules, pricing and views.
export { evaluate, evaluateAndPrice, factsKey, readFacts, type Evaluation, type FactsBook } from './evaluate';
export { additionsOf, customLinesOf, elevated, merchantDiscountsOf, requireElevated } from './input';
export {
  addLines,
  buyableQuantity,
  removeLines,
  setQuantities,
  MAX_LINE_QUANTITY,
  WIX_STORES_APP_ID,
  type Addition,
} from './rules';
export { offeredOptions } from './shipping';
export { selectedOption } from './totals';
export { logisticsOf, priceSummaryView, shippingInfoView, taxSummaryView } from './summary-view';
export { customLineView, discountView, lineView, minorUnitsOf, money, type LineFacts } from './view';
export type { CartRow } from './store';
export * as cartSchemas from './schemas';
export {
  CartDiscount,
  CartImage,
  CatalogReference,
  DescriptionLine,
  MultiCurrencyPrice,
  PageUrl,
} from './schemas';

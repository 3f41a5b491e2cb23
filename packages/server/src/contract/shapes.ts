/**
 * The wire shapes the server publishes to clients, by area: the SDK's wire types are generated from
 * these very schemas (`npm run contract`), and `npm run typecheck` fails when the generated types are
 * behind them. Each module lists its own shapes; a new area (carts, checkouts, orders) adds its module's.
 */
import { apiKeysWire } from '../modules/api-keys';
import { auditWire } from '../modules/audit';
import { cartsWire, cartsWireConstants } from '../modules/carts';
import { backInStockWire } from '../modules/back-in-stock';
import { catalogBulkWire, catalogWire } from '../modules/catalog';
import { checkoutsWire } from '../modules/checkouts';
import { dashboardWire } from '../modules/dashboard';
import { giftCardsWire } from '../modules/gift-cards';
import { draftOrdersWire } from '../modules/draft-orders';
import { mailTemplatesWire } from '../modules/mail';
import { membersWire } from '../modules/members';
import { newsletterWire } from '../modules/newsletter';
import { ordersWire } from '../modules/orders';
import { paymentMethodsWire } from '../modules/payment-methods';
import { shippingWire } from '../modules/shipping';
import { pricingWire } from '../modules/pricing';
import { reconcileWire } from '../modules/reconcile';
import { shopSettingsWire } from '../modules/shop-settings';
import { staffWire } from '../modules/staff';
import { webhooksWire } from '../modules/webhooks';
import type { NamedShapes, WireConstants } from './render-types';

export const WIRE_AREAS: Readonly<Record<string, NamedShapes>> = {
  'back-in-stock': backInStockWire,
  catalog: catalogWire,
  'catalog-bulk': catalogBulkWire,
  carts: cartsWire,
  checkouts: checkoutsWire,
  members: membersWire,
  newsletter: newsletterWire,
  orders: ordersWire,
  shipping: shippingWire,
  pricing: pricingWire,
  'payment-methods': paymentMethodsWire,
  'gift-cards': giftCardsWire,
  'draft-orders': draftOrdersWire,
  'shop-settings': shopSettingsWire,
  'mail-templates': mailTemplatesWire,
  staff: staffWire,
  'api-keys': apiKeysWire,
  audit: auditWire,
  dashboard: dashboardWire,
  reconcile: reconcileWire,
  webhooks: webhooksWire,
};

/** The limits the server publishes to clients, by area: generated into the same SDK files as the shapes. */
export const WIRE_CONSTANTS: Readonly<Record<string, WireConstants>> = {
  carts: cartsWireConstants,
};

import type { AppContext } from './context';
import type { AreaPrefixes, RouteDef } from './http/route-table';
import { apiKeyRoutes } from './modules/api-keys';
import { auditRoutes } from './modules/audit';
import { cartRoutes } from './modules/carts';
import { backInStockRoutes } from './modules/back-in-stock';
import { catalogRoutes } from './modules/catalog';
import { dashboardRoutes } from './modules/dashboard';
import { checkoutRoutes } from './modules/checkouts';
import { giftCardRoutes } from './modules/gift-cards';
import { draftOrderRoutes } from './modules/draft-orders';
import { identityRoutes } from './modules/identity';
import { mailRoutes, mailTemplateRoutes } from './modules/mail';
import { memberRoutes } from './modules/members';
import { newsletterRoutes } from './modules/newsletter';
import { oauthRoutes } from './modules/oauth';
import { orderRoutes } from './modules/orders';
import { paymentMethodRoutes } from './modules/payment-methods';
import { shippingRoutes } from './modules/shipping';
import { shopSettingsRoutes } from './modules/shop-settings';
import { pricingRoutes } from './modules/pricing';
import { reconcileRoutes } from './modules/reconcile';
import { staffRoutes } from './modules/staff';
import { systemRoutes } from './modules/system';
import { webhookRoutes } from './modules/webhooks';

/**
 * Areas of the API. Each is served at the spec paths and again under the prefixes that Wix Headless
 * clients put in front of the same paths (DESIGN.md section 1): one route table, mounted several times.
 */
export const AREA_PREFIXES = {
  catalog: ['/stores', '/stores-reader'],
  ecom: ['/ecom'],
  members: ['/members'],
  identity: ['/_api/iam/authentication', '/_api/iam/verification', '/_api/iam/recovery'],
  redirects: ['/_api/redirects-api'],
  oauth: [],
  shop: [],
  system: [],
} as const satisfies AreaPrefixes;

/** The whole route table: each module contributes its routes. */
export function routeTable(ctx: AppContext): RouteDef[] {
  return [
    ...systemRoutes(ctx),
    ...newsletterRoutes(ctx),
    ...identityRoutes(ctx),
    ...oauthRoutes(ctx),
    ...memberRoutes(ctx),
    ...mailRoutes(ctx),
    ...mailTemplateRoutes(ctx),
    ...catalogRoutes(ctx),
    ...shippingRoutes(ctx),
    ...cartRoutes(ctx),
    ...checkoutRoutes(ctx),
    ...orderRoutes(ctx),
    ...reconcileRoutes(ctx),
    ...pricingRoutes(ctx),
    ...backInStockRoutes(ctx),
    ...paymentMethodRoutes(ctx),
    ...giftCardRoutes(ctx),
    ...draftOrderRoutes(ctx),
    ...webhookRoutes(ctx),
    ...shopSettingsRoutes(ctx),
    ...staffRoutes(ctx),
    ...apiKeyRoutes(ctx),
    ...auditRoutes(ctx),
    ...dashboardRoutes(ctx),
  ];
}

import type { AppContext } from '../../context';
import type { RouteDef } from '../../http/route-table';

/** The merchant's API of coupons, automatic discounts, tax rates and tax settings. */
export const pricingRoutes = (_ctx: AppContext): RouteDef[] => [];

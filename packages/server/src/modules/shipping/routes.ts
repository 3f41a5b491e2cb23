import type { AppContext } from '../../context';
import type { RouteDef } from '../../http/route-table';

export const shippingRoutes = (_ctx: AppContext): RouteDef[] => [];

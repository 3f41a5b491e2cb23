import type { AppContext } from '../context';
import { newsletterRoutes } from '../modules/newsletter/routes';
import { systemRoutes } from '../modules/system/routes';
import type { RouteDef } from './route-table';

/** The whole route table: each module contributes its routes. */
export function routeTable(ctx: AppContext): RouteDef[] {
  return [...systemRoutes(ctx), ...newsletterRoutes(ctx)];
}

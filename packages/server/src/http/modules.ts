import type { AppContext } from '../context';
import { catalogRoutes } from '../modules/catalog';
import { identityRoutes } from '../modules/identity';
import { mailRoutes } from '../modules/mail';
import { memberRoutes } from '../modules/members';
import { newsletterRoutes } from '../modules/newsletter';
import { oauthRoutes } from '../modules/oauth';
import { systemRoutes } from '../modules/system';
import type { RouteDef } from './route-table';

/** The whole route table: each module contributes its routes. */
export function routeTable(ctx: AppContext): RouteDef[] {
  return [
    ...systemRoutes(ctx),
    ...newsletterRoutes(ctx),
    ...identityRoutes(ctx),
    ...oauthRoutes(ctx),
    ...memberRoutes(ctx),
    ...mailRoutes(ctx),
    ...catalogRoutes(ctx),
  ];
}

import type { AppContext } from '../context';
import { catalogRoutes } from '../modules/catalog/routes';
import { identityRoutes } from '../modules/identity/routes';
import { mailRoutes } from '../modules/mail/routes';
import { memberRoutes } from '../modules/members/routes';
import { newsletterRoutes } from '../modules/newsletter/routes';
import { oauthRoutes } from '../modules/oauth/routes';
import { systemRoutes } from '../modules/system/routes';
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

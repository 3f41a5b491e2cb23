/**
 * The public address of a route: the internal route a cached page was rendered at (`/home/index`,
 * `/list/<view>`; page-views.ts) is what a render sees as its pathname, where the browser shows `/` or
 * `/list`. On its own, without page-views.ts's view encoding, for the header every page carries.
 */
export function publicPath(pathname: string): string {
  if (/^\/home\/[^/]+\/?$/.test(pathname)) return '/';
  const match = pathname.match(/^(\/list|\/(?:collections|product)\/[^/]+)\/[^/]+\/?$/);
  return match ? match[1]! : pathname;
}

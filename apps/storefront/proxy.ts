import { NextResponse, type NextRequest } from 'next/server';
import { storefrontUrl } from '@/lib/shop/client';
import { catalogRoute, isPublicPage } from '@/lib/shop/page-views';
import { renewSession } from '@/lib/shop/renew';
import {
  ACCESS_TOKEN_COOKIE,
  cookieOptions,
  needsRefresh,
  REFRESH_TOKEN_COOKIE,
  tokenCookieWrites,
  tokensFromCookies,
  noTokens,
  type CookieWrite,
} from '@/lib/shop/session-cookies';

/**
 * Public catalog pages go to the internal route that renders their canonical view (lib/shop/page-views.ts)
 * and are never given a cookie: any visitor may be sent them from a cache. Other requests (private pages,
 * the account API, server actions) first renew an expiring access token (renders cannot set cookies): the
 * new tokens go to the browser (Set-Cookie) and to this request, so the render and server actions see them.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  const route = catalogRoute(pathname, searchParams);
  if (route) {
    const url = request.nextUrl.clone();
    url.pathname = route;
    // Only the router's own cache-busting parameter travels on; the view carries the page's query.
    const rsc = searchParams.get('_rsc');
    url.search = rsc === null ? '' : `?_rsc=${encodeURIComponent(rsc)}`;
    return NextResponse.rewrite(url);
  }
  if (isPublicPage(pathname)) return NextResponse.next();
  return withRenewedTokens(request);
}

async function withRenewedTokens(request: NextRequest): Promise<NextResponse> {
  const tokens = tokensFromCookies(
    request.cookies.get(REFRESH_TOKEN_COOKIE)?.value,
    request.cookies.get(ACCESS_TOKEN_COOKIE)?.value,
  );
  if (!tokens?.refreshToken || !needsRefresh(tokens)) return NextResponse.next();
  let renewed;
  try {
    renewed = await renewSession(tokens.refreshToken);
  } catch (error) {
    // The server is unreachable: the page renders without a renewed token and says what failed.
    console.error('Failed to renew the session tokens', error);
    return NextResponse.next();
  }
  const writes: CookieWrite[] = tokenCookieWrites(renewed ?? noTokens());
  for (const write of writes) {
    if (write.value === null) request.cookies.delete(write.name);
    else request.cookies.set(write.name, write.value);
  }
  const response = NextResponse.next({ request });
  for (const write of writes) {
    if (write.value === null) response.cookies.delete({ name: write.name, path: '/' });
    else response.cookies.set(write.name, write.value, cookieOptions(storefrontUrl(), write.maxAge));
  }
  return response;
}

export const config = {
  // Pages, server actions and route handlers; not static files, nor the product import's upload (up to 32 MB:
  // a request the proxy sees has its body held to 10 MB, and the import needs no shopper tokens).
  matcher: [
    '/((?!_next/static|_next/image|favicon.ico|icon.svg|images/|fonts/|admin/products/import/run).*)',
  ],
};

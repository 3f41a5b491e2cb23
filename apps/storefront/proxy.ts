import { NextResponse, type NextRequest } from 'next/server';
import { storefrontUrl } from '@/lib/shop/client';
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
 * Renews an expiring access token before the page renders (renders cannot set cookies): the new tokens
 * go to the browser (Set-Cookie) and to this request, so the render and server actions see them.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
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
  // Pages, server actions and route handlers; not static files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg|images/|fonts/).*)'],
};

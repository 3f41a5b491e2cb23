import { getShopClock } from '@/lib/shop/shop-settings';

export const dynamic = 'force-dynamic';

/**
 * The shop's opening hours as text, for the pages built before any commerce server answered (the not-found
 * page, /aboutus until it is rendered again): their footer asks here from the browser (OpeningHours.tsx).
 */
export async function GET(): Promise<Response> {
  const { hours } = await getShopClock();
  return Response.json({ hours }, { headers: { 'cache-control': 'public, max-age=5' } });
}

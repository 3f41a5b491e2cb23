import { getShopSettings } from '@/lib/shop/shop-settings';
import { hoursText } from '@/lib/shop/shop-time';

export const dynamic = 'force-dynamic';

/**
 * The shop's name, contact email and opening hours (as text), for the pages built before any commerce server answered (the not-found
 * page, /aboutus until it is rendered again): their footer asks here from the browser (OpeningHours.tsx).
 */
export async function GET(): Promise<Response> {
  const settings = await getShopSettings();
  const face = {
    name: settings.name,
    contactEmail: settings.contactEmail,
    hours: hoursText(settings.openingHours, settings.timeZone),
  };
  return Response.json(face, { headers: { 'cache-control': 'public, max-age=5' } });
}

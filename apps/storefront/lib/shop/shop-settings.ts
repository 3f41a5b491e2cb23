/**
 * The shop's settings (name, contact, opening hours, time zone) as the storefront reads them: cached under a
 * tag, which the commerce server's `shop.settings.changed` event drops (app/api/revalidate), so a change
 * reaches cached pages within seconds.
 */
import { unstable_cache } from 'next/cache';
import type { ShopSettings } from '@atelier/sdk';
import { shop } from './client';
import { shopTags } from './catalog-tags';
import { hoursText, type ShopClock } from './shop-time';

/**
 * Seconds a cached read is served before it is refreshed: only a fallback for a missed event. An hour, as
 * /aboutus is kept, so a page that shows the hours is kept no shorter than it was.
 */
const REVALIDATE = 3600;

/** The building of the storefront (`next build`) runs without a commerce server to ask. */
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

export async function getShopSettings(): Promise<ShopSettings> {
  return unstable_cache(
    async () => (await shop().shopSettings.getShopSettings()).shopSettings,
    ['shop-settings', shop().baseUrl],
    { tags: [shopTags.settings], revalidate: REVALIDATE },
  )();
}

/** The shop's zone and hours for the pages that show times. */
export async function getShopClock(): Promise<ShopClock> {
  const settings = await getShopSettings();
  return { timeZone: settings.timeZone, hours: hoursText(settings.openingHours, settings.timeZone) };
}

/** What every page shows of the shop: its name, contact email and opening hours (as text). */
export interface ShopFace {
  name: string;
  contactEmail: string;
  hours: string;
}

/**
 * The shop's face for the header and footer, from its settings (one source): undefined while the storefront is
 * being built, when no commerce server answers (the page then asks /api/shop-hours from the browser).
 */
export async function readShopFace(): Promise<ShopFace | undefined> {
  if (building()) return undefined;
  const settings = await getShopSettings();
  return {
    name: settings.name,
    contactEmail: settings.contactEmail,
    hours: hoursText(settings.openingHours, settings.timeZone),
  };
}

/**
 * The shop's name from its settings, for page titles and the header: `fallback` (the storefront's own) while the
 * storefront is being built, or when the settings hold no name.
 */
export async function readShopName(fallback: string): Promise<string> {
  return (await readShopFace())?.name || fallback;
}

/**
 * The opening hours for the footer and /aboutus: undefined while the storefront is being built, when no
 * commerce server answers (components/layout/OpeningHours.tsx then asks for them from the browser).
 */
export async function readOpeningHours(): Promise<string | undefined> {
  if (building()) return undefined;
  return (await getShopClock()).hours;
}

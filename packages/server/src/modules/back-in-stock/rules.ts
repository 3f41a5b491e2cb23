import { productPagePath, shopPageUrl } from '../../lib/shop-pages';

/** Pure rules of back-in-stock requests: no I/O. */

/** Waiting requests one member may hold at once: enough for any shopper, a bound against floods. */
export const MAX_WAITING_PER_MEMBER = 50;

/** The product page with the variant's choices chosen (`/product/vase?Colour=Sage&Size=Large`). */
export function pieceLink(storefrontUrl: string, slug: string, choices: Record<string, string>): string {
  const url = new URL(shopPageUrl(storefrontUrl, productPagePath(slug)).url);
  for (const [option, choice] of Object.entries(choices)) url.searchParams.set(option, choice);
  return url.toString();
}

/** A variant named by a request, with what the catalog says of it now (null: no longer in the catalog). */
export interface VariantNow {
  inStock: boolean;
  /** A shopper may see it (product and variant visible). */
  visible: boolean;
}

/**
 * Whether the members waiting for a variant are told now: it is back in stock and a shopper can see
 * it (a hidden piece would answer them "not found"). A variant no longer in the catalog never is.
 */
export const dueForMail = (now: VariantNow | null): boolean => now !== null && now.inStock && now.visible;

export type RequestStatus = 'WAITING' | 'NOTIFIED';

export const statusOf = (notifiedDate: Date | null): RequestStatus => (notifiedDate ? 'NOTIFIED' : 'WAITING');

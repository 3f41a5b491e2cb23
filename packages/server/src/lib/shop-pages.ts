/**
 * Addresses of the shop's own pages (the storefront at STOREFRONT_URL), for links the server hands out.
 * The storefront serves a product at `/product/{slug}` (apps/storefront/app/product/[slug]; its proxy
 * rewrites the path to the page's canonical view): test/line-item-wire.test.ts checks the route is there.
 */

/** A product's page, relative to the shop: `/product/sage-vase`. */
export const productPagePath = (slug: string) => `/product/${encodeURIComponent(slug)}`;

/** A page of the shop as Wix's page-url object: the path and the absolute url on STOREFRONT_URL. */
export function shopPageUrl(storefrontUrl: string, relativePath: string) {
  return { relativePath, url: `${storefrontUrl.replace(/\/+$/, '')}${relativePath}` };
}

import type { ProductDetail, SelectionView } from './catalog-types';

/** schema.org Product for a product page, as a string safe to put inside a <script> element. */
export function productJsonLd(product: ProductDetail, selection: SelectionView, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(product.media.length > 0 ? { image: product.media.map((p) => p.url) } : {}),
    ...(selection.sku ? { sku: selection.sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: selection.price.currency,
      price: selection.price.amount.toFixed(2),
      availability:
        selection.stock === 'out-of-stock' && (selection.complete || !product.inStock)
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

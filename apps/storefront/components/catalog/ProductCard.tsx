import Image from 'next/image';
import Link from 'next/link';
import type { ProductSummary } from '@/lib/shop/catalog-types';
import { Price } from './Price';
import styles from './ProductCard.module.css';

/** Grid columns at each width, for `sizes`: 4 wide on desktop, 3 on tablets, 2 on phones. */
export const CARD_SIZES = '(max-width: 768px) 50vw, (max-width: 1100px) 33vw, 300px';

export function ProductCard({ product, preload = false }: { product: ProductSummary; preload?: boolean }) {
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.frame}>
        {product.image ? (
          <Image
            src={product.image.url}
            alt={product.image.alt}
            fill
            sizes={CARD_SIZES}
            className={styles.image}
            preload={preload}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        {product.ribbon && <span className={styles.ribbon}>{product.ribbon}</span>}
        {!product.inStock && <span className={styles.soldOut}>Sold out</span>}
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand}</p>}
        <h3 className={styles.name}>
          <Link href={`/product/${product.slug}`} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        <Price price={product.price} from={product.priceVaries} />
      </div>
    </article>
  );
}

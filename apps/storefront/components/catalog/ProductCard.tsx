import Link from 'next/link';
import { Picture } from '@/components/ui/Picture';
import type { ProductSummary } from '@/lib/shop/catalog-types';
import { Badges } from './Badges';
import { Price } from './Price';
import styles from './ProductCard.module.css';

/**
 * The width a card's picture is drawn at, for `sizes`. The frame is 4:5 and a square picture covers
 * it, so the picture is drawn 1.25 times the card's width. Cards: 2 columns on phones (47vw - 18px),
 * 3 on tablets (at most 32vw - 27px, home page), at most 295 px on desktop (3 beside the /list filters,
 * 4 on the home page).
 */
export const CARD_SIZES =
  '(max-width: 768px) calc(59vw - 22px), (max-width: 1100px) calc(40vw - 33px), 370px';
/** What CARD_SIZES comes to: 167 px on a 320 px phone, 431 px at 768 px. */
const CARD_DRAWN = { min: 167, max: 431 };

export function ProductCard({ product, preload = false }: { product: ProductSummary; preload?: boolean }) {
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.frame}>
        {product.image ? (
          <Picture
            src={product.image.url}
            alt={product.image.alt}
            fill
            sizes={CARD_SIZES}
            drawn={CARD_DRAWN}
            className={styles.image}
            preload={preload}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        <Badges piece={product} over />
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

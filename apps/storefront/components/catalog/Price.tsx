import type { PriceView } from '@/lib/shop/catalog-types';
import styles from './Price.module.css';

/** A price, with the price before the discount struck through beside it when there is one. */
export function Price({
  price,
  from = false,
  size = 'md',
}: {
  price: PriceView;
  from?: boolean;
  size?: 'md' | 'lg';
}) {
  return (
    <p className={styles.price} data-size={size} data-testid="price">
      {from && <span className={styles.from}>From </span>}
      <span className={price.was ? styles.sale : undefined} data-testid="amount">
        {price.was && <span className="visually-hidden">Sale price </span>}
        {price.current}
      </span>
      {price.was && (
        <s className={styles.was}>
          <span className="visually-hidden">Regular price </span>
          {price.was}
        </s>
      )}
    </p>
  );
}

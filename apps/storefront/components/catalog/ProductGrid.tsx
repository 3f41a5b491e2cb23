import type { ProductSummary } from '@/lib/shop/catalog-types';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

export function ProductGrid({
  products,
  label,
  preloadFirst = 0,
  columns = 4,
}: {
  products: ProductSummary[];
  label?: string;
  /** How many of the first cards load their image at once (above the fold). */
  preloadFirst?: number;
  /** Columns on a wide screen. */
  columns?: 3 | 4;
}) {
  return (
    <ul className={styles.grid} aria-label={label} data-columns={columns}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} preload={index < preloadFirst} />
        </li>
      ))}
    </ul>
  );
}

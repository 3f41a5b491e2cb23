import { badgesOf } from '@/lib/shop/badges';
import type { PriceView } from '@/lib/shop/catalog-types';
import styles from './Badges.module.css';

/**
 * A piece's badges (lib/shop/badges.ts: one rule for cards and the product page). `over`: laid over a
 * card's picture (sale and ribbon top-left, sold out top-right); otherwise in a row.
 */
export function Badges({
  piece,
  over = false,
  soldOut = true,
}: {
  piece: { price: PriceView; ribbon?: string; inStock: boolean };
  over?: boolean;
  /** Whether to show "Sold out" (the product page says it beside the stock instead). */
  soldOut?: boolean;
}) {
  const badges = badgesOf(piece).filter((b) => soldOut || b.kind !== 'sold-out');
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} data-over={over || undefined} aria-label="Labels" data-testid="badges">
      {badges.map((badge) => (
        <li
          key={badge.kind}
          className={styles.badge}
          data-kind={badge.kind}
          data-testid={`badge-${badge.kind}`}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

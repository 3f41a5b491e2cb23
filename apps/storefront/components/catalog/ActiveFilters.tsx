import Link from 'next/link';
import type { CollectionSummary } from '@/lib/shop/catalog-types';
import { activeFilters, type ListParams } from '@/lib/shop/list-params';
import styles from './ActiveFilters.module.css';

/**
 * The filters narrowing a listing, above its grid, each a chip that removes it (a link, so it works
 * without JavaScript); with more than one, a link that clears them all.
 */
export function ActiveFilters({
  params,
  pathname,
  collections,
  fixed,
}: {
  params: ListParams;
  pathname: string;
  collections: CollectionSummary[];
  /** The collection a collection page shows: not a filter one removes here. */
  fixed?: CollectionSummary | undefined;
}) {
  const nameOf = (slug: string) => collections.find((c) => c.slug === slug)?.name ?? slug;
  const chips = activeFilters(params, pathname, fixed ? undefined : nameOf);
  if (chips.length === 0) return null;
  return (
    <div className={styles.bar}>
      <ul className={styles.chips} aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.removeHref} className={styles.chip} aria-label={`Remove ${chip.label}`}>
              <span>{chip.label}</span>
              <span aria-hidden="true" className={styles.cross}>
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Link href={fixed ? pathname : '/list'} className="text-link">
          Clear all
        </Link>
      )}
    </div>
  );
}

import Link from 'next/link';
import type { CollectionSummary, ProductPage } from '@/lib/shop/catalog-types';
import {
  isFiltered,
  listHref,
  PAGE_SIZE,
  SORTS,
  withoutSearch,
  type ListParams,
} from '@/lib/shop/list-params';

/** Whether a collection (on /list) or a price range narrows the listing besides its search. */
const isFilteredBesidesSearch = (p: ListParams, current: CollectionSummary | undefined) =>
  Boolean(current || p.collection || p.min !== undefined || p.max !== undefined);
import { ActiveFilters } from './ActiveFilters';
import { FilterForm } from './FilterForm';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';
import styles from './Listing.module.css';

const FORM_ID = 'listing-filters';

/**
 * A product listing with its filters: on /list the collection is a filter; on a collection page
 * (`pathname` /collections/...) the collection is fixed and the others are links.
 */
export function Listing({
  params,
  pathname,
  collections,
  result,
  current,
  counts,
}: {
  params: ListParams;
  pathname: string;
  collections: CollectionSummary[];
  result: ProductPage;
  /** The collection page being shown, if any. */
  current?: CollectionSummary;
  /** Each collection's count of what the search and price range find (by id); absent, its own count. */
  counts?: Record<string, number> | undefined;
}) {
  const first = (result.page - 1) * PAGE_SIZE + 1;
  const last = first + result.items.length - 1;
  const totalText = `${result.total.toLocaleString('en-US')}${result.more ? '+' : ''}`;
  const sorts = Object.entries(SORTS).filter(
    ([key]) => (key !== 'relevance' || params.q) && (key !== 'featured' || current),
  );
  const clearHref = current ? pathname : '/list';
  const countOf = (c: CollectionSummary) => (counts ? (counts[c.id] ?? 0) : c.count);
  const activeFilters = [
    params.collection && !current,
    params.min !== undefined || params.max !== undefined,
  ].filter(Boolean).length;

  return (
    <FilterForm action={pathname} id={FORM_ID} className={styles.layout} label="Search and filter pieces">
      <aside className={styles.sidebar} aria-label="Filters">
        {/* On a phone a folded panel, closed when the page opens and after a filter is applied
            (FilterForm); on wide screens always shown (Listing.module.css). */}
        <details className={styles.filters} data-testid="filter-panel">
          <summary className={styles.filtersToggle}>
            <span>
              Filter
              {activeFilters > 0 && <span className={styles.filterCount}> ({activeFilters} active)</span>}
            </span>
          </summary>
          <div className={styles.filterGroups}>
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>Collection</legend>
              {current ? (
                <ul className={styles.choiceList}>
                  <li>
                    <Link href="/list" className={styles.choiceLink}>
                      All pieces
                    </Link>
                  </li>
                  {collections.map((c) => (
                    <li key={c.id}>
                      <Link
                        href={`/collections/${c.slug}`}
                        className={styles.choiceLink}
                        aria-current={c.id === current.id ? 'page' : undefined}
                      >
                        {c.name} <span className={styles.count}>{countOf(c)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <ul className={styles.choiceList}>
                  {[
                    { slug: '', name: 'All pieces', id: 'all', count: undefined },
                    ...collections.map((c) => ({ ...c, count: countOf(c) })),
                  ].map((c) => (
                    <li key={c.id}>
                      <label className={styles.radio}>
                        <input
                          type="radio"
                          name="collection"
                          value={c.slug}
                          defaultChecked={params.collection === c.slug}
                        />
                        <span>{c.name}</span>
                        {c.count !== undefined && <span className={styles.count}>{c.count}</span>}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>Price</legend>
              <div className={styles.priceRange}>
                <label className={styles.priceField}>
                  <span className="visually-hidden">Minimum price in dollars</span>
                  <span aria-hidden="true">$</span>
                  <input
                    type="number"
                    name="min"
                    min={0}
                    step="any"
                    inputMode="decimal"
                    placeholder="Min"
                    defaultValue={params.min}
                  />
                </label>
                <span aria-hidden="true">–</span>
                <label className={styles.priceField}>
                  <span className="visually-hidden">Maximum price in dollars</span>
                  <span aria-hidden="true">$</span>
                  <input
                    type="number"
                    name="max"
                    min={0}
                    step="any"
                    inputMode="decimal"
                    placeholder="Max"
                    defaultValue={params.max}
                  />
                </label>
              </div>
            </fieldset>
            <div className={styles.filterActions}>
              <button type="submit" className="button">
                Apply
              </button>
              {isFiltered(params) && (
                <Link href={clearHref} className="text-link">
                  Clear all
                </Link>
              )}
            </div>
          </div>
        </details>
      </aside>

      <div className={styles.results}>
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <label htmlFor="listing-q" className="visually-hidden">
              Search the shop
            </label>
            <input
              id="listing-q"
              type="search"
              name="q"
              placeholder="Search pieces"
              defaultValue={params.q}
            />
            <button type="submit" className={styles.searchButton} aria-label="Search">
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path d="m13 13 4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <label className={styles.sort}>
            <span>Sort</span>
            <select name="sort" defaultValue={params.sort}>
              {sorts.map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {/* The cards are h3s: this keeps the outline h1 > h2 > h3 for screen-reader navigation. */}
        <h2 className="visually-hidden">Pieces</h2>
        <p className={styles.count} role="status" data-testid="result-count">
          {result.total === 0
            ? 'No pieces found'
            : result.pages > 1
              ? `Showing ${first}–${last} of ${totalText} pieces`
              : `${totalText} ${result.total === 1 ? 'piece' : 'pieces'}`}
        </p>
        <ActiveFilters params={params} pathname={pathname} collections={collections} fixed={current} />
        {result.items.length > 0 ? (
          <ProductGrid products={result.items} label="Products" preloadFirst={3} columns={3} />
        ) : params.q ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>
              No products match <span className="accent">“{params.q}”</span>
              {current ? ` in ${current.name}` : ''}.
            </p>
            <p>
              {isFilteredBesidesSearch(params, current)
                ? 'Check the spelling, try a more general word or clear the filters.'
                : 'Check the spelling or try a more general word.'}
            </p>
            <div className={styles.emptyActions}>
              <Link
                href={listHref(params, withoutSearch(params, pathname), pathname)}
                className="button button-ghost"
              >
                Clear the search
              </Link>
              {isFilteredBesidesSearch(params, current) && (
                <Link
                  href={listHref({ ...params, collection: '', min: undefined, max: undefined }, {}, '/list')}
                  className="text-link"
                >
                  Search all pieces for “{params.q}”
                </Link>
              )}
            </div>
          </div>
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>Nothing matches these filters.</p>
            <p>Try a wider price range or another collection.</p>
            <Link href={clearHref} className="button button-ghost">
              Show all pieces
            </Link>
          </div>
        )}
        <Pagination
          page={result.page}
          pages={result.pages}
          more={result.more}
          href={(page) => listHref(params, { page }, pathname)}
        />
      </div>
    </FilterForm>
  );
}

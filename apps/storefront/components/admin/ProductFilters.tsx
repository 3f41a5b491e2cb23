import Link from 'next/link';
import {
  PRODUCT_SORTS,
  PRODUCTS_PATH,
  STOCK_FILTERS,
  type ProductListState,
} from '@/lib/shop/admin-product-list';
import styles from './products.module.css';

/** The list's search, filters and sort: a plain GET form, so the URL holds them and it works without script. */
export function ProductFilters({
  state,
  collections,
}: {
  state: ProductListState;
  collections: { _id: string; name: string }[];
}) {
  return (
    <form className={styles.filters} method="get" action={PRODUCTS_PATH} role="search" aria-label="Products">
      <label className={styles.field}>
        Search
        <input type="search" name="q" defaultValue={state.q} placeholder="Name, brand or words" />
      </label>
      <label className={styles.field}>
        Collection
        <select name="collection" defaultValue={state.collection}>
          <option value="">All collections</option>
          {collections.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Stock
        <select name="stock" defaultValue={state.stock}>
          <option value="">Any stock</option>
          {Object.entries(STOCK_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Visibility
        <select name="visibility" defaultValue={state.visibility}>
          <option value="">Shown and hidden</option>
          <option value="visible">Shown in the shop</option>
          <option value="hidden">Hidden</option>
        </select>
      </label>
      <label className={styles.field}>
        Price from
        <input name="min" inputMode="decimal" defaultValue={state.min} />
      </label>
      <label className={styles.field}>
        Price to
        <input name="max" inputMode="decimal" defaultValue={state.max} />
      </label>
      <label className={styles.field}>
        Sort
        <select name="sort" defaultValue={state.sort}>
          {Object.entries(PRODUCT_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.toolbar}>
        <button type="submit" className="button">
          Apply
        </button>
        <Link href={PRODUCTS_PATH}>Clear</Link>
      </div>
    </form>
  );
}

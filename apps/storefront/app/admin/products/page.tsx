import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/components/admin/AdminShell';
import { Pager } from '@/components/admin/Pager';
import { ProductFilters } from '@/components/admin/ProductFilters';
import { ProductsList } from '@/components/admin/ProductsList';
import styles from '@/components/admin/admin.module.css';
import shell from '@/components/admin/shell.module.css';
import products from '@/components/admin/products.module.css';
import { holds } from '@/lib/shop/admin-sections';
import {
  isFilteredProductList,
  parseProductListState,
  productListHref,
  PRODUCTS_PATH,
  type RawParams,
} from '@/lib/shop/admin-product-list';
import { readCollectionChoices, readProductsPage } from '@/lib/shop/admin-products';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Products' };

export default async function ProductsPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'catalog:read')) {
    return (
      <AdminShell staff={member} current="products">
        <p className={styles.muted}>Your role does not show products.</p>
      </AdminShell>
    );
  }
  const state = parseProductListState(await searchParams);
  const [page, collections] = await Promise.all([
    readProductsPage(client, state),
    readCollectionChoices(client),
  ]);
  const canWrite = holds(member, 'catalog:write');
  const key = productListHref(state);
  return (
    <AdminShell staff={member} current="products">
      <div className={shell.stack}>
        <div className={products.toolbar}>
          <div className={styles.heading}>
            <p className="eyebrow">Catalog</p>
            <h1 className={styles.title}>Products</h1>
          </div>
          {canWrite ? (
            <Link className="button" href={`${PRODUCTS_PATH}/new`}>
              New product
            </Link>
          ) : null}
        </div>
        <ProductFilters key={`filters ${key}`} state={state} collections={collections} />
        {page.rows.length === 0 ? (
          <p className={styles.muted}>
            {isFilteredProductList(state) ? (
              <>
                No product matches these filters. <Link href={PRODUCTS_PATH}>Clear them</Link>
              </>
            ) : state.page > 1 ? (
              <>
                This page is past the end.{' '}
                <Link href={productListHref(state, { page: 1 })}>Back to page 1</Link>
              </>
            ) : (
              'No products yet.'
            )}
          </p>
        ) : (
          <ProductsList key={`list ${key}`} rows={page.rows} canWrite={canWrite} />
        )}
        <Pager
          page={state.page}
          total={page.total}
          tooManyToCount={page.tooManyToCount}
          noun={['product', 'products']}
          hrefFor={(n) => productListHref(state, { page: n })}
        />
      </div>
    </AdminShell>
  );
}

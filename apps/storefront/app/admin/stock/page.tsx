import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { StockList } from '@/components/admin/catalog/StockList';
import styles from '@/components/admin/catalog/catalog.module.css';
import { Pager } from '@/components/admin/Pager';
import people from '@/components/admin/people.module.css';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { parseStockParams, readStockLevels, stockHref } from '@/lib/shop/catalog-admin';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Stock' };

type RawParams = Record<string, string | string[] | undefined>;

export default async function StockPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'catalog:read')) redirect('/admin');
  const params = parseStockParams(await searchParams);
  const list = await readStockLevels(client, params);
  const filtered = Boolean(params.q) || params.low;
  return (
    <AdminShell staff={member} current="stock">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Stock</h1>
          <p className={admin.lede}>
            Variants whose stock is counted, fewest units first. At {list.threshold} or fewer a variant is
            low.
          </p>
        </div>
        <form
          method="get"
          action="/admin/stock"
          className={people.filters}
          role="search"
          aria-label="Find stock"
        >
          <label>
            Product name or SKU
            <input type="search" name="q" defaultValue={params.q} />
          </label>
          <label className={styles.filterCheck}>
            <input type="checkbox" name="low" value="1" defaultChecked={params.low} />
            Low stock only
          </label>
          <button type="submit" className="button">
            Show
          </button>
          {filtered ? (
            <Link href="/admin/stock" className={admin.navLink}>
              Clear filters
            </Link>
          ) : null}
        </form>
        {list.variants.length === 0 ? (
          <p>{filtered ? 'No variant matches these filters.' : 'No product counts its stock yet.'}</p>
        ) : (
          <StockList
            key={stockHref(params)}
            rows={list.variants}
            threshold={list.threshold}
            canWrite={holds(member, 'catalog:write')}
          />
        )}
        <Pager
          page={params.page}
          total={list.total}
          tooManyToCount={false}
          noun={['variant', 'variants']}
          hrefFor={(page) => stockHref(params, { page })}
        />
      </div>
    </AdminShell>
  );
}

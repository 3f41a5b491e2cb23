import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/AdminShell';
import { PriceChanger } from '@/components/admin/PriceChanger';
import styles from '@/components/admin/admin.module.css';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { idsParam } from '@/lib/shop/price-change-form';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Change prices' };

/** /admin/products/prices?ids=a,b,c: many products' prices changed at once, previewed first. */
export default async function PricesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { member, client } = await requireStaff();
  const allowed = holds(member, 'catalog:write');
  const ids = idsParam((await searchParams).ids);
  const collections = allowed
    ? (await client.collections.queryCollections().limit(100).find()).items.map((c) => ({
        id: c._id,
        name: c.name,
      }))
    : [];
  return (
    <AdminShell staff={member} current="products">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Products</p>
          <h1 className={styles.title}>Change prices</h1>
          <p className={styles.lede}>
            Change many prices at once: choose the products, say how, and read every new price before you
            apply it. A change can be undone.
          </p>
        </div>
        <section className={styles.card} aria-label="Price change">
          {allowed ? (
            <PriceChanger ids={ids} collections={collections} />
          ) : (
            <p className={styles.muted}>Your role may not change prices: ask the shop’s owner.</p>
          )}
        </section>
      </div>
    </AdminShell>
  );
}

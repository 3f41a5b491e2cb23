import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { CollectionForm } from '@/components/admin/catalog/CollectionForm';
import styles from '@/components/admin/catalog/catalog.module.css';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { readCollections } from '@/lib/shop/catalog-admin';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Collections' };

export default async function CollectionsPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'catalog:read')) redirect('/admin');
  const collections = await readCollections(client);
  return (
    <AdminShell staff={member} current="collections">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Collections</h1>
        </div>
        {holds(member, 'catalog:write') ? (
          <section className={`${admin.card} ${shell.readable}`} aria-labelledby="new-collection">
            <h2 id="new-collection" className={admin.cardTitle}>
              New collection
            </h2>
            <CollectionForm />
          </section>
        ) : null}
        {collections.length === 0 ? (
          <p>No collections yet.</p>
        ) : (
          <ul className={styles.stockList} aria-label="Collections">
            {collections.map((c) => (
              <li key={c._id} className={styles.stockItem}>
                <span>
                  <Link href={`/admin/collections/${c._id}`} className={styles.backLink}>
                    {c.name}
                  </Link>
                </span>
                <span className={styles.muted}>/{c.slug}</span>
                <span>{c.numberOfProducts}</span>
                <span className={styles.muted}>{c.visible ? 'Shown' : 'Hidden'}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminShell>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { CollectionForm } from '@/components/admin/catalog/CollectionForm';
import { CollectionProductOrder } from '@/components/admin/catalog/CollectionProductOrder';
import styles from '@/components/admin/catalog/catalog.module.css';
import { ConfirmAction } from '@/components/admin/ConfirmAction';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { readCollection } from '@/lib/shop/catalog-admin';
import { deleteCollection } from '@/lib/shop/catalog-admin-actions';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Collection' };

export default async function CollectionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { member, client } = await requireStaff();
  if (!holds(member, 'catalog:read')) redirect('/admin');
  const read = await readCollection(client, id);
  if (!read) notFound();
  const { collection, products } = read;
  const canWrite = holds(member, 'catalog:write');
  return (
    <AdminShell staff={member} current="collections">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <p>
            <Link href="/admin/collections" className={styles.backLink}>
              ← All collections
            </Link>
          </p>
          <h1 className={admin.title}>{collection.name}</h1>
        </div>
        {canWrite ? (
          <section className={`${admin.card} ${shell.readable}`} aria-labelledby="edit-collection">
            <h2 id="edit-collection" className={admin.cardTitle}>
              Details
            </h2>
            <CollectionForm
              key={collection.lastUpdated.toString()}
              id={collection._id}
              values={{
                name: collection.name,
                slug: collection.slug,
                description: collection.description,
                visible: collection.visible,
              }}
            />
          </section>
        ) : null}
        <section className={admin.card} aria-labelledby="collection-products">
          <h2 id="collection-products" className={admin.cardTitle}>
            Products ({collection.numberOfProducts})
          </h2>
          {canWrite && products.length > 1 ? (
            <p className={styles.muted}>
              The collection’s page in the shop lists them in this order unless the shopper sorts them.
            </p>
          ) : null}
          {products.length === 0 ? (
            <p className={styles.muted}>
              No products in this collection yet: add them from a product’s page.
            </p>
          ) : (
            <CollectionProductOrder
              key={collection.lastUpdated.toString()}
              collectionId={collection._id}
              products={products.map((p) => ({ id: p._id, name: p.name, visible: p.visible }))}
              canWrite={canWrite}
            />
          )}
        </section>
        {canWrite ? (
          <ConfirmAction
            label="Delete collection"
            question={`Delete the collection “${collection.name}”?`}
            consequence="Its products stay in the shop; only the collection and its page go."
            confirmLabel="Delete it"
            action={deleteCollection.bind(null, collection._id)}
            done="Collection deleted."
            doneHref="/admin/collections"
            danger
          />
        ) : null}
      </div>
    </AdminShell>
  );
}

import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { OptionsEditor } from '@/components/admin/catalog/OptionsEditor';
import { VariantGrid } from '@/components/admin/catalog/VariantGrid';
import styles from '@/components/admin/catalog/catalog.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { readProductVariants } from '@/lib/shop/catalog-admin';
import { requireStaff } from '@/lib/shop/staff';
import { toGridRow } from '@/lib/shop/variant-grid';

export const metadata: Metadata = { title: 'Options and variants' };

export default async function ProductVariantsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { member, client } = await requireStaff();
  if (!holds(member, 'catalog:read')) redirect('/admin');
  const read = await readProductVariants(client, id);
  if (!read) notFound();
  const { product, variants } = read;
  const optionNames = product.productOptions.map((o) => o.name);
  const rows = variants.map((v) => toGridRow(v, optionNames));
  const canWrite = holds(member, 'catalog:write');
  const tracked = product.stock.trackInventory;
  return (
    // The product layout gives the frame, the product's name and the tabs.
    <>
      {canWrite ? (
        <section className={admin.card} aria-labelledby="options-title">
          <h2 id="options-title" className={admin.cardTitle}>
            Options
          </h2>
          <OptionsEditor
            productId={product._id}
            options={product.productOptions.map((o) => ({
              name: o.name,
              choices: o.choices.map((c) => c.description),
            }))}
            trackInventory={tracked}
          />
        </section>
      ) : null}
      <section className={admin.card} aria-labelledby="variants-title">
        <h2 id="variants-title" className={admin.cardTitle}>
          Variants
        </h2>
        {!tracked ? (
          <p className={styles.muted}>
            This product’s stock is not counted: tick “Count each variant’s stock” above to set units.
          </p>
        ) : null}
        <VariantGrid
          key={`${product.lastUpdated.toISOString()}-${product.revision ?? ''}-${rows.length}`}
          productId={product._id}
          revision={product.revision}
          rows={rows}
          tracked={tracked}
          currency={product.price?.currency ?? 'USD'}
          canWrite={canWrite}
        />
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/AdminShell';
import { ProductImporter } from '@/components/admin/ProductImporter';
import styles from '@/components/admin/admin.module.css';
import bulk from '@/components/admin/bulk.module.css';
import shell from '@/components/admin/shell.module.css';
import formStyles from '@/components/account/account.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Import and export products' };

/** /admin/products/import: the product CSV imported (with a dry run) and exported in the same columns. */
export default async function ImportPage() {
  const { member, client } = await requireStaff();
  const canImport = holds(member, 'catalog:write');
  const collections = (await client.collections.queryCollections().limit(100).find()).items;
  return (
    <AdminShell staff={member} current="catalog-import">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Catalog</p>
          <h1 className={styles.title}>Import and export products</h1>
          <p className={styles.lede}>
            Add many products from a CSV file, checking it first with a dry run; download your products in the
            same columns to edit them in a spreadsheet or move them to another shop.
          </p>
        </div>
        <section className={styles.card} aria-labelledby="import-title">
          <h2 id="import-title" className={styles.cardTitle}>
            Import
          </h2>
          {canImport ? (
            <ProductImporter />
          ) : (
            <p className={styles.muted}>Your role may not add products: ask the shop’s owner.</p>
          )}
        </section>
        <section className={styles.card} aria-labelledby="export-title">
          <h2 id="export-title" className={styles.cardTitle}>
            Export
          </h2>
          <form method="get" action="/admin/products/export.csv" className={formStyles.form}>
            <div className={bulk.inline}>
              <div className={formStyles.field}>
                <label htmlFor="export-search" className={formStyles.label}>
                  Name or SKU contains
                </label>
                <input id="export-search" name="search" type="search" className={formStyles.input} />
              </div>
              <div className={formStyles.field}>
                <label htmlFor="export-collection" className={formStyles.label}>
                  Collection
                </label>
                <select
                  id="export-collection"
                  name="collectionId"
                  className={formStyles.input}
                  defaultValue=""
                >
                  <option value="">Every collection</option>
                  {collections.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className={formStyles.field}>
                <label htmlFor="export-min" className={formStyles.label}>
                  Price from
                </label>
                <input id="export-min" name="minPrice" inputMode="decimal" className={formStyles.input} />
              </div>
              <div className={formStyles.field}>
                <label htmlFor="export-max" className={formStyles.label}>
                  Price up to
                </label>
                <input id="export-max" name="maxPrice" inputMode="decimal" className={formStyles.input} />
              </div>
            </div>
            <p className={formStyles.hint}>Leave the fields empty to download every product.</p>
            <div className={styles.actions}>
              <button type="submit" className="button">
                Download CSV
              </button>
            </div>
          </form>
        </section>
      </div>
    </AdminShell>
  );
}

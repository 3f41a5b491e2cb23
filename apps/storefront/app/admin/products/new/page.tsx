import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { ProductForm } from '@/components/admin/ProductForm';
import shell from '@/components/admin/shell.module.css';
import { EMPTY_PRODUCT } from '@/lib/shop/admin-product-form';
import { readCollectionChoices } from '@/lib/shop/admin-products';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'catalog:write')) redirect('/admin/products');
  const collections = await readCollectionChoices(client);
  return (
    <AdminShell staff={member} current="products">
      <div className={shell.stack}>
        <p>
          <Link href="/admin/products">← Products</Link>
        </p>
        <div className={admin.heading}>
          <p className="eyebrow">Catalog</p>
          <h1 className={admin.title}>New product</h1>
        </div>
        <ProductForm
          initial={EMPTY_PRODUCT}
          initialMedia={[]}
          hasVariants={false}
          collections={collections}
          canWrite
        />
      </div>
    </AdminShell>
  );
}

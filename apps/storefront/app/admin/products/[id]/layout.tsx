import type { ReactNode } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { ProductTabs } from '@/components/admin/ProductTabs';
import shell from '@/components/admin/shell.module.css';
import { findProduct } from '@/lib/shop/admin-products';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

/** A product's pages: its name, the tabs (Details, Variants) and the tab's page, in the dashboard's frame. */
export default async function ProductLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { member, client } = await requireStaff();
  const { id } = await params;
  if (!holds(member, 'catalog:read')) {
    return (
      <AdminShell staff={member} current="products">
        <p className={admin.muted}>Your role does not show products.</p>
      </AdminShell>
    );
  }
  const product = await findProduct(client, id);
  if (!product) notFound();
  return (
    <AdminShell staff={member} current="products">
      <div className={shell.stack}>
        <p>
          <Link href="/admin/products">← Products</Link>
        </p>
        <div className={admin.heading}>
          <p className="eyebrow">Product</p>
          <h1 className={admin.title}>{product.name}</h1>
          {product.visible ? (
            <p>
              <Link href={`/product/${product.slug}`} target="_blank">
                See it in the shop
              </Link>
            </p>
          ) : (
            <p className={admin.muted}>Hidden from the shop</p>
          )}
        </div>
        <ProductTabs id={product._id} />
        {children}
      </div>
    </AdminShell>
  );
}

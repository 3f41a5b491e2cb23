import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductForm } from '@/components/admin/ProductForm';
import { formValuesOf, mediaOf } from '@/lib/shop/admin-product-form';
import { digitalFileName, findProduct, readCollectionChoices } from '@/lib/shop/admin-products';
import { holds } from '@/lib/shop/admin-sections';
import { apiUrl } from '@/lib/shop/client';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Product' };

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'catalog:read')) return null;
  const { id } = await params;
  const product = await findProduct(client, id);
  if (!product) notFound();
  const [collections, fileName] = await Promise.all([
    readCollectionChoices(client),
    product.productType === 'digital' ? digitalFileName(client, id) : Promise.resolve(undefined),
  ]);
  return (
    <ProductForm
      // A new revision (a save, a reload) starts the form again from what the server holds.
      key={product.revision}
      id={product._id}
      initial={formValuesOf(product)}
      initialMedia={mediaOf(product, apiUrl())}
      {...(product.revision !== undefined ? { revision: product.revision } : {})}
      hasVariants={product.manageVariants || product.productOptions.length > 0}
      collections={collections}
      digitalFileName={fileName}
      canWrite={holds(member, 'catalog:write')}
    />
  );
}

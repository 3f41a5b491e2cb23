import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintSheet } from '@/components/admin/order/PrintSheet';
import { holds } from '@/lib/shop/admin-sections';
import { readOrder } from '@/lib/shop/order-admin';
import { getShopClock, getShopSettings } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Packing slip' };

/** The order's packing slip, for paper (no dashboard around it). */
export default async function OrderPrintPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const signedIn = await requireStaff();
  if (!holds(signedIn.member, 'orders:read')) notFound();
  const [order, settings, clock] = await Promise.all([
    readOrder(signedIn, id),
    getShopSettings(),
    getShopClock(),
  ]);
  if (!order) notFound();
  return <PrintSheet kind="packing-slip" order={order} shop={settings} clock={clock} />;
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { ShippingPanels } from '@/components/admin/prices/ShippingPanels';
import shell from '@/components/admin/shell.module.css';
import { shopCurrency } from '@/lib/shop/admin-prices';
import { holds } from '@/lib/shop/admin-sections';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Shipping' };

export default async function ShippingPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:read')) redirect('/admin');
  const [regions, rates, pickups, currency, { timeZone }] = await Promise.all([
    client.shippingAdmin.listRegions(),
    client.shippingAdmin.listRates(),
    client.shippingAdmin.listPickups(),
    shopCurrency(client),
    getShopClock(),
  ]);
  return (
    <AdminShell staff={member} current="shipping">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Prices and delivery</p>
          <h1 className={styles.title}>Shipping</h1>
          <p className={styles.lede}>
            Where the shop delivers, what it costs, and where shoppers can pick up.
          </p>
        </div>
        <ShippingPanels
          regions={regions}
          rates={rates}
          pickups={pickups}
          timeZone={timeZone}
          currency={currency}
          canWrite={holds(member, 'settings:write')}
        />
      </div>
    </AdminShell>
  );
}

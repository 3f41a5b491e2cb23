import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { DiscountsPanels } from '@/components/admin/prices/DiscountsPanels';
import shell from '@/components/admin/shell.module.css';
import { collectionChoices, productChoices } from '@/lib/shop/admin-prices';
import { holds } from '@/lib/shop/admin-sections';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Discounts' };

export default async function DiscountsPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'marketing:read')) redirect('/admin');
  const [coupons, rules, { products, currency }, collections, { timeZone }] = await Promise.all([
    client.pricing.listCoupons(),
    client.pricing.listDiscountRules(),
    productChoices(client),
    collectionChoices(client),
    getShopClock(),
  ]);
  return (
    <AdminShell staff={member} current="discounts">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Prices and delivery</p>
          <h1 className={styles.title}>Discounts</h1>
          <p className={styles.lede}>
            Coupons and automatic discounts, with their dates in the shop’s time zone. Try a cart below to see
            what a shopper would get.
          </p>
        </div>
        <DiscountsPanels
          coupons={coupons}
          rules={rules}
          products={products}
          collections={collections}
          timeZone={timeZone}
          currency={currency}
          canWrite={holds(member, 'marketing:write')}
        />
      </div>
    </AdminShell>
  );
}

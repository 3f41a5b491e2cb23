import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { TaxPanels } from '@/components/admin/prices/TaxPanels';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Taxes' };

export default async function TaxesPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:read')) redirect('/admin');
  const [rates, settings] = await Promise.all([
    client.pricing.listTaxRates(),
    client.pricing.getTaxSettings(),
  ]);
  return (
    <AdminShell staff={member} current="taxes">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Prices and delivery</p>
          <h1 className={styles.title}>Taxes</h1>
          <p className={styles.lede}>
            Tax is charged at the rate of the shipping address’s country or subdivision.
          </p>
        </div>
        <TaxPanels rates={rates} settings={settings} canWrite={holds(member, 'settings:write')} />
      </div>
    </AdminShell>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { PaymentMethodsPanel } from '@/components/admin/prices/PaymentMethodsPanel';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Payment methods' };

export default async function PaymentMethodsPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:read')) redirect('/admin');
  const { paymentMethods } = await client.paymentMethods.listPaymentMethods();
  return (
    <AdminShell staff={member} current="payment-methods">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Prices and delivery</p>
          <h1 className={styles.title}>Payment methods</h1>
          <p className={styles.lede}>
            The offline ways shoppers pay: by bank transfer, or when they pick up.
          </p>
        </div>
        <PaymentMethodsPanel methods={paymentMethods} canWrite={holds(member, 'settings:write')} />
      </div>
    </AdminShell>
  );
}

import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/AdminShell';
import { Reconciler } from '@/components/admin/Reconciler';
import styles from '@/components/admin/admin.module.css';
import rec from '@/components/admin/reconcile.module.css';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Bank reconciliation' };

export default async function ReconcilePage() {
  const { member } = await requireStaff();
  const allowed = holds(member, 'orders:write');
  return (
    <AdminShell staff={member} current="reconcile">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Orders</p>
          <h1 className={styles.title}>Bank reconciliation</h1>
          <p className={styles.lede}>
            Upload your bank’s CSV statement: each credit is matched to the unpaid order whose number is in
            its reference and whose amount it pays. Review the matches, then mark the orders paid in one go.
          </p>
        </div>
        <section className={`${styles.card} ${rec.card}`} aria-label="Statement">
          {allowed ? (
            <Reconciler />
          ) : (
            <p className={styles.muted}>Your role may not mark orders paid: ask the shop’s owner.</p>
          )}
        </section>
      </div>
    </AdminShell>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import shell from '@/components/admin/shell.module.css';
import { StaffPanel } from '@/components/admin/StaffPanel';
import { holds } from '@/lib/shop/admin-sections';
import { staffRows } from '@/lib/shop/admin-webhooks-view';
import { getShopClock } from '@/lib/shop/shop-settings';
import { dateText } from '@/lib/shop/shop-time';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffListPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'staff:read')) redirect('/admin');
  const [{ staff }, { invitations }, { timeZone }] = await Promise.all([
    client.staff.listStaff(),
    client.staff.listInvitations(),
    getShopClock(),
  ]);
  return (
    <AdminShell staff={member} current="staff">
      <div className={shell.stack}>
        <div className={styles.heading}>
          <p className="eyebrow">Shop</p>
          <h1 className={styles.title}>Staff</h1>
          <p className={styles.lede}>The people who run the shop with you, and what each of them may do.</p>
        </div>
        <StaffPanel
          staff={staffRows(staff, member._id).map((p) => ({
            id: p.id,
            name: p.name,
            email: p.email,
            role: p.role,
            roleText: p.roleText,
            secondFactor: p.secondFactor,
            you: p.you,
          }))}
          invitations={invitations.map((i) => ({
            id: i._id,
            email: i.email,
            role: i.role,
            sent: dateText(i._createdDate, timeZone),
            expires: dateText(i.expiresAt, timeZone),
          }))}
          canWrite={holds(member, 'staff:write')}
        />
      </div>
    </AdminShell>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { DraftOrderBuilder } from '@/components/admin/DraftOrderBuilder';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'New draft order' };

export default async function NewDraftOrderPage() {
  const { member } = await requireStaff();
  if (!holds(member, 'orders:write')) redirect('/admin');
  return (
    <AdminShell staff={member} current="draft-orders">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <Link href="/admin/draft-orders" className={admin.navLink}>
            ← Draft orders
          </Link>
          <h1 className={admin.title}>New draft order</h1>
        </div>
        <DraftOrderBuilder />
      </div>
    </AdminShell>
  );
}

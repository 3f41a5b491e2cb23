import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { DraftOrderBuilder } from '@/components/admin/DraftOrderBuilder';
import shell from '@/components/admin/shell.module.css';
import { holds } from '@/lib/shop/admin-sections';
import { readDraftOrder } from '@/lib/shop/draft-orders';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Draft order' };

export default async function DraftOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { member, client } = await requireStaff();
  if (!holds(member, 'orders:write')) redirect('/admin');
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const draft = await readDraftOrder(client, id);
  if (!draft) notFound();
  const who = [draft.customer.firstName, draft.customer.lastName].filter(Boolean).join(' ');
  return (
    <AdminShell staff={member} current="draft-orders">
      <div className={shell.stack}>
        <div className={admin.heading}>
          <Link href="/admin/draft-orders" className={admin.navLink}>
            ← Draft orders
          </Link>
          <h1 className={admin.title}>
            {draft.status === 'SENT' ? `Order #${draft.orderNumber}` : 'Draft order'}
            {who ? ` for ${who}` : ''}
          </h1>
        </div>
        <DraftOrderBuilder initial={draft} />
      </div>
    </AdminShell>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import shell from '@/components/admin/shell.module.css';
import { OutboxMessages } from '@/components/outbox/OutboxMessages';
import { holds } from '@/lib/shop/admin-sections';
import { readStaffOutbox } from '@/lib/shop/outbox';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Mail outbox' };

/**
 * The mail the server kept instead of sending it (no SMTP_URL), newest first: for settings:write holders only,
 * as its reset links would let a reader take over accounts (the server refuses others).
 */
export default async function AdminOutboxPage() {
  const { member, client } = await requireStaff();
  if (!holds(member, 'settings:write')) redirect('/admin');
  const [answer, { timeZone }] = await Promise.all([readStaffOutbox(client), getShopClock()]);
  return (
    <AdminShell staff={member} current="outbox">
      <div className={`${shell.stack} ${shell.readable}`}>
        <div className={admin.heading}>
          <h1 className={admin.title}>Mail outbox</h1>
          <p className={admin.lede}>
            The shop has no mail server set (SMTP_URL), so its mail is kept here instead of sent: the newest
            50, newest first.
          </p>
        </div>
        {answer.status === 'refused' ? (
          <p role="alert">Your role may not read the outbox.</p>
        ) : (
          <OutboxMessages messages={answer.messages} timeZone={timeZone} />
        )}
      </div>
    </AdminShell>
  );
}

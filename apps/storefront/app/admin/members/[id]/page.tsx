import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import admin from '@/components/admin/admin.module.css';
import { AdminShell } from '@/components/admin/AdminShell';
import { ConfirmAction } from '@/components/admin/ConfirmAction';
import styles from '@/components/admin/people.module.css';
import shell from '@/components/admin/shell.module.css';
import { deleteMember, setMemberStatus } from '@/lib/shop/admin-people-actions';
import { readMemberDetail } from '@/lib/shop/admin-people';
import { holds } from '@/lib/shop/admin-sections';
import { getShopClock } from '@/lib/shop/shop-settings';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Member' };

const NEWSLETTER_TEXT = {
  CONFIRMED: 'Subscribed',
  PENDING: 'Signed up, not confirmed yet',
  NONE: 'Not subscribed',
} as const;

export default async function MemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { member: staff, client } = await requireStaff();
  if (!holds(staff, 'members:read')) redirect('/admin');
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const { timeZone } = await getShopClock();
  const detail = await readMemberDetail(client, id, timeZone, {
    orders: holds(staff, 'orders:read'),
    newsletter: holds(staff, 'marketing:read'),
  });
  if (!detail) notFound();
  const { member, orders, newsletter } = detail;
  const mayWrite = holds(staff, 'members:write');
  return (
    <AdminShell staff={staff} current="members">
      <div className={`${shell.stack} ${shell.readable}`}>
        <div className={admin.heading}>
          <p className="eyebrow">
            <Link href="/admin/members">Members</Link>
          </p>
          <h1 className={admin.title}>{member.name}</h1>
          <p>
            <span className={styles.status} data-status={member.status} data-testid="member-status">
              {member.statusText}
            </span>
          </p>
        </div>

        <section className={admin.card} aria-labelledby="profile">
          <h2 id="profile" className={admin.cardTitle}>
            Profile
          </h2>
          <dl className={admin.facts}>
            <dt>Email</dt>
            <dd>
              {member.email} {member.emailVerified ? '(verified)' : '(not verified)'}
            </dd>
            <dt>Joined</dt>
            <dd>{member.joined}</dd>
            <dt>Last signed in</dt>
            <dd>{member.lastLogin}</dd>
            {member.phones.length > 0 ? (
              <>
                <dt>Phone</dt>
                <dd>{member.phones.join(', ')}</dd>
              </>
            ) : null}
            {newsletter ? (
              <>
                <dt>Newsletter</dt>
                <dd>
                  {NEWSLETTER_TEXT[newsletter.status]}
                  {newsletter.since ? ` since ${newsletter.since}` : ''}
                </dd>
              </>
            ) : null}
          </dl>
          {holds(staff, 'staff:read') ? (
            <p>
              <Link href={`/admin/audit-log?target=${member.id}`}>
                Changes to this member in the audit log
              </Link>
            </p>
          ) : null}
        </section>

        {mayWrite ? (
          <section className={admin.card} aria-labelledby="access">
            <h2 id="access" className={admin.cardTitle}>
              Access
            </h2>
            {member.status === 'PENDING' ? (
              <ConfirmAction
                label="Approve"
                accessibleLabel={`Approve ${member.email}`}
                question={`Approve ${member.email}?`}
                consequence="They can sign in and buy as a member from now on."
                confirmLabel="Approve the member"
                action={setMemberStatus.bind(null, member.id, 'APPROVED')}
                done="Approved."
              />
            ) : null}
            {member.status === 'BLOCKED' ? (
              <ConfirmAction
                label="Unblock"
                accessibleLabel={`Unblock ${member.email}`}
                question={`Unblock ${member.email}?`}
                consequence="They can sign in again with their password."
                confirmLabel="Unblock the member"
                action={setMemberStatus.bind(null, member.id, 'APPROVED')}
                done="Unblocked."
              />
            ) : (
              <ConfirmAction
                label="Block"
                accessibleLabel={`Block ${member.email}`}
                question={`Block ${member.email}?`}
                consequence="They are signed out everywhere and cannot sign in until unblocked. Their orders stay as they are."
                confirmLabel="Block the member"
                action={setMemberStatus.bind(null, member.id, 'BLOCKED')}
                done="Blocked."
                danger
              />
            )}
            <ConfirmAction
              label="Delete"
              accessibleLabel={`Delete ${member.email}`}
              question={`Delete ${member.email}?`}
              consequence="Their account, profile and addresses go and they are signed out; this cannot be undone. Their orders stay, with the name and addresses given at checkout, no longer linked to an account."
              confirmLabel="Delete the member"
              action={deleteMember.bind(null, member.id)}
              done="Deleted."
              doneHref="/admin/members"
              danger
            />
          </section>
        ) : null}

        <section className={admin.card} aria-labelledby="addresses">
          <h2 id="addresses" className={admin.cardTitle}>
            Addresses
          </h2>
          {member.addresses.length === 0 ? (
            <p className={admin.muted}>No saved address.</p>
          ) : (
            <ul className={admin.list}>
              {member.addresses.map((address, i) => (
                <li key={i} className={admin.item}>
                  {address || 'An address without details'}
                </li>
              ))}
            </ul>
          )}
        </section>

        {orders ? (
          <section className={admin.card} aria-labelledby="orders">
            <h2 id="orders" className={admin.cardTitle}>
              Orders
            </h2>
            {orders.length === 0 ? (
              <p className={admin.muted}>No orders yet.</p>
            ) : (
              <ul className={admin.list}>
                {orders.map((order) => (
                  <li key={order.id} className={admin.item}>
                    <span className={admin.itemMain}>
                      <Link href={`/admin/orders/${order.id}`} className={admin.itemName}>
                        Order {order.number}
                      </Link>
                      <span className={admin.muted}>
                        {order.date} · {order.status}
                      </span>
                    </span>
                    <span>{order.total}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>
    </AdminShell>
  );
}

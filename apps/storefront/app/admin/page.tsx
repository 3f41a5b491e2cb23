import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/components/admin/AdminShell';
import styles from '@/components/admin/admin.module.css';
import shell from '@/components/admin/shell.module.css';
import { requireStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Home' };

const ROLE_NAMES: Record<string, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  FULFILMENT: 'Fulfilment',
  CATALOG: 'Catalog',
  READ_ONLY: 'Read only',
};

export default async function AdminHome() {
  const { member, client } = await requireStaff();
  const { passkeys } = await client.staff.listMyPasskeys();
  const factors = [
    ...(passkeys.length > 0 ? [passkeys.length === 1 ? '1 passkey' : `${passkeys.length} passkeys`] : []),
    ...(member.totpEnabled ? ['authenticator app'] : []),
  ];
  return (
    <AdminShell staff={member} current="today">
      <div className={`${shell.stack} ${shell.readable}`}>
        <div className={styles.heading}>
          <p className="eyebrow">Signed in</p>
          <h1 className={styles.title}>Hello, {member.name}</h1>
        </div>
        <section className={styles.card} aria-labelledby="who">
          <h2 id="who" className={styles.cardTitle}>
            You
          </h2>
          <dl className={styles.facts}>
            <dt>Email</dt>
            <dd>{member.email}</dd>
            <dt>Role</dt>
            <dd>{ROLE_NAMES[member.role] ?? member.role}</dd>
            <dt>Sign-in</dt>
            <dd>
              {factors.length > 0 ? `Password and ${factors.join(' or ')}` : 'Password only: add a passkey'}
            </dd>
          </dl>
          <div className={styles.actions}>
            <Link href="/admin/account" className="button button-ghost">
              Your account and security
            </Link>
          </div>
        </section>
      </div>
    </AdminShell>
  );
}

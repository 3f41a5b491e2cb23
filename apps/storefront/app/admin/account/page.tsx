import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/AdminShell';
import { PasskeyManager } from '@/components/admin/PasskeyManager';
import { SessionList } from '@/components/admin/SessionList';
import { TotpSetup } from '@/components/admin/TotpSetup';
import styles from '@/components/admin/admin.module.css';
import shell from '@/components/admin/shell.module.css';
import { requireStaff } from '@/lib/shop/staff';
import { deviceName, staffDate } from '@/lib/shop/staff-view';

export const metadata: Metadata = { title: 'Your account' };

export default async function StaffAccountPage() {
  const { member, client } = await requireStaff();
  const [{ passkeys }, { sessions }] = await Promise.all([
    client.staff.listMyPasskeys(),
    client.staff.listMySessions(),
  ]);
  return (
    <AdminShell staff={member} current="account">
      <div className={`${shell.stack} ${shell.readable}`}>
        <div className={styles.heading}>
          <p className="eyebrow">Your account</p>
          <h1 className={styles.title}>Sign-in and security</h1>
          <p className={styles.lede}>
            {member.name} · {member.email}
          </p>
        </div>
        <section className={styles.card} aria-labelledby="passkeys">
          <div className={styles.cardHead}>
            <h2 id="passkeys" className={styles.cardTitle}>
              Passkeys
            </h2>
            <p className={styles.muted}>Sign in without a password, or as your second step.</p>
          </div>
          <PasskeyManager
            passkeys={passkeys.map((p) => ({
              id: p._id,
              name: p.name,
              added: staffDate(p._createdDate),
              lastUsed: p.lastUsedDate ? staffDate(p.lastUsedDate) : null,
            }))}
          />
        </section>
        <section className={styles.card} aria-labelledby="totp">
          <h2 id="totp" className={styles.cardTitle}>
            Authenticator app
          </h2>
          <TotpSetup enabled={member.totpEnabled} />
        </section>
        <section className={styles.card} aria-labelledby="sessions">
          <h2 id="sessions" className={styles.cardTitle}>
            Your sessions
          </h2>
          <SessionList
            sessions={sessions.map((s) => ({
              id: s._id,
              current: s.current,
              device: deviceName(s.userAgent),
              address: s.address || 'Unknown address',
              lastUsed: staffDate(s.lastUsedDate),
            }))}
          />
        </section>
      </div>
    </AdminShell>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AdminBar } from '@/components/admin/AdminBar';
import { StaffLoginForm } from '@/components/admin/StaffLoginForm';
import styles from '@/components/admin/admin.module.css';
import { currentStaff, setupNeeded } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Sign in' };

export default async function StaffLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (await currentStaff()) redirect('/admin');
  const params = await searchParams;
  // The sign-in works without the answer: a server that cannot say is taken as set up.
  const firstRun = await setupNeeded().catch(() => false);
  return (
    <>
      <AdminBar signedIn={false} />
      <div className={`${styles.content} ${styles.narrow}`}>
        <div className={styles.heading}>
          <p className="eyebrow">Staff</p>
          <h1 className={styles.title}>Sign in to the shop</h1>
          <p className={styles.lede}>
            For the shop’s owner and staff. Shoppers sign in on the shop’s own pages.
          </p>
        </div>
        {firstRun ? (
          <p className={styles.card} role="note">
            The shop has no owner yet.{' '}
            <Link href="/admin/setup" className="text-link">
              Set up the shop’s owner
            </Link>{' '}
            with the setup code the server printed at start.
          </p>
        ) : null}
        <StaffLoginForm notice={params.signedOut === '1' ? 'You are signed out.' : undefined} />
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminBar } from '@/components/admin/AdminBar';
import { StaffLoginForm } from '@/components/admin/StaffLoginForm';
import styles from '@/components/admin/admin.module.css';
import { currentStaff } from '@/lib/shop/staff';

export const metadata: Metadata = { title: 'Sign in' };

export default async function StaffLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (await currentStaff()) redirect('/admin');
  const params = await searchParams;
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
        <StaffLoginForm notice={params.signedOut === '1' ? 'You are signed out.' : undefined} />
      </div>
    </>
  );
}

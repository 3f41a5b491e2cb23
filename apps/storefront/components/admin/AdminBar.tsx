import Link from 'next/link';
import type { ReactNode } from 'react';
import { signOut } from '@/lib/shop/staff-actions';
import styles from './admin.module.css';

/** The staff pages' own bar: the shop's name, and for a signed-in person the account and sign-out. */
export function AdminBar({
  signedIn,
  current,
  search,
}: {
  signedIn: boolean;
  current?: 'account';
  /** The dashboard's search (the command palette's button), for a signed-in person. */
  search?: ReactNode;
}) {
  return (
    <header className={styles.bar}>
      <div className={`container ${styles.barInner}`}>
        <Link href={signedIn ? '/admin' : '/admin/login'} className={styles.brand}>
          Atelier <span className={styles.tag}>Staff</span>
        </Link>
        {signedIn ? (
          <nav aria-label="Staff" className={styles.nav}>
            {search}
            <Link
              href="/admin/account"
              className={styles.navLink}
              aria-current={current === 'account' ? 'page' : undefined}
            >
              Your account
            </Link>
            <form action={signOut}>
              <button type="submit" className={styles.linkButton}>
                Sign out
              </button>
            </form>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

import Link from 'next/link';
import { currentMember } from '@/lib/shop/session';
import { site } from '@/lib/site';
import { BrandMark } from './BrandMark';
import { SiteNav } from './SiteNav';
import styles from './SiteHeader.module.css';

export async function SiteHeader() {
  const current = await currentMember();
  // Who is logged in; a profile that could not be read still links to /profile, which says why.
  const account =
    current.status === 'member'
      ? { name: current.member.displayName }
      : current.status === 'unavailable'
        ? { name: 'Your account' }
        : undefined;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} aria-label={`${site.name}, home`}>
          <BrandMark className={styles.mark} />
          <span className={styles.wordmark}>{site.name}</span>
        </Link>
        <SiteNav account={account} />
      </div>
    </header>
  );
}

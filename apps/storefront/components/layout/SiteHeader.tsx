import Link from 'next/link';
import { CartButton } from '@/components/cart/CartButton';
import { site } from '@/lib/site';
import { BrandMark } from './BrandMark';
import { HeaderSearch } from './HeaderSearch';
import { SiteNav } from './SiteNav';
import styles from './SiteHeader.module.css';

/** The same for every visitor (pages are cached): SiteNav asks who is logged in, and CartButton reads the cart's count, from the browser. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} aria-label={`${site.name}, home`}>
          <BrandMark className={styles.mark} />
          <span className={styles.wordmark}>{site.name}</span>
        </Link>
        <HeaderSearch />
        <SiteNav />
        <CartButton />
      </div>
    </header>
  );
}

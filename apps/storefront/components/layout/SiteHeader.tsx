import Link from 'next/link';
import { CartButton } from '@/components/cart/CartButton';
import { readShopName } from '@/lib/shop/shop-settings';
import { site } from '@/lib/site';
import { BrandMark } from './BrandMark';
import { HeaderSearch } from './HeaderSearch';
import { ShopFact } from './ShopFact';
import { SiteNav } from './SiteNav';
import styles from './SiteHeader.module.css';

/** The same for every visitor (pages are cached): SiteNav asks who is logged in, and CartButton reads the cart's count, from the browser. */
export async function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} aria-label={`${await readShopName(site.name)}, home`}>
          <BrandMark className={styles.mark} />
          {/* The shop's name from its settings (asked from the browser on a page built without them). */}
          <span className={styles.wordmark}>
            <ShopFact fact="name" />
          </span>
        </Link>
        <HeaderSearch />
        <SiteNav />
        <CartButton />
      </div>
    </header>
  );
}

import Link from 'next/link';
import { pageCount } from '@/lib/shop/admin-lists';
import styles from './people.module.css';

/** How many a list holds and the way to the pages around this one (links: the page is in the URL). */
export function Pager({
  page,
  total,
  tooManyToCount,
  noun,
  hrefFor,
}: {
  page: number;
  total: number;
  tooManyToCount: boolean;
  noun: [string, string];
  hrefFor: (page: number) => string;
}) {
  const { pages, more } = pageCount(total, tooManyToCount);
  const counted = `${total}${more ? '+' : ''} ${total === 1 && !more ? noun[0] : noun[1]}`;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span className={styles.count} role="status">
        {counted}
        {pages > 1 || more ? ` · page ${page} of ${pages}${more ? '+' : ''}` : ''}
      </span>
      <span className={styles.filters}>
        {page > 1 ? (
          <Link className="button button-ghost" href={hrefFor(page - 1)} rel="prev">
            Previous page
          </Link>
        ) : null}
        {page < pages || more ? (
          <Link className="button button-ghost" href={hrefFor(page + 1)} rel="next">
            Next page
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

import Link from 'next/link';
import styles from './Listing.module.css';

/** Page links: previous, a window of numbers around the current page, next. */
export function Pagination({
  page,
  pages,
  more = false,
  href,
}: {
  page: number;
  pages: number;
  /** More pages follow the last one counted. */
  more?: boolean;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 1,
  );
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.pageStep} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled>
          Previous
        </span>
      )}
      <ol className={styles.pageList}>
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && numbers[i - 1] !== n - 1 && <span className={styles.gap}>…</span>}
            <Link
              href={href(n)}
              className={styles.pageLink}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {more && (
          <li>
            <span className={styles.gap}>…</span>
          </li>
        )}
      </ol>
      {page < pages ? (
        <Link href={href(page + 1)} className={styles.pageStep} rel="next">
          Next
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled>
          Next
        </span>
      )}
    </nav>
  );
}

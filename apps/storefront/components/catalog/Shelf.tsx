import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ProductSummary } from '@/lib/shop/catalog-types';
import { Arrow } from '@/components/ui/Arrow';
import { ProductGrid } from './ProductGrid';
import styles from './Shelf.module.css';

/** A row of products on the home page: a heading, a link to see them all, and the cards. */
export function Shelf({
  id,
  eyebrow,
  title,
  intro,
  href,
  linkText,
  products,
  tone = 'paper',
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  href: string;
  linkText: string;
  products: ProductSummary[];
  tone?: 'paper' | 'deep';
}) {
  if (products.length === 0) return null;
  return (
    <section className={styles.shelf} data-tone={tone} aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="container">
        <div className={styles.head}>
          <div className={styles.headText}>
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
          <Link href={href} className="text-link">
            {linkText} <Arrow />
          </Link>
        </div>
        <ProductGrid products={products} label={typeof title === 'string' ? title : undefined} />
      </div>
    </section>
  );
}

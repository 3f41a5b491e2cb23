'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './products.module.css';

/** The product's tabs: Details (the form) and Variants (options, prices and stock per variant). */
export function ProductTabs({ id }: { id: string }) {
  const path = usePathname();
  const base = `/admin/products/${id}`;
  const tabs = [
    { href: base, label: 'Details' },
    { href: `${base}/variants`, label: 'Variants' },
  ];
  return (
    <nav className={styles.tabs} aria-label="Product">
      {tabs.map((t) => (
        <Link
          key={t.href}
          href={t.href}
          className={styles.tab}
          aria-current={path === t.href ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

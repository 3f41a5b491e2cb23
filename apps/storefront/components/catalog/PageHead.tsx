import type { ReactNode } from 'react';
import styles from './PageHead.module.css';

/** The heading block of a shop page: eyebrow, title, and a line of introduction. */
export function PageHead({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.head}>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {children && <div className="lede">{children}</div>}
    </header>
  );
}

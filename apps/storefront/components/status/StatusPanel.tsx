import type { ReactNode } from 'react';
import styles from './StatusPanel.module.css';

/** The body of the not-found and error pages: a large mark, a headline, a few words and the ways on. */
export function StatusPanel({
  mark,
  eyebrow,
  title,
  children,
  actions,
}: {
  mark: string;
  eyebrow: string;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby="status-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.art} aria-hidden="true">
          <svg viewBox="0 0 240 280" className={styles.arch}>
            <path d="M20 280V120a100 100 0 0 1 200 0v160z" className={styles.archFill} />
            <path d="M20 280V120a100 100 0 0 1 200 0v160M0 279.25h240" className={styles.archLine} />
          </svg>
          <span className={styles.mark}>{mark}</span>
        </div>
        <div className={styles.text}>
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="status-title" className={styles.title}>
            {title}
          </h1>
          <div className={styles.body}>{children}</div>
          <div className={styles.actions}>{actions}</div>
        </div>
      </div>
    </section>
  );
}

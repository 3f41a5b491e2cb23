import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The frame of the account pages: an introduction beside (or above, on phones) a form card. */
export function AccountShell({
  eyebrow,
  title,
  lede,
  notes,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lede: ReactNode;
  notes?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.shell}`}>
      <div className={styles.intro}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className="lede">{lede}</p>
        {notes ? <div className={styles.notes}>{notes}</div> : null}
      </div>
      <div className={styles.card}>{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { AdminBar } from './AdminBar';
import styles from './admin.module.css';

/** A staff page for someone not signed in: the bar, a narrow column, its heading and its content. */
export function StaffPage({
  eyebrow = 'Staff',
  title,
  lede,
  children,
}: {
  eyebrow?: string;
  title: string;
  lede?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <AdminBar signedIn={false} />
      <div className={`${styles.content} ${styles.narrow}`}>
        <div className={styles.heading}>
          <p className="eyebrow">{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          {lede ? <p className={styles.lede}>{lede}</p> : null}
        </div>
        {children}
      </div>
    </>
  );
}

/** A link that cannot be used, said plainly, with what to do instead. */
export function LinkProblem({ children }: { children: ReactNode }) {
  return (
    <div className={styles.card} role="alert">
      {children}
    </div>
  );
}

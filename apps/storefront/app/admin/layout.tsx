import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from '@/components/admin/admin.module.css';

/** The staff pages: never indexed, never cached (each render reads the staff session's cookie). */
export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s · Atelier staff' },
  robots: { index: false, follow: false, nocache: true },
};
export const dynamic = 'force-dynamic';

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div data-area="admin" className={styles.area}>
      {children}
    </div>
  );
}

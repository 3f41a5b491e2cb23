import type { ReactNode } from 'react';
import { sectionsFor, type AdminSectionKey, type StaffPermission } from '@/lib/shop/admin-sections';
import { AdminBar } from './AdminBar';
import { CommandPalette } from './CommandPalette';
import { SectionNav } from './SectionNav';
import styles from './shell.module.css';

/**
 * The dashboard's frame for a signed-in person: the staff bar, the sections their role may open (a column at a
 * desk, a menu on a phone), the command palette (Ctrl-K, or Search in the bar) and the page.
 */
export function AdminShell({
  staff,
  current,
  children,
}: {
  staff: { permissions: readonly StaffPermission[] };
  current: AdminSectionKey;
  children: ReactNode;
}) {
  const sections = sectionsFor(staff.permissions);
  // The palette's actions beside its sections: each where the person's role may take it.
  const actions = sections.some((s) => s.key === 'draft-orders')
    ? [{ label: 'New draft order', href: '/admin/draft-orders/new' }]
    : [];
  return (
    <>
      <AdminBar
        signedIn
        current={current === 'account' ? 'account' : undefined}
        search={
          <CommandPalette sections={[...sections.map(({ label, href }) => ({ label, href })), ...actions]} />
        }
      />
      <div className={styles.shell}>
        <SectionNav
          sections={sections.map(({ key, label, href, group }) => ({ key, label, href, group }))}
          current={current}
        />
        <div className={styles.page}>{children}</div>
      </div>
    </>
  );
}

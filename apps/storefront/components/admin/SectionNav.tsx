'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { AdminSection, AdminSectionKey } from '@/lib/shop/admin-sections';
import styles from './shell.module.css';

type Entry = Pick<AdminSection, 'key' | 'label' | 'href' | 'group'>;

/**
 * The dashboard's sections under their group headings: a column at a desk; on a phone, folded behind a "Menu"
 * button that names the open section, so the page starts at the top of the screen.
 */
export function SectionNav({ sections, current }: { sections: readonly Entry[]; current: AdminSectionKey }) {
  const [open, setOpen] = useState(false);
  const groups = [...new Set(sections.map((s) => s.group))];
  const here = sections.find((s) => s.key === current)?.label ?? 'Sections';
  return (
    <nav aria-label="Dashboard" className={styles.sections}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls="admin-sections"
        onClick={() => setOpen(!open)}
      >
        <span>Menu</span>
        <span className={styles.menuHere}>{here}</span>
      </button>
      <div id="admin-sections" className={styles.sectionGroups} data-open={open}>
        {groups.map((group) => (
          <div key={group} className={styles.group}>
            <p className={styles.groupName}>{group}</p>
            <ul className={styles.sectionList}>
              {sections
                .filter((s) => s.group === group)
                .map((section) => (
                  <li key={section.key}>
                    <Link
                      href={section.href}
                      className={styles.section}
                      aria-current={section.key === current ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      {section.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

import type { StaffMember } from '@atelier/sdk';

export type StaffPermission = StaffMember['permissions'][number];

export type AdminSectionKey =
  'today' | 'orders' | 'reconcile' | 'members' | 'gift-cards' | 'audit-log' | 'outbox' | 'account';

export interface AdminSection {
  key: AdminSectionKey;
  label: string;
  href: string;
  /** What a person must hold to see the section; the server refuses its calls anyway. */
  permission?: StaffPermission;
}

/** The dashboard's sections, in the order of the navigation (the person's own account is in the bar). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'today', label: 'Today', href: '/admin' },
  { key: 'orders', label: 'Orders', href: '/admin/orders', permission: 'orders:read' },
  { key: 'reconcile', label: 'Bank reconciliation', href: '/admin/reconcile', permission: 'orders:write' },
  { key: 'members', label: 'Members', href: '/admin/members', permission: 'members:read' },
  { key: 'gift-cards', label: 'Gift cards', href: '/admin/gift-cards', permission: 'marketing:read' },
  { key: 'audit-log', label: 'Audit log', href: '/admin/audit-log', permission: 'staff:read' },
  // Reset links and codes in it would let whoever reads them take over an account.
  { key: 'outbox', label: 'Mail outbox', href: '/admin/outbox', permission: 'settings:write' },
];

/** The sections a person with these permissions may open. */
export function sectionsFor(permissions: readonly string[]): AdminSection[] {
  const held = new Set(permissions);
  return ADMIN_SECTIONS.filter((section) => !section.permission || held.has(section.permission));
}

/** Whether a person holds `permission` (pages hide what a role may not do). */
export const holds = (staff: Pick<StaffMember, 'permissions'>, permission: StaffPermission) =>
  staff.permissions.includes(permission);

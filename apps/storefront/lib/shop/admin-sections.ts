import type { StaffMember } from '@atelier/sdk';

export type StaffPermission = StaffMember['permissions'][number];

export type AdminSectionKey =
  | 'today'
  | 'orders'
  | 'draft-orders'
  | 'reconcile'
  | 'products'
  | 'collections'
  | 'stock'
  | 'catalog-import'
  | 'members'
  | 'gift-cards'
  | 'discounts'
  | 'shipping'
  | 'taxes'
  | 'payment-methods'
  | 'mail-templates'
  | 'webhooks'
  | 'settings'
  | 'staff'
  | 'audit-log'
  | 'outbox'
  | 'account';

/** The headings the navigation groups its sections under. */
export type AdminGroup = 'Sales' | 'Catalog' | 'Customers' | 'Prices and delivery' | 'Shop';

export interface AdminSection {
  key: AdminSectionKey;
  label: string;
  href: string;
  group: AdminGroup;
  /** What a person must hold to see the section; the server refuses its calls anyway. */
  permission?: StaffPermission;
}

/** The dashboard's sections, in the order of the navigation (the person's own account is in the bar). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'today', label: 'Today', href: '/admin', group: 'Sales' },
  { key: 'orders', label: 'Orders', href: '/admin/orders', group: 'Sales', permission: 'orders:read' },
  {
    key: 'draft-orders',
    label: 'Draft orders',
    href: '/admin/draft-orders',
    group: 'Sales',
    permission: 'orders:write',
  },
  {
    key: 'reconcile',
    label: 'Bank reconciliation',
    href: '/admin/reconcile',
    group: 'Sales',
    permission: 'orders:write',
  },
  {
    key: 'products',
    label: 'Products',
    href: '/admin/products',
    group: 'Catalog',
    permission: 'catalog:read',
  },
  {
    key: 'collections',
    label: 'Collections',
    href: '/admin/collections',
    group: 'Catalog',
    permission: 'catalog:read',
  },
  { key: 'stock', label: 'Stock', href: '/admin/stock', group: 'Catalog', permission: 'catalog:read' },
  {
    key: 'catalog-import',
    label: 'Import and export',
    href: '/admin/products/import',
    group: 'Catalog',
    permission: 'catalog:write',
  },
  {
    key: 'members',
    label: 'Members',
    href: '/admin/members',
    group: 'Customers',
    permission: 'members:read',
  },
  {
    key: 'gift-cards',
    label: 'Gift cards',
    href: '/admin/gift-cards',
    group: 'Customers',
    permission: 'marketing:read',
  },
  {
    key: 'discounts',
    label: 'Discounts',
    href: '/admin/discounts',
    group: 'Prices and delivery',
    permission: 'marketing:read',
  },
  {
    key: 'shipping',
    label: 'Shipping',
    href: '/admin/shipping',
    group: 'Prices and delivery',
    permission: 'settings:read',
  },
  {
    key: 'taxes',
    label: 'Taxes',
    href: '/admin/taxes',
    group: 'Prices and delivery',
    permission: 'settings:read',
  },
  {
    key: 'payment-methods',
    label: 'Payment methods',
    href: '/admin/payment-methods',
    group: 'Prices and delivery',
    permission: 'settings:read',
  },
  {
    key: 'settings',
    label: 'Shop settings',
    href: '/admin/settings',
    group: 'Shop',
    permission: 'settings:read',
  },
  {
    key: 'mail-templates',
    label: 'Mail templates',
    href: '/admin/mail-templates',
    group: 'Shop',
    permission: 'settings:read',
  },
  { key: 'webhooks', label: 'Webhooks', href: '/admin/webhooks', group: 'Shop', permission: 'settings:read' },
  { key: 'staff', label: 'Staff', href: '/admin/staff', group: 'Shop', permission: 'staff:read' },
  { key: 'audit-log', label: 'Audit log', href: '/admin/audit-log', group: 'Shop', permission: 'staff:read' },
  // Reset links and codes in it would let whoever reads them take over an account.
  { key: 'outbox', label: 'Mail outbox', href: '/admin/outbox', group: 'Shop', permission: 'settings:write' },
];

/** The sections a person with these permissions may open. */
export function sectionsFor(permissions: readonly string[]): AdminSection[] {
  const held = new Set(permissions);
  return ADMIN_SECTIONS.filter((section) => !section.permission || held.has(section.permission));
}

/** Whether a person holds `permission` (pages hide what a role may not do). */
export const holds = (staff: Pick<StaffMember, 'permissions'>, permission: StaffPermission) =>
  staff.permissions.includes(permission);

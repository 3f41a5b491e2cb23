/**
 * Staff permissions (issue 28): `<area>:read|write` over the areas of the shop's management, and the fixed
 * permission set of each staff role. Pure: the route table and the staff module both read it.
 */
export const PERMISSION_AREAS = ['catalog', 'orders', 'members', 'marketing', 'settings', 'staff'] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type Permission = `${PermissionArea}:${'read' | 'write'}`;

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_AREAS.flatMap((area) => [
  `${area}:read` as const,
  `${area}:write` as const,
]);

export const STAFF_ROLES = ['OWNER', 'MANAGER', 'FULFILMENT', 'CATALOG', 'READ_ONLY'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const readOf = (area: PermissionArea): Permission => `${area}:read`;
const both = (area: PermissionArea): Permission[] => [`${area}:read`, `${area}:write`];

const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  OWNER: ALL_PERMISSIONS,
  MANAGER: ALL_PERMISSIONS.filter((p) => !p.startsWith('staff:')),
  FULFILMENT: [...both('orders'), ...both('members'), readOf('catalog')],
  CATALOG: [...both('catalog'), readOf('orders')],
  READ_ONLY: PERMISSION_AREAS.filter((a) => a !== 'staff').map(readOf),
};

/** The permissions a staff role holds. */
export function permissionsOf(role: StaffRole): ReadonlySet<Permission> {
  return new Set(ROLE_PERMISSIONS[role]);
}

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

import { ALL_PERMISSIONS, isPermission, type Permission } from '../../http/permissions';
import { AppError, ValidationError } from '../../http/errors';

/** API keys of apps (the spec's actor `APP`): pure rules. */

/** Every key's secret starts so, which tells it apart from other tokens (and in a leaked text). */
export const API_KEY_PREFIX = 'ak_';
/** A key's last use is written at most this often. */
export const TOUCH_INTERVAL_MS = 15_000;
/** How much of the secret a list shows, the prefix included. */
export const SECRET_START_LENGTH = 7;

/**
 * The permissions a new key asks for, checked against what its creator holds (`undefined`: every
 * permission, the operator's key). Unknown names are a 400, more than the creator holds a 403.
 */
export function grantablePermissions(
  requested: readonly string[],
  held: ReadonlySet<Permission> | undefined,
): Permission[] {
  const unknown = requested.filter((p) => !isPermission(p));
  if (unknown.length > 0)
    throw new ValidationError(
      unknown.map((p) => ({
        field: 'permissions',
        violatedRule: 'INVALID_ENUM_VALUE' as const,
        description: `"${p}" is not a permission; permissions are ${ALL_PERMISSIONS.join(', ')}`,
      })),
    );
  const asked = [...new Set(requested as Permission[])];
  const beyond = held ? asked.filter((p) => !held.has(p)) : [];
  if (beyond.length > 0)
    throw new AppError(
      403,
      'PERMISSION_NOT_HELD',
      `An API key can hold only permissions its creator holds; you do not hold ${beyond.join(', ')}`,
      undefined,
      { permissions: beyond },
    );
  return ALL_PERMISSIONS.filter((p) => asked.includes(p));
}

export interface KeyTimes {
  expiresDate: Date | null;
  revokedDate: Date | null;
}

/** A key works until it is revoked or its expiry passes. */
export function keyAlive(key: KeyTimes, now: number): boolean {
  return key.revokedDate === null && (key.expiresDate === null || now < key.expiresDate.getTime());
}

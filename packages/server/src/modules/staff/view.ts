import type { staff } from '../../db/schema';
import { permissionsOf } from '../../http/permissions';

/** A staff member as the API shows it: never the password hash or the TOTP secret. */
export function staffView(row: typeof staff.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: [...permissionsOf(row.role)],
    totpEnabled: row.totpConfirmed,
    disabled: row.disabled,
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  };
}

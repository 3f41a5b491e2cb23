import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Permission } from '../../http/permissions';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An app's API key (the spec's actor `APP`): only the SHA-256 of its `ak_...` secret is kept. It holds
 * exactly `permissions` (never more than its creator held). `revokedDate` set: refused at once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** The first characters of the secret, to tell keys apart in a list (never enough to use it). */
    secretStart: text('secret_start').notNull(),
    permissions: jsonb('permissions').$type<Permission[]>().notNull(),
    /** Who made it: `staff:<id>`, or `operator`. */
    createdBy: text('created_by').notNull(),
    createdDate: ts('created_date').notNull().defaultNow(),
    expiresDate: ts('expires_date'),
    lastUsedDate: ts('last_used_date'),
    revokedDate: ts('revoked_date'),
  },
  (t) => [index('api_keys_created_idx').on(t.createdDate)],
);

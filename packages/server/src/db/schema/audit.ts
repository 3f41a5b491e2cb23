import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `system`: the shop acting by a rule the merchant set (an automatic cancel of an unpaid order). */
export type AuditActorKind = 'staff' | 'apiKey' | 'operator' | 'system';

/**
 * The audit log: who changed what, written in the transaction of the change. Rows are never edited;
 * rows older than AUDIT_RETENTION_DAYS are pruned.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdDate: ts('created_date').notNull().defaultNow(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** A staff member's or API key's id; `operator` for the operator's key. */
    actorId: text('actor_id').notNull(),
    /** A staff member's name, an API key's name. */
    actorName: text('actor_name').notNull(),
    /** A staff member's email. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdDate, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

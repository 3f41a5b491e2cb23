// The audit log: the only file outside audit/ imports.
export { actorOf, OPERATOR, systemActor, type AuditActor } from './actor';
export { asActor, recordAudit, recordChange, withAudit, type AuditEntry } from './record';
export { entriesOf, pruneAuditLog, type AuditEntryView } from './query';
export { changedFields, withoutBookkeeping } from './rules';
export { auditRoutes } from './routes';
export { auditWire } from './wire';

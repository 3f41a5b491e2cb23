/** Audit log wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const auditWire: NamedShapes = {
  AuditActor: s.AuditActor,
  AuditEntry: s.AuditEntry,
  QueryAuditLogBody: s.QueryAuditLogBody,
  QueryAuditLogReply: s.QueryAuditLogReply,
};

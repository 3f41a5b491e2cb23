/**
 * Wire shapes of the audit area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface AuditActor {
  kind: 'staff' | 'apiKey' | 'operator' | 'system';
  id: string;
  name: string;
  email?: string;
}

export interface AuditEntry {
  id: string;
  createdDate: string;
  actor: AuditActor;
  action: string;
  entity: {
    type: string;
    id: string;
  };
  before?: unknown;
  after?: unknown;
  address?: string;
  userAgent?: string;
}

export interface QueryAuditLogBody {
  query?: unknown;
}

export interface QueryAuditLogReply {
  entries: AuditEntry[];
  metadata: {
    items: number;
    offset: number;
    total: number;
    tooManyToCount: boolean;
    cursors: {
      next?: string;
      prev?: string;
    };
  };
}

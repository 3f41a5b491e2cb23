import { Type } from 'typebox';

const Str = Type.String();

export const AuditActor = Type.Object({
  kind: Type.Union([
    Type.Literal('staff'),
    Type.Literal('apiKey'),
    Type.Literal('operator'),
    Type.Literal('system'),
  ]),
  id: Str,
  name: Str,
  email: Type.Optional(Str),
});

/** One entry of the audit log: who changed what, when, from where; `before`/`after` are JSON. */
export const AuditEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  createdDate: Type.String({ format: 'date-time' }),
  actor: AuditActor,
  action: Str,
  entity: Type.Object({ type: Str, id: Str }),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
  address: Type.Optional(Str),
  userAgent: Type.Optional(Str),
});

export const QueryAuditLogBody = Type.Object(
  { query: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
export const QueryAuditLogReply = Type.Object({
  entries: Type.Array(AuditEntry),
  metadata: Type.Object({
    items: Type.Integer(),
    offset: Type.Integer(),
    total: Type.Integer(),
    tooManyToCount: Type.Boolean(),
    cursors: Type.Object({ next: Type.Optional(Str), prev: Type.Optional(Str) }),
  }),
});

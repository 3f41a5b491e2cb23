import { Type } from 'typebox';

export const SubscribeBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);

/** The same for every address, new, pending or subscribed: it tells a stranger nothing. */
export const SubscribeReply = Type.Object({}, { additionalProperties: false });

export const LinkBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const ConfirmReply = Type.Object({
  subscription: Type.Object({
    email: Type.String(),
    confirmedDate: Type.String({ format: 'date-time' }),
  }),
});

export const UnsubscribeReply = Type.Object({}, { additionalProperties: false });

/** A subscriber as the shop's staff see it: CONFIRMED once the mailed link was followed, PENDING before. */
export const Subscriber = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  status: Type.Union([Type.Literal('CONFIRMED'), Type.Literal('PENDING')]),
  createdDate: Type.String({ format: 'date-time' }),
  confirmedDate: Type.Optional(Type.String({ format: 'date-time' })),
});

export const QuerySubscribersBody = Type.Object(
  { query: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
export const QuerySubscribersReply = Type.Object({
  subscribers: Type.Array(Subscriber),
  metadata: Type.Object({
    items: Type.Integer(),
    offset: Type.Integer(),
    total: Type.Integer(),
    tooManyToCount: Type.Boolean(),
    cursors: Type.Object({ next: Type.Optional(Type.String()), prev: Type.Optional(Type.String()) }),
  }),
});

/** The confirmed subscribers as a CSV file for a spreadsheet or a mailing tool. */
export const ExportSubscribersReply = Type.Object({
  fileName: Type.String(),
  contentType: Type.Literal('text/csv'),
  count: Type.Integer(),
  csv: Type.String(),
});

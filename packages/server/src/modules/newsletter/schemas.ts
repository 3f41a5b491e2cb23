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

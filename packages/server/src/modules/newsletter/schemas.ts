import { Type } from 'typebox';

export const SubscribeBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);

export const Subscription = Type.Object({
  id: Type.String(),
  email: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
});

export const SubscribeReply = Type.Object({ subscription: Subscription });

import { Type, type Static } from 'typebox';
import { StorableText } from '../../lib/input-schemas';

export const PaymentMethodKind = Type.Union([Type.Literal('BANK_TRANSFER'), Type.Literal('PAY_ON_PICKUP')]);

/** An offline payment method as the buyer and the merchant see it. */
export const PaymentMethod = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: PaymentMethodKind,
  title: Type.String(),
  /** Bank details for a transfer, where and how to pay for pickup: shown at checkout and in the confirmation mail. */
  instructions: Type.String(),
  enabled: Type.Boolean(),
  /**
   * Paid when the buyer collects the order (follows from `kind`): offered only with a pickup option, and
   * create-order answers 400 PAYMENT_METHOD_NEEDS_PICKUP without one.
   */
  pickupOnly: Type.Boolean(),
});
export type PaymentMethod = Static<typeof PaymentMethod>;

const Title = StorableText({ minLength: 1, maxLength: 100 });
const Instructions = StorableText({ minLength: 1, maxLength: 2000 });

export const PaymentMethodInput = Type.Object(
  {
    kind: PaymentMethodKind,
    title: Title,
    instructions: Instructions,
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const PaymentMethodPatch = Type.Object(
  {
    kind: Type.Optional(PaymentMethodKind),
    title: Type.Optional(Title),
    instructions: Type.Optional(Instructions),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const CreatePaymentMethodBody = Type.Object(
  { paymentMethod: PaymentMethodInput },
  { additionalProperties: false },
);
export const UpdatePaymentMethodBody = Type.Object(
  { paymentMethod: PaymentMethodPatch },
  { additionalProperties: false },
);
export const PaymentMethodReply = Type.Object({ paymentMethod: PaymentMethod });
export const PaymentMethodsReply = Type.Object({ paymentMethods: Type.Array(PaymentMethod) });
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const Empty = Type.Object({}, { additionalProperties: false });

import { Type, type Static } from 'typebox';
import { Amount, Null, StorableText } from '../../lib/input-schemas';

const Str = Type.String();
const DateTime = Type.String({ format: 'date-time' });

export const GiftCardStatus = Type.Union([
  Type.Literal('ACTIVE'),
  Type.Literal('DISABLED'),
  Type.Literal('EXPIRED'),
  Type.Literal('USED_UP'),
]);

/** A gift card as the merchant sees it; money is decimal text in the card's currency. */
export const GiftCard = Type.Object({
  id: Type.String({ format: 'uuid' }),
  code: Str,
  currency: Str,
  initialBalance: Str,
  balance: Str,
  expirationDate: Type.Optional(DateTime),
  disabled: Type.Boolean(),
  status: GiftCardStatus,
  note: Type.Optional(Str),
  /** Whom the shop mailed the card to when it was issued. */
  recipient: Type.Optional(Type.Object({ email: Str, name: Type.Optional(Str) })),
  /** When that mail left; absent while it could not be sent. */
  mailedDate: Type.Optional(DateTime),
  createdDate: DateTime,
  updatedDate: DateTime,
});
export type GiftCardView = Static<typeof GiftCard>;

export const GiftCardRedemption = Type.Object({
  orderId: Str,
  amount: Str,
  /** Given back to the card so far by refunds or a cancel. */
  returnedAmount: Type.Optional(Str),
  createdDate: DateTime,
  /** Set once all of `amount` is back on the card. */
  returnedDate: Type.Optional(DateTime),
});

export const GiftCardRecipient = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    name: Type.Optional(StorableText({ minLength: 1, maxLength: 100 })),
    /** A few words for the recipient, in the mail (kept only there). */
    message: Type.Optional(StorableText({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const IssueGiftCardInput = Type.Object(
  {
    /** The merchant's own code (8 to 40 letters, digits, inner hyphens); absent: a readable one is generated. */
    code: Type.Optional(StorableText({ minLength: 1, maxLength: 40 })),
    /** Above 0, in the currency's minor units at most ("50", "50.00", 50). */
    initialBalance: Amount,
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    expirationDate: Type.Optional(DateTime),
    note: Type.Optional(StorableText({ maxLength: 500 })),
    /** Mail the card (its code, balance and expiry) to this person, with a message from the shop. */
    recipient: Type.Optional(GiftCardRecipient),
  },
  { additionalProperties: false },
);
export type IssueGiftCardInput = Static<typeof IssueGiftCardInput>;

/** What may change on an issued card: never its balance, which only redemptions move. `null` clears. */
export const GiftCardPatch = Type.Object(
  {
    disabled: Type.Optional(Type.Boolean()),
    expirationDate: Type.Optional(Type.Union([Null, DateTime])),
    note: Type.Optional(Type.Union([Null, StorableText({ maxLength: 500 })])),
  },
  { additionalProperties: false },
);
export type GiftCardPatch = Static<typeof GiftCardPatch>;

export const IssueGiftCardBody = Type.Object(
  { giftCard: IssueGiftCardInput },
  { additionalProperties: false },
);
export const UpdateGiftCardBody = Type.Object({ giftCard: GiftCardPatch }, { additionalProperties: false });
export const GiftCardReply = Type.Object({ giftCard: GiftCard });
export const GiftCardDetailReply = Type.Object({
  giftCard: GiftCard,
  redemptions: Type.Array(GiftCardRedemption),
});

export const QueryGiftCardsBody = Type.Object(
  { query: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
export const QueryGiftCardsReply = Type.Object({
  giftCards: Type.Array(GiftCard),
  metadata: Type.Object({
    items: Type.Integer(),
    offset: Type.Integer(),
    total: Type.Integer(),
    tooManyToCount: Type.Boolean(),
    cursors: Type.Object({ next: Type.Optional(Str), prev: Type.Optional(Str) }),
  }),
});

export const BalanceBody = Type.Object(
  { code: StorableText({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
/** What anyone holding the code may learn: what is left, until when, and whether it can pay. */
export const BalanceReply = Type.Object({
  giftCard: Type.Object({
    code: Str,
    currency: Str,
    balance: Str,
    expirationDate: Type.Optional(DateTime),
    status: GiftCardStatus,
  }),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

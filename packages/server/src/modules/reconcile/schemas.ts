import { Type, type Static } from 'typebox';
import { StorableText } from '../../lib/input-schemas';
import { MAX_REFERENCE_CHARS, MAX_STATEMENT_CHARS, MAX_STATEMENT_ROWS } from './statement';

/** A positive decimal amount with a decimal point, as a statement's credit reads. */
const CreditAmount = Type.String({ pattern: '^(?!0+(\\.0+)?$)\\d{1,13}(\\.\\d{1,4})?$', maxLength: 18 });

export const PreviewStatementBody = Type.Object(
  {
    /** The statement's CSV text (UTF-8): at most 2 MB and 5,000 rows. */
    csv: Type.String({ maxLength: MAX_STATEMENT_CHARS }),
  },
  { additionalProperties: false },
);

export const MatchStatus = Type.Union([
  Type.Literal('MATCH'),
  Type.Literal('NEAR_MISS'),
  Type.Literal('NO_MATCH'),
]);

export const MatchedOrder = Type.Object({
  id: Type.String(),
  number: Type.Number(),
  /** What the order still owes (decimal text, 0 when paid) in its currency. */
  owed: Type.String(),
  formattedOwed: Type.String(),
  currency: Type.String(),
  buyerName: Type.String(),
});

export const StatementCredit = Type.Object({
  line: Type.Integer(),
  date: Type.String(),
  amount: Type.String(),
  currency: Type.Optional(Type.String()),
  reference: Type.String(),
  status: MatchStatus,
  /** MATCHED, AMOUNT_DIFFERS, CURRENCY_DIFFERS, ORDER_PAID, ORDER_CANCELED, ALREADY_MATCHED, NAME_AND_AMOUNT, NO_ORDER */
  code: Type.String(),
  /** Why, in words. */
  reason: Type.String(),
  order: Type.Optional(MatchedOrder),
});

export const StatementProblem = Type.Object({ line: Type.Integer(), reason: Type.String() });

export const PreviewStatementReply = Type.Object({
  credits: Type.Array(StatementCredit),
  /** Rows that could not be read, with why. */
  problems: Type.Array(StatementProblem),
  /** Rows of money out (and zero amounts), left aside. */
  debits: Type.Integer(),
  /** Data rows read after the header. */
  rows: Type.Integer(),
});

export const ConfirmPair = Type.Object(
  {
    line: Type.Integer({ minimum: 1 }),
    orderId: Type.String({ format: 'uuid' }),
    amount: CreditAmount,
    reference: StorableText({ maxLength: MAX_REFERENCE_CHARS }),
    date: StorableText({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);

export const ConfirmMatchesBody = Type.Object(
  { pairs: Type.Array(ConfirmPair, { minItems: 1, maxItems: MAX_STATEMENT_ROWS }) },
  { additionalProperties: false },
);

export const PairOutcome = Type.Object({
  line: Type.Integer(),
  orderId: Type.String(),
  orderNumber: Type.Optional(Type.Number()),
  /** PAID now, or REFUSED with the code and the reason (ORDER_ALREADY_PAID, AMOUNT_CHANGED, ...). */
  outcome: Type.Union([Type.Literal('PAID'), Type.Literal('REFUSED')]),
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  paymentStatus: Type.Optional(Type.String()),
});

export const ConfirmMatchesReply = Type.Object({
  results: Type.Array(PairOutcome),
  /** How many orders this call marked paid. */
  paid: Type.Integer(),
});

export type PreviewStatementReply = Static<typeof PreviewStatementReply>;
export type ConfirmMatchesBody = Static<typeof ConfirmMatchesBody>;
export type ConfirmMatchesReply = Static<typeof ConfirmMatchesReply>;
export type PairOutcome = Static<typeof PairOutcome>;

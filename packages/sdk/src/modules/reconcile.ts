/**
 * Bank reconciliation (elevated clients, `orders:write`): a bank's CSV statement previewed (each credit's
 * match to an unpaid order, a near miss with its reason, or none; nothing written), then the chosen
 * credit→order pairs confirmed (each order marked paid, each in the audit log; a refused pair says why and
 * undoes none of the others). Errors: `ApplicationError` STATEMENT_UNREADABLE / STATEMENT_TOO_LONG (400,
 * the reason in its message), `ValidationError` (a malformed body, a statement over 2 MB), PERMISSION_DENIED.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/reconcile';

/** A credit as the client reads it: its order's `id` is `_id`, as everywhere in the SDK. */
export type StatementCredit = ClientForm<Wire.StatementCredit>;
export type StatementProblem = Wire.StatementProblem;
export type MatchStatus = Wire.MatchStatus;
export type ConfirmPair = Wire.ConfirmPair;
export type PairOutcome = Wire.PairOutcome;
export type PreviewStatementReply = ClientForm<Wire.PreviewStatementReply>;
export type ConfirmMatchesReply = Wire.ConfirmMatchesReply;

export const reconcile = defineModule(
  (context) => ({
    /** POST /v1/reconciliation/preview: each credit of the statement with its match; no write. */
    previewStatement: (csv: string): Promise<PreviewStatementReply> =>
      context.request({ method: 'POST', path: '/v1/reconciliation/preview', body: { csv } }),
    /** POST /v1/reconciliation/confirm: marks each pair's order paid by its credit; answers each pair. */
    confirmMatches: (pairs: ConfirmPair[]): Promise<Wire.ConfirmMatchesReply> =>
      context.request({ method: 'POST', path: '/v1/reconciliation/confirm', body: { pairs } }),
  }),
  { elevated: ['previewStatement', 'confirmMatches'] },
);

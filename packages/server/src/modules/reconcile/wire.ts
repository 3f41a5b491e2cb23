/** Bank reconciliation's wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const reconcileWire: NamedShapes = {
  PreviewStatementBody: s.PreviewStatementBody,
  MatchStatus: s.MatchStatus,
  MatchedOrder: s.MatchedOrder,
  StatementCredit: s.StatementCredit,
  StatementProblem: s.StatementProblem,
  PreviewStatementReply: s.PreviewStatementReply,
  ConfirmPair: s.ConfirmPair,
  ConfirmMatchesBody: s.ConfirmMatchesBody,
  PairOutcome: s.PairOutcome,
  ConfirmMatchesReply: s.ConfirmMatchesReply,
};

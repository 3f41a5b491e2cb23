/**
 * Wire shapes of the reconcile area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface PreviewStatementBody {
  csv: string;
}

export type MatchStatus = 'MATCH' | 'NEAR_MISS' | 'NO_MATCH';

export interface MatchedOrder {
  id: string;
  number: number;
  owed: string;
  formattedOwed: string;
  currency: string;
  buyerName: string;
}

export interface StatementCredit {
  line: number;
  date: string;
  amount: string;
  currency?: string;
  reference: string;
  status: MatchStatus;
  code: string;
  reason: string;
  order?: MatchedOrder;
}

export interface StatementProblem {
  line: number;
  reason: string;
}

export interface PreviewStatementReply {
  credits: StatementCredit[];
  problems: StatementProblem[];
  debits: number;
  rows: number;
}

export interface ConfirmPair {
  line: number;
  orderId: string;
  amount: string;
  reference: string;
  date: string;
}

export interface ConfirmMatchesBody {
  pairs: ConfirmPair[];
}

export interface PairOutcome {
  line: number;
  orderId: string;
  orderNumber?: number;
  outcome: 'PAID' | 'REFUSED';
  code?: string;
  message?: string;
  paymentStatus?: string;
}

export interface ConfirmMatchesReply {
  results: PairOutcome[];
  paid: number;
}

/**
 * What the reconciliation page shows and sends, from the server's preview: which credits may be ticked
 * (matches, and near misses whose order could still take the credit), which are ticked at first (matches
 * only), the pairs a confirmation sends. Pure.
 */
import type { ConfirmPair, PairOutcome, StatementCredit } from '@atelier/sdk';

export type { PairOutcome, PreviewStatementReply, StatementCredit } from '@atelier/sdk';

/** The largest statement the page sends (the server refuses more). */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

/** Near misses a person may still choose deliberately: the order would take the credit. */
const CHOOSABLE_NEAR_MISSES = ['NAME_AND_AMOUNT', 'ALREADY_MATCHED'];

export const choosable = (c: StatementCredit) =>
  c.order !== undefined &&
  (c.status === 'MATCH' || (c.status === 'NEAR_MISS' && CHOOSABLE_NEAR_MISSES.includes(c.code)));

/** Ticked at first: the matches. */
export const initialSelection = (credits: readonly StatementCredit[]): number[] =>
  credits.filter((c) => c.status === 'MATCH').map((c) => c.line);

/** Ticks or unticks a line; ticking it unticks another line paying the same order (one order, one credit). */
export function toggleLine(
  selected: readonly number[],
  credits: readonly StatementCredit[],
  line: number,
): number[] {
  if (selected.includes(line)) return selected.filter((l) => l !== line);
  const credit = credits.find((c) => c.line === line);
  if (!credit || !choosable(credit)) return [...selected];
  const orderId = credit.order!._id;
  const others = credits.filter((c) => c.line !== line && c.order?._id === orderId).map((c) => c.line);
  return [...selected.filter((l) => !others.includes(l)), line];
}

export function pairsOf(credits: readonly StatementCredit[], selected: readonly number[]): ConfirmPair[] {
  return credits
    .filter((c) => selected.includes(c.line) && choosable(c))
    .map((c) => ({
      line: c.line,
      orderId: c.order!._id,
      amount: c.amount,
      reference: c.reference,
      date: c.date,
    }));
}

export function statusLabel(c: StatementCredit): string {
  if (c.status === 'MATCH') return 'Match';
  if (c.status === 'NEAR_MISS') return `Near miss: ${c.reason}`;
  return 'No match';
}

export const creditAmount = (c: StatementCredit) => (c.currency ? `${c.amount} ${c.currency}` : c.amount);

export function outcomeLabel(o: PairOutcome): string {
  if (o.outcome === 'PAID') return 'Marked paid';
  return `Not marked paid: ${o.message ?? o.code ?? 'refused'}`;
}

export const payButtonLabel = (count: number) => `Mark ${count} order${count === 1 ? '' : 's'} paid`;

export function outcomeSummary(results: readonly PairOutcome[]): string {
  const paid = results.filter((r) => r.outcome === 'PAID').length;
  const refused = results.length - paid;
  const head = `${paid} order${paid === 1 ? '' : 's'} marked paid`;
  return refused === 0 ? `${head}.` : `${head}, ${refused} refused (see each line).`;
}

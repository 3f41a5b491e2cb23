import type { AppContext } from '../../context';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { formatMoney } from '../../lib/money';
import { markAsPaid, owingOrders } from '../orders';
import { matchCredits, numbersIn } from './match';
import type { ConfirmMatchesBody, ConfirmMatchesReply, PairOutcome, PreviewStatementReply } from './schemas';
import { parseStatement } from './statement';

/** Bank reconciliation: a statement's credits matched to orders (no write), then the chosen pairs paid. */

/** Reads the statement and answers each credit's match; writes nothing. */
export async function previewStatement(
  ctx: Pick<AppContext, 'db'>,
  csv: string,
): Promise<PreviewStatementReply> {
  const statement = parseStatement(csv);
  if (!statement.ok)
    throw new AppError(400, statement.code, statement.reason, statement.reason, {
      ...(statement.line ? { line: statement.line } : {}),
    });
  const numbers = [...new Set(statement.credits.flatMap((c) => numbersIn(c.reference)))];
  const needNames = statement.credits.some((c) => numbersIn(c.reference).length === 0);
  const orders = await owingOrders(ctx.db, numbers, needNames);
  const matches = matchCredits(statement.credits, orders, formatMoney);
  return {
    credits: statement.credits.map((credit, i) => {
      const m = matches[i]!;
      return {
        ...credit,
        status: m.status,
        code: m.code,
        reason: m.reason,
        ...(m.order
          ? {
              order: {
                id: m.order.id,
                number: m.order.number,
                owed: m.order.owed,
                formattedOwed: formatMoney(m.order.owed, m.order.currency),
                currency: m.order.currency,
                buyerName: m.order.buyerName,
              },
            }
          : {}),
      };
    }),
    problems: statement.problems,
    debits: statement.debits,
    rows: statement.rows,
  };
}

/**
 * Marks each chosen order paid by its credit, through mark-as-paid's own path (one transaction and one
 * audit entry each): a refused pair (paid since, amount changed, canceled, gone) is answered with its reason
 * and undoes none of the others. A credit named twice pays once; the same confirm again pays nothing twice.
 */
export async function confirmMatches(
  ctx: Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>,
  caller: Caller,
  body: ConfirmMatchesBody,
): Promise<ConfirmMatchesReply> {
  const results: PairOutcome[] = [];
  const lines = new Map<number, string>();
  for (const pair of body.pairs) {
    const base = { line: pair.line, orderId: pair.orderId };
    const used = lines.get(pair.line);
    if (used !== undefined) {
      results.push({
        ...base,
        outcome: 'REFUSED',
        code: 'CREDIT_USED_TWICE',
        message: `Line ${pair.line} already pays another order in this confirmation`,
      });
      continue;
    }
    lines.set(pair.line, pair.orderId);
    try {
      const credit = { amount: pair.amount, reference: pair.reference, date: pair.date, line: pair.line };
      const { order } = await markAsPaid(ctx, caller, pair.orderId, {}, { credit });
      results.push({
        ...base,
        orderNumber: Number(order.number),
        outcome: 'PAID',
        paymentStatus: order.paymentStatus,
      });
    } catch (error) {
      if (!(error instanceof AppError)) {
        ctx.log.error({ err: error, orderId: pair.orderId }, 'reconciliation pair not recorded');
        results.push({
          ...base,
          outcome: 'REFUSED',
          code: 'NOT_RECORDED',
          message: 'Not recorded: try again',
        });
        continue;
      }
      const number = error.data.orderNumber;
      results.push({
        ...base,
        ...(typeof number === 'number' ? { orderNumber: number } : {}),
        outcome: 'REFUSED',
        code: error.code,
        message: error.status === 404 ? 'No such order' : error.message,
      });
    }
  }
  return { results, paid: results.filter((r) => r.outcome === 'PAID').length };
}

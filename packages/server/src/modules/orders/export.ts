import { Readable } from 'node:stream';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { orders } from '../../db/schema';
import { compileQuery } from '../../http/query';
import { money } from '../carts';
import { csvRow, number, text, type CsvCell } from './csv-rules';
import { orderFields } from './search';
import { minorOf, type OrderRow } from './view';

/** Rows read from the database at a time while the file streams out. */
export const EXPORT_BATCH = 500;

export interface ExportQuery {
  /** The list's filter, as the query language's JSON text (the search's `filter`). */
  filter?: string;
  /** The list's sort, as JSON text (the search's `sort`). */
  sort?: string;
}

export const EXPORT_HEADER = [
  'number',
  'createdDate',
  'status',
  'paymentStatus',
  'fulfillmentStatus',
  'buyerEmail',
  'buyerName',
  'deliveryMethod',
  'deliveryTitle',
  'currency',
  'subtotal',
  'shipping',
  'tax',
  'discount',
  'total',
  'items',
] as const;

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

function deliveryOf(row: OrderRow): { method: string; title: string | undefined } {
  const info = row.shippingInfo;
  if (!info) return { method: 'NONE', title: undefined };
  const logistics = info.logistics as Record<string, unknown> | undefined;
  return { method: logistics?.pickupDetails ? 'PICKUP' : 'SHIPPING', title: str(info.title) };
}

/** One order as a CSV row of EXPORT_HEADER's columns: money as decimals, the date in ISO 8601 (UTC). */
export function exportCells(row: OrderRow): CsvCell[] {
  const decimal = (amount: string | undefined) => number(money(minorOf(row, amount), row.currency).amount);
  const s = row.priceSummary;
  const name = [str(row.buyerInfo.firstName), str(row.buyerInfo.lastName)].filter(Boolean).join(' ');
  const delivery = deliveryOf(row);
  return [
    number(row.number),
    text(row.createdDate.toISOString()),
    text(row.status),
    text(row.paymentStatus),
    text(row.fulfillmentStatus),
    text(row.buyerEmail),
    text(name || undefined),
    text(delivery.method),
    text(delivery.title),
    text(row.currency),
    decimal(s.subtotal),
    decimal(s.shipping),
    decimal(s.tax),
    decimal(s.discount),
    decimal(s.total),
    number(row.lines.reduce((n, l) => n + l.quantity, 0)),
  ];
}

/**
 * GET /v1/orders/export.csv: every order the list's filter finds (not one page), in the list's order, as
 * CSV with a header row. The query is checked before the first byte goes out (a bad filter is a 400);
 * the rows are then read a batch at a time as the client takes them.
 */
export function exportOrdersCsv(db: Db, query: ExportQuery): Readable {
  const q = compileQuery(orderFields, { filter: query.filter, sort: query.sort }, 'query');
  async function* lines() {
    yield csvRow(EXPORT_HEADER.map((h) => text(h)));
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await db
        .select()
        .from(orders)
        .where(and(sql`true`, q.where))
        .orderBy(...q.orderBy)
        .limit(EXPORT_BATCH)
        .offset(offset);
      if (rows.length > 0) yield rows.map((r) => csvRow(exportCells(r))).join('');
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

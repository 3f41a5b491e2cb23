import { asc, isNotNull, sql } from 'drizzle-orm';
import { countCapped } from '../../db/counting';
import type { Db } from '../../db/open';
import { newsletterSubscriptions } from '../../db/schema';
import { page } from '../../http/paging';
import { compileQuery, defineQueryFields } from '../../http/query';
import { spreadsheetCsv } from '../../lib/csv';

type Row = typeof newsletterSubscriptions.$inferSelect;

const statusSql = sql`(case when ${newsletterSubscriptions.confirmedDate} is null then 'PENDING' else 'CONFIRMED' end)`;

const subscriberFields = defineQueryFields(
  {
    id: { column: newsletterSubscriptions.id, type: 'uuid' },
    email: { column: newsletterSubscriptions.email, type: 'string', sortable: true },
    status: { column: statusSql, type: 'enum', values: ['CONFIRMED', 'PENDING'] },
    createdDate: { column: newsletterSubscriptions.createdDate, type: 'date', sortable: true },
    confirmedDate: { column: newsletterSubscriptions.confirmedDate, type: 'date', sortable: true },
  },
  { tiebreaker: newsletterSubscriptions.id, defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }] },
);

const subscriberView = (r: Row) => ({
  id: r.id,
  email: r.email,
  status: r.confirmedDate ? ('CONFIRMED' as const) : ('PENDING' as const),
  createdDate: r.createdDate.toISOString(),
  ...(r.confirmedDate ? { confirmedDate: r.confirmedDate.toISOString() } : {}),
});

/** POST /v1/newsletter/subscriptions/query: the list in the shared query language, newest first. */
export async function querySubscribers(db: Db, input: unknown) {
  const query = compileQuery(subscriberFields, input ?? {});
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit + 1)
    .offset(query.offset);
  const result = page(
    query,
    rows.map(subscriberView),
    await countCapped(db, newsletterSubscriptions, query.where),
  );
  return { subscribers: result.items, metadata: result.metadata };
}

/**
 * GET /v1/newsletter/subscriptions/export: the confirmed subscribers only (a pending address has not said
 * yes), oldest first, as CSV for a spreadsheet (cells a spreadsheet would run as formulas are defused).
 */
export async function exportSubscribers(db: Db, now = new Date()) {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(isNotNull(newsletterSubscriptions.confirmedDate))
    .orderBy(asc(newsletterSubscriptions.confirmedDate), asc(newsletterSubscriptions.id));
  const csv = spreadsheetCsv(
    ['email', 'subscribed', 'confirmed'],
    rows.map((r) => [r.email, r.createdDate.toISOString(), r.confirmedDate?.toISOString()]),
  );
  return {
    fileName: `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv' as const,
    count: rows.length,
    csv,
  };
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { countCapped } from '../../db/counting';
import { giftCardRedemptions, giftCards } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import { page } from '../../http/paging';
import { compileQuery, defineQueryFields } from '../../http/query';
import { MAX_AMOUNT_CENTS, toScaled } from '../../lib/money';
import { currencyDigits } from '../pricing';
import { giftCardCodeTaken } from './errors';
import { generateCode, MERCHANT_CODE } from './rules';
import type { GiftCardPatch, IssueGiftCardInput } from './schemas';
import { giftCardView, redemptionView } from './views';

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** The initial balance in minor units: above 0, no finer than the currency's minor unit. */
function initialMinor(input: IssueGiftCardInput): bigint {
  if (!CURRENCIES.has(input.currency))
    throw invalidField('giftCard.currency', 'FORMAT', 'must be an ISO 4217 currency code');
  const digits = currencyDigits(input.currency);
  const minor = toScaled(input.initialBalance, digits);
  if (minor === undefined)
    throw invalidField(
      'giftCard.initialBalance',
      'DECIMAL_MAX_SCALE',
      `must be a decimal amount with at most ${digits} decimal places`,
      { max: digits },
    );
  if (minor <= 0n) throw invalidField('giftCard.initialBalance', 'DECIMAL_GT', 'must be above 0');
  if (minor > MAX_AMOUNT_CENTS)
    throw invalidField('giftCard.initialBalance', 'DECIMAL_LTE', 'must be at most 1000000000');
  return minor;
}

/** POST /v1/gift-cards: issues a card with the merchant's code or a generated one, its balance whole. */
export async function issueGiftCard(db: Db, input: IssueGiftCardInput) {
  const minor = initialMinor(input);
  if (input.code !== undefined && !MERCHANT_CODE.test(input.code.trim()))
    throw invalidField(
      'giftCard.code',
      'FORMAT',
      'must be 8 to 40 letters, digits and hyphens, starting and ending with a letter or digit',
    );
  const values = {
    currency: input.currency,
    initialBalance: minor,
    balance: minor,
    expirationDate: input.expirationDate ? new Date(input.expirationDate) : null,
    note: input.note ?? null,
    recipientEmail: input.recipient?.email.trim().toLowerCase() ?? null,
    recipientName: input.recipient?.name ?? null,
  };
  // A generated code colliding (1 in 2^80 per card) is simply drawn again.
  for (let attempt = 0; ; attempt++) {
    const code = input.code?.trim().toUpperCase() ?? generateCode();
    try {
      const [row] = await db
        .insert(giftCards)
        .values({ ...values, code })
        .returning();
      return { giftCard: giftCardView(row!, new Date()) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.code !== undefined || attempt >= 3) throw giftCardCodeTaken(code);
    }
  }
}

async function cardById(db: Db, id: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) throw notFound('Gift card', id);
  return row;
}

/** GET /v1/gift-cards/{id}: the card and what each order took from it. */
export async function getGiftCard(db: Db, id: string) {
  const row = await cardById(db, id);
  const redemptions = await db
    .select()
    .from(giftCardRedemptions)
    .where(eq(giftCardRedemptions.giftCardId, id))
    .orderBy(asc(giftCardRedemptions.createdDate), asc(giftCardRedemptions.id));
  return {
    giftCard: giftCardView(row, new Date()),
    redemptions: redemptions.map((r) => redemptionView(r, row.currency)),
  };
}

/** PATCH /v1/gift-cards/{id}: switch a card off or on, move or clear its expiry, its note. */
export async function updateGiftCard(db: Db, id: string, patch: GiftCardPatch) {
  const [row] = await db
    .update(giftCards)
    .set({
      ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
      ...(patch.expirationDate !== undefined
        ? { expirationDate: patch.expirationDate === null ? null : new Date(patch.expirationDate) }
        : {}),
      ...(patch.note !== undefined ? { note: patch.note } : {}),
      updatedDate: new Date(),
    })
    .where(eq(giftCards.id, id))
    .returning();
  if (!row) throw notFound('Gift card', id);
  return { giftCard: giftCardView(row, new Date()) };
}

const statusSql = sql`(case when ${giftCards.disabled} then 'DISABLED' when ${giftCards.expirationDate} <= now() then 'EXPIRED' when ${giftCards.balance} <= 0 then 'USED_UP' else 'ACTIVE' end)`;

const giftCardFields = defineQueryFields(
  {
    id: { column: giftCards.id, type: 'uuid', sortable: true },
    code: { column: giftCards.code, type: 'string', sortable: true },
    'recipient.email': { column: giftCards.recipientEmail, type: 'string', sortable: true },
    'recipient.name': { column: giftCards.recipientName, type: 'string' },
    currency: { column: giftCards.currency, type: 'string', sortable: true },
    disabled: { column: giftCards.disabled, type: 'boolean' },
    status: { column: statusSql, type: 'enum', values: ['ACTIVE', 'DISABLED', 'EXPIRED', 'USED_UP'] },
    expirationDate: { column: giftCards.expirationDate, type: 'date', sortable: true },
    createdDate: { column: giftCards.createdDate, type: 'date', sortable: true },
    updatedDate: { column: giftCards.updatedDate, type: 'date', sortable: true },
  },
  { tiebreaker: giftCards.id, defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }] },
);

/** POST /v1/gift-cards/query: the shared query language over the cards (codes as stored: upper case). */
export async function queryGiftCards(db: Db, input: unknown) {
  const query = compileQuery(giftCardFields, input ?? {});
  const rows = await db
    .select()
    .from(giftCards)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit + 1)
    .offset(query.offset);
  const now = new Date();
  const result = page(
    query,
    rows.map((r) => giftCardView(r, now)),
    await countCapped(db, giftCards, query.where),
  );
  return { giftCards: result.items, metadata: result.metadata };
}

import { randomBytes } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/open';
import { webhookSubscriptions } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../http/errors';
import { EVENT_TYPES } from './event-types';
import { normalizeEventTypes, webhookUrlProblem } from './rules';
import type { CreateWebhookBody, UpdateWebhookBody, Webhook } from './schemas';

type WebhookRow = typeof webhookSubscriptions.$inferSelect;

/** A shop's webhooks at most: each one multiplies the deliveries every write makes. */
export const MAX_WEBHOOKS = 50;

const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function webhookView(row: WebhookRow): Static<typeof Webhook> {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.eventTypes,
    description: row.description,
    enabled: row.enabled,
    createdDate: row.createdDate.toISOString(),
    updatedDate: row.updatedDate.toISOString(),
  };
}

function checkedUrl(url: string): string {
  const problem = webhookUrlProblem(url);
  if (problem) throw invalidField('url', 'FORMAT', problem);
  return url;
}

function checkedEventTypes(given: string[]): string[] {
  const result = normalizeEventTypes(given, EVENT_TYPES);
  if (!result.ok) {
    throw invalidField(
      `eventTypes[${result.index}]`,
      'INVALID_ENUM_VALUE',
      `"${result.eventType}" is not an event type; GET /v1/webhooks/event-types lists them ("*" is every type)`,
      { allowed: ['*', ...EVENT_TYPES] },
    );
  }
  return result.eventTypes;
}

export const listEventTypes = () => ({ eventTypes: [...EVENT_TYPES] });

export async function createWebhook(db: Db, input: Static<typeof CreateWebhookBody>) {
  const values = {
    url: checkedUrl(input.url),
    eventTypes: checkedEventTypes(input.eventTypes),
    description: input.description ?? '',
    enabled: input.enabled ?? true,
    secret: newWebhookSecret(),
  };
  const [existing] = await db.select({ n: count() }).from(webhookSubscriptions);
  if ((existing?.n ?? 0) >= MAX_WEBHOOKS) {
    throw new AppError(
      409,
      'WEBHOOK_LIMIT_REACHED',
      `A shop has at most ${MAX_WEBHOOKS} webhooks; delete one first`,
      undefined,
      { limit: MAX_WEBHOOKS },
    );
  }
  const [row] = await db.insert(webhookSubscriptions).values(values).returning();
  return { webhook: webhookView(row!), secret: row!.secret };
}

export async function listWebhooks(db: Db) {
  const rows = await db
    .select()
    .from(webhookSubscriptions)
    .orderBy(asc(webhookSubscriptions.createdDate), asc(webhookSubscriptions.id));
  return { webhooks: rows.map(webhookView) };
}

export async function webhookById(db: Db, id: string): Promise<WebhookRow> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  if (!row) throw notFound('Webhook', id);
  return row;
}

export async function getWebhook(db: Db, id: string) {
  return { webhook: webhookView(await webhookById(db, id)) };
}

export async function updateWebhook(db: Db, id: string, patch: Static<typeof UpdateWebhookBody>) {
  const set = {
    ...(patch.url !== undefined ? { url: checkedUrl(patch.url) } : {}),
    ...(patch.eventTypes !== undefined ? { eventTypes: checkedEventTypes(patch.eventTypes) } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    updatedDate: sql`now()`,
  };
  const [row] = await db
    .update(webhookSubscriptions)
    .set(set)
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  if (!row) throw notFound('Webhook', id);
  return { webhook: webhookView(row) };
}

/** Deletes the webhook and its delivery log; an attempt already out finishes, unrecorded. */
export async function deleteWebhook(db: Db, id: string) {
  const gone = await db
    .delete(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, id))
    .returning({ id: webhookSubscriptions.id });
  if (gone.length === 0) throw notFound('Webhook', id);
  return {};
}

/** A new secret at once: every attempt from now on is signed with it (one already out keeps the old). */
export async function rotateWebhookSecret(db: Db, id: string) {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ secret: newWebhookSecret(), updatedDate: sql`now()` })
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  if (!row) throw notFound('Webhook', id);
  return { webhook: webhookView(row), secret: row.secret };
}

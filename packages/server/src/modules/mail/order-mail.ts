import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { mailTemplates } from '../../db/schema';
import { notFound, ValidationError, type FieldViolation } from '../../http/errors';
import { EnvSchema } from '../../config-env';
import { renderOrderMail } from './order-render';
import {
  DEFAULT_TEMPLATES,
  ORDER_MAIL_KINDS,
  PLACEHOLDERS,
  sampleOrder,
  type OrderMailData,
  type OrderMailKind,
  type OrderTemplate,
} from './order-templates';
import { parseTemplate } from './placeholders';
import type { MailContent } from './templates';

const DEFAULT_SHOP_NAME = (EnvSchema.properties.SHOP_NAME as { default?: string }).default ?? '';

type Row = typeof mailTemplates.$inferSelect;

/** A stored template still valid for its kind; one that is not (a placeholder since retired) gives way to the default. */
function usable(kind: OrderMailKind, row: Row | undefined): Row | undefined {
  if (!row) return undefined;
  const known = PLACEHOLDERS[kind];
  const valid = [row.subject, row.html, row.text].every((source) => parseTemplate(source, known).ok);
  return valid ? row : undefined;
}

async function storedTemplate(db: Db, kind: OrderMailKind): Promise<Row | undefined> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.kind, kind));
  return usable(kind, row);
}

/** The merchant's edited template for `kind` if any, else the default; HTML (escaped values) and plain text. */
export async function orderMail(
  db: Db,
  kind: OrderMailKind,
  data: OrderMailData,
  shopName: string = DEFAULT_SHOP_NAME,
): Promise<MailContent> {
  const row = await storedTemplate(db, kind);
  return renderOrderMail(shopName, kind, row ?? DEFAULT_TEMPLATES[kind], data);
}

/** The kind named in a path, or 404: the shop has templates for its order mails only. */
function kindOf(name: string): OrderMailKind {
  const kind = ORDER_MAIL_KINDS.find((k) => k === name);
  if (!kind) throw notFound('Mail template', name);
  return kind;
}

function templateView(kind: OrderMailKind, row: Row | undefined) {
  const template = row ?? DEFAULT_TEMPLATES[kind];
  return {
    kind,
    subject: template.subject,
    html: template.html,
    text: template.text,
    customized: row !== undefined,
    placeholders: [...PLACEHOLDERS[kind]],
    ...(row ? { updatedDate: row.updatedDate.toISOString() } : {}),
  };
}

/** GET /v1/mail-templates: every kind, as the merchant edited it or the default. */
export async function listTemplates(db: Db) {
  const rows = await db.select().from(mailTemplates);
  return {
    templates: ORDER_MAIL_KINDS.map((kind) =>
      templateView(
        kind,
        usable(
          kind,
          rows.find((r) => r.kind === kind),
        ),
      ),
    ),
  };
}

export async function getTemplate(db: Db, name: string) {
  const kind = kindOf(name);
  return { template: templateView(kind, await storedTemplate(db, kind)) };
}

/** Every placeholder problem of the template's three parts, as field violations. */
function checkTemplate(kind: OrderMailKind, template: OrderTemplate): void {
  const violations: FieldViolation[] = [];
  for (const part of ['subject', 'html', 'text'] as const) {
    const parsed = parseTemplate(template[part], PLACEHOLDERS[kind]);
    if (!parsed.ok) {
      violations.push({ field: `template.${part}`, violatedRule: 'VALIDATION', description: parsed.problem });
    }
  }
  if (violations.length > 0) throw new ValidationError(violations);
}

/** PUT /v1/mail-templates/{kind}: the merchant's template replaces the current one. */
export async function saveTemplate(db: Db, name: string, template: OrderTemplate) {
  const kind = kindOf(name);
  checkTemplate(kind, template);
  const values = {
    subject: template.subject,
    html: template.html,
    text: template.text,
    updatedDate: new Date(),
  };
  const [row] = await db
    .insert(mailTemplates)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: mailTemplates.kind, set: values })
    .returning();
  return { template: templateView(kind, row) };
}

/** DELETE /v1/mail-templates/{kind}: back to the default (answered). */
export async function resetTemplate(db: Db, name: string) {
  const kind = kindOf(name);
  await db.delete(mailTemplates).where(eq(mailTemplates.kind, kind));
  return { template: templateView(kind, undefined) };
}

/** POST /v1/mail-templates/{kind}/preview: the given (unsaved) or current template, on a sample order. */
export async function previewTemplate(
  db: Db,
  deps: { shopName: string; storefrontUrl: string },
  name: string,
  template: OrderTemplate | undefined,
) {
  const kind = kindOf(name);
  if (template) checkTemplate(kind, template);
  const source = template ?? (await storedTemplate(db, kind)) ?? DEFAULT_TEMPLATES[kind];
  const mail = renderOrderMail(deps.shopName, kind, source, sampleOrder(deps.storefrontUrl));
  return { preview: { subject: mail.subject, html: mail.html, text: mail.text } };
}

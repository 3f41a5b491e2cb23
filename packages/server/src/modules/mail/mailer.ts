import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { mailOutbox } from '../../db/schema';
import type { MailContent } from './templates';

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(to: string, content: MailContent): Promise<void>;
  close(): void;
}

/** Real mail through nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (to, content) => {
      await transport.sendMail({
        from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        ...(content.unsubscribeUrl ? { list: { unsubscribe: content.unsubscribeUrl } } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** Development outbox: keeps the mail in a table and logs a line instead of sending it. */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    send: async (to, content) => {
      const [row] = await db
        .insert(mailOutbox)
        .values({ kind: content.kind, to, subject: content.subject, text: content.text, html: content.html })
        .returning({ id: mailOutbox.id });
      log.info(
        { mailId: row?.id, to, kind: content.kind },
        `mail kept in the development outbox: ${content.subject}`,
      );
    },
    close: () => undefined,
  };
}

export function createMailer(
  config: { smtpUrl?: string | undefined; mailFrom: string },
  db: Db,
  log: FastifyBaseLogger,
) {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db, log);
}

/** Newest first; `to` narrows to one recipient (lower-cased). */
export async function listOutbox(db: Db, input: { to?: string | undefined; limit: number }) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(input.to ? eq(mailOutbox.to, input.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(input.limit);
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdDate: r.createdDate.toISOString(),
  }));
}

import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orderNotes } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError } from '../../http/errors';
import { actorOf, entriesOf, recordAudit } from '../audit';
import { visibleOrder } from './access';
import { changesSince } from './conflict';
import { sendOrderMail } from './mail';
import type { AddNoteBody, HistoryReply, NotesReply, OrderNote } from './schemas-staff';
import { orderById } from './store';
import { refuse } from './write-errors';

/**
 * The shop's own view of an order: its staff notes (never a buyer's: only elevated routes read them), its
 * history from the audit log, and the confirmation mailed again.
 */

type NoteRow = typeof orderNotes.$inferSelect;
type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>;

const noteView = (r: NoteRow): OrderNote => ({
  id: r.id,
  orderId: r.orderId,
  text: r.text,
  author: {
    kind: r.authorKind as OrderNote['author']['kind'],
    id: r.authorId,
    name: r.authorName,
    ...(r.authorEmail ? { email: r.authorEmail } : {}),
  },
  createdDate: r.createdDate.toISOString(),
});

async function shopOrder(db: Ctx['db'], caller: Caller, id: string) {
  return visibleOrder(caller, await orderById(db, id), id);
}

/** GET /v1/orders/{id}/notes: oldest first. */
export async function listNotes(ctx: Pick<Ctx, 'db'>, caller: Caller, id: string): Promise<NotesReply> {
  const row = await shopOrder(ctx.db, caller, id);
  const rows = await ctx.db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, row.id))
    .orderBy(asc(orderNotes.createdDate), asc(orderNotes.id));
  return { notes: rows.map(noteView) };
}

/** POST /v1/orders/{id}/notes: a note by the caller (its author as the audit log names it), audited. */
export async function addNote(
  ctx: Pick<Ctx, 'db'>,
  caller: Caller,
  id: string,
  body: AddNoteBody,
): Promise<{ note: OrderNote }> {
  const text = body.text.trim();
  if (!text) throw new AppError(400, 'NOTE_EMPTY', 'A note needs some text');
  return ctx.db.transaction(async (tx) => {
    const order = await shopOrder(tx, caller, id);
    const author = actorOf(caller);
    const [row] = await tx
      .insert(orderNotes)
      .values({
        orderId: order.id,
        authorKind: author.kind,
        authorId: author.id,
        authorName: author.name,
        authorEmail: author.email ?? null,
        text,
      })
      .returning();
    const note = noteView(row!);
    await recordAudit(tx, {
      action: 'order.note_added',
      entity: { type: 'order', id: order.id },
      after: { note: { id: note.id, text } },
    });
    return { note };
  });
}

/** GET /v1/orders/{id}/history: the order's audit entries, oldest first (what the order's activities miss). */
export async function orderHistory(ctx: Pick<Ctx, 'db'>, caller: Caller, id: string): Promise<HistoryReply> {
  const row = await shopOrder(ctx.db, caller, id);
  const entries = await entriesOf(ctx.db, { type: 'order', id: row.id });
  const changes = changesSince(entries);
  return {
    entries: entries.map((e, i) => {
      const after = (e.after ?? {}) as Record<string, unknown>;
      const mail =
        typeof after.kind === 'string' && typeof after.to === 'string'
          ? { kind: after.kind, to: after.to }
          : undefined;
      return {
        id: e.id,
        createdDate: e.createdDate,
        action: e.action,
        actor: { kind: e.actor.kind, name: e.actor.name, ...(e.actor.email ? { email: e.actor.email } : {}) },
        fields: mail ? [] : changes[i]!.fields,
        ...(mail ? { mail } : {}),
      };
    }),
  };
}

/**
 * POST /v1/orders/{id}/resend-confirmation: the order confirmation mailed to the buyer again (audited as
 * order.confirmation_resent once it went). 409 when the order has no email or is canceled; 503 when the mail
 * could not go.
 */
export async function resendConfirmation(ctx: Ctx, caller: Caller, id: string): Promise<{ sent: boolean }> {
  const row = await shopOrder(ctx.db, caller, id);
  if (!row.buyerEmail) throw refuse('ORDER_HAS_NO_EMAIL', 'This order has no email to mail');
  if (row.status === 'CANCELED') throw refuse('ORDER_CANCELED', 'A canceled order is not confirmed again');
  const sent = await sendOrderMail(ctx, 'ORDER_CONFIRMATION', row, {}, 'order.confirmation_resent');
  if (!sent) throw new AppError(503, 'MAIL_NOT_SENT', 'The mail could not be sent; try again later');
  return { sent };
}

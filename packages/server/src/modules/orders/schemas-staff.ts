import { Type, type Static } from 'typebox';
import { StorableText } from '../../lib/input-schemas';

/** Shapes of the shop's own view of an order: staff notes, the order's history, a confirmation mailed again. */

const opt = Type.Optional;
const Str = Type.String();
const DateText = Type.String({ format: 'date-time' });

export const NoteAuthor = Type.Object({
  kind: Type.Enum(['staff', 'apiKey', 'operator']),
  id: Str,
  name: Str,
  email: opt(Str),
});

/** A staff note: for the shop's people only; no buyer's answer carries one. */
export const OrderNote = Type.Object({
  id: Type.String({ format: 'uuid' }),
  orderId: Type.String({ format: 'uuid' }),
  text: Str,
  author: NoteAuthor,
  createdDate: DateText,
});
export type OrderNote = Static<typeof OrderNote>;

export const AddNoteBody = Type.Object(
  { text: StorableText({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type AddNoteBody = Static<typeof AddNoteBody>;

export const NoteReply = Type.Object({ note: OrderNote });
export const NotesReply = Type.Object({ notes: Type.Array(OrderNote) });
export type NotesReply = Static<typeof NotesReply>;

/**
 * One entry of an order's history, from the audit log: who did what and when, the order's fields it changed,
 * and for a mail its kind and address.
 */
export const HistoryEntry = Type.Object({
  id: Str,
  createdDate: DateText,
  action: Str,
  actor: Type.Object({ kind: Str, name: Str, email: opt(Str) }),
  fields: Type.Array(Str),
  mail: opt(Type.Object({ kind: Str, to: Str })),
});
export type HistoryEntry = Static<typeof HistoryEntry>;
export const HistoryReply = Type.Object({ entries: Type.Array(HistoryEntry) });
export type HistoryReply = Static<typeof HistoryReply>;

export const ResendConfirmationReply = Type.Object({ sent: Type.Boolean() });

/**
 * A failed order action of the dashboard, in the words the page shows beside it: the server's field errors by
 * field (the last part of the server's path: `amount.amount` is the form's `amount`), a conflict with a newer
 * change as "<name> changed this order at <time>: …" (409 ORDER_CHANGED), the server's own description else.
 */
import { ApplicationError, AtelierError, ValidationError } from '@atelier/sdk';
import { conflictMessage } from './admin-order-view';
import { staffUnavailable } from './staff-errors';

export type OrderActionResult =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** Messages by the form's field name. */
      fields?: Record<string, string>;
      /** The order changed since the page showed it: the page offers to reload. */
      conflict?: boolean;
      /** The person's session ended. */
      signIn?: boolean;
    };

const friendly: Record<string, string> = {
  ORDER_ALREADY_PAID: 'This order is paid already.',
  ORDER_CANCELED: 'This order is canceled.',
  ORDER_ALREADY_CANCELED: 'This order is canceled already.',
  ORDER_REFUNDED: 'A refunded order is not marked as paid again.',
  ORDER_HAS_NO_EMAIL: 'This order has no email address to mail.',
  MAIL_NOT_SENT: 'The mail could not be sent. Try again in a moment.',
  PERMISSION_DENIED: 'Your role may not do this.',
  NOT_FOUND: 'This order is gone.',
};

/** The form field a server field path belongs to: its last part (`…shippingDestination.address.city` → `city`). */
export const formField = (path: string) => path.split('.').filter(Boolean).at(-1) ?? path;

export function orderActionFailure(error: unknown, timeZone: string): OrderActionResult & { ok: false } {
  if (error instanceof ValidationError) {
    const fields: Record<string, string> = {};
    for (const v of error.fieldViolations) fields[formField(v.field)] ??= v.description;
    return { ok: false, message: error.fieldViolations[0]?.description ?? 'Please check the form.', fields };
  }
  if (error instanceof ApplicationError && error.code === 'ORDER_CHANGED')
    return {
      ok: false,
      conflict: true,
      message: conflictMessage(error.details.applicationError.data, timeZone),
    };
  if (
    error instanceof ApplicationError &&
    (error.code === 'INVALID_TOKEN' || error.code === 'UNAUTHENTICATED')
  )
    return { ok: false, signIn: true, message: 'Your session has ended: sign in again.' };
  if (error instanceof AtelierError) {
    const description = (error.details as { applicationError?: { description?: string } }).applicationError
      ?.description;
    return { ok: false, message: friendly[error.code] ?? description ?? error.message };
  }
  return { ok: false, message: staffUnavailable };
}

import { ApplicationError, ValidationError } from '@atelier/sdk';
import type { UserMessage } from './errors';

/** Words for a failed call of the staff pages, in the server's messages, with the field each belongs to. */
export const staffMessages = {
  STAFF_INVALID_CREDENTIALS: { message: 'The email or the password is wrong', field: 'password' },
  STAFF_CHALLENGE_INVALID: { message: 'The sign-in has expired: sign in again' },
  STAFF_SECOND_FACTOR_INVALID: { message: 'The code is wrong or was used already', field: 'code' },
  STAFF_PASSKEY_INVALID: { message: 'The passkey was not accepted: try again or use your password' },
  STAFF_PASSKEY_REGISTRATION_INVALID: { message: 'The passkey could not be added: try again' },
  STAFF_PASSKEY_EXISTS: { message: 'This passkey is added already' },
  STAFF_PASSKEY_LIMIT: { message: 'A person may keep at most 20 passkeys' },
  STAFF_TOTP_EXISTS: { message: 'An authenticator app is set already' },
  STAFF_TOTP_NOT_STARTED: { message: 'Start the authenticator app set-up first' },
  WRONG_CURRENT_PASSWORD: { message: 'The current password is wrong', field: 'currentPassword' },
  TOO_MANY_ATTEMPTS: { message: 'Too many failed attempts: try again in 15 minutes' },
  INVALID_TOKEN: { message: 'Your session has ended: sign in again' },
  NOT_FOUND: { message: 'It is gone already: the page shows what is left' },
  STAFF_INVITATION_INVALID: {
    message:
      'This invitation link was used, revoked or has expired. Ask the shop’s owner to send you a new one.',
  },
  STAFF_EMAIL_EXISTS: { message: 'You have a staff account already: sign in instead.' },
  STAFF_RESET_TOKEN_INVALID: { message: 'This link was used or has expired. Ask for a new one.' },
  STAFF_SETUP_CODE_INVALID: { message: 'The setup code is wrong or has expired', field: 'setupCode' },
  STAFF_OWNER_EXISTS: { message: 'The shop has an owner already: sign in instead.' },
  ORDER_ALREADY_PAID: { message: 'This order is paid already: no reminder needed' },
  ORDER_CANCELED: { message: 'This order is canceled: no reminder sent' },
  ORDER_HAS_NO_EMAIL: { message: 'This order has no email address to send a reminder to' },
  TOO_MANY_REQUESTS: { message: 'Too many requests from your connection: try again in 15 minutes' },
  PERMISSION_DENIED: { message: 'Your role may not do this: ask the shop’s owner' },
  MEMBER_NOT_FOUND: { message: 'This member is gone already: the page shows what is left' },
  GIFT_CARD_CODE_EXISTS: { message: 'A gift card with this code exists already', field: 'code' },
  '-19995': { message: 'A member with this email exists already', field: 'loginEmail' },
  '-19971': { message: 'Please complete the “I’m not a robot” check, then try again.', field: 'captcha' },
  '-19970': { message: 'The “I’m not a robot” check did not pass. Please try it again.', field: 'captcha' },
} as const satisfies Record<string, { message: string; field?: string }>;

export const staffUnavailable = 'The shop’s server could not be reached. Please try again in a moment.';
export const passkeyCancelled = 'The passkey was not used: the browser was closed or timed out. Try again.';

/** The person's words for a failure; `expected: false` for faults worth logging. */
export function staffErrorMessage(error: unknown): UserMessage {
  if (error instanceof ApplicationError && error.code in staffMessages) {
    const known = staffMessages[error.code as keyof typeof staffMessages];
    return { ...known, expected: true };
  }
  if (error instanceof ValidationError) {
    const first = error.fieldViolations[0];
    return {
      message: first?.description ?? 'Please check the form.',
      ...(first?.field ? { field: first.field.split('.')[0]! } : {}),
      expected: true,
    };
  }
  return { message: staffUnavailable, expected: false };
}

/** Whether the failure means the staff session is over (sign in again). */
export const isStaffSessionEnded = (error: unknown) =>
  error instanceof ApplicationError && (error.code === 'INVALID_TOKEN' || error.code === 'UNAUTHENTICATED');

export type StaffResult<T = object> =
  ({ ok: true } & T) | { ok: false; message: string; field?: string | undefined; restart?: boolean };

/** A failed staff call as an action's answer (faults worth logging are logged). */
export function staffFailure(error: unknown): StaffResult<never> {
  const words = staffErrorMessage(error);
  if (!words.expected) console.error('staff action failed', error);
  return {
    ok: false,
    message: words.message,
    ...(words.field ? { field: words.field } : {}),
    // The sign-in's challenge is gone: back to the email and password.
    ...(words.message === staffMessages.STAFF_CHALLENGE_INVALID.message ? { restart: true } : {}),
  };
}

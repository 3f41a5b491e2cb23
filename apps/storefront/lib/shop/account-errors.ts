/**
 * Words for every way an account action can fail: the errorCode names of spec section 8 (login and
 * registration outcomes) and the server's application error codes (verification, recovery, limits).
 */
import { ApplicationError, AtelierError, AuthError, ValidationError } from '@atelier/sdk';
import type { UserMessage } from './errors';

export type AccountErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'emailAlreadyExists'
  | 'resetPassword'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken';

export const accountMessages = {
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  loginInvalidEmail: 'We could not log you in with that email address. Check it, or sign up first.',
  invalidPassword: 'That email and password do not match. Check them, or reset your password.',
  emailAlreadyExists: 'An account with this email already exists. Log in instead, or reset your password.',
  resetPassword: 'This account needs a new password. Use “Forgot password?” to choose one.',
  missingCaptchaToken: 'Please complete the “I’m not a robot” check below, then try again.',
  invalidCaptchaToken: 'The “I’m not a robot” check did not go through. Please run it again.',
  passwordTooShort: 'Your password needs at least 8 characters.',
  passwordTooLong: 'Your password is too long: use at most 256 characters.',
  passwordsDiffer: 'The two passwords are not the same.',
  currentPasswordRequired: 'Please enter your current password.',
  wrongCurrentPassword: 'That is not your current password. Please try again.',
  emailRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  nameRequired: 'Please tell us your name.',
  firstNameRequired: 'Please enter your first name.',
  nameTooLong: 'That is too long: use at most 200 characters.',
  codeFormat: 'The code is the 6 digits from the email we sent you.',
  wrongCode: 'That code is not right. Check the email and try again.',
  codeExpired: 'That code has expired. Ask for a new one below.',
  codeLocked: 'Too many wrong codes. Ask for a new one below.',
  resendThrottled: 'Please wait a minute before asking for another code.',
  tooManyCodes: 'No more codes for this attempt. Please log in again.',
  stateExpired: 'This verification has expired. Please log in again to get a new code.',
  tooManyAttempts: 'Too many failed attempts. Please wait 15 minutes, then try again.',
  recoveryLink: 'This reset link is invalid, used or expired. Ask for a new one.',
  blocked: 'This account is blocked. Please contact the shop.',
  slugTaken: 'That profile address is taken. Please choose another.',
  slugFormat: 'Use lower-case letters and digits, separated by single hyphens (like ada-lovelace).',
  mailUnavailable: 'We could not send the email just now. Please try again later.',
  sessionEnded: 'Your session has ended. Please log in again.',
  unavailable: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** The server's field violation of a malformed address, as the SDK words it. */
const EMAIL_VIOLATION = /^INVALID_ARGUMENT: .*"email" must be a valid email address/;

/** The message for an errorCode of a FAILURE outcome (spec section 8). */
export function outcomeMessage(
  errorCode: AccountErrorCode | undefined,
  flow: 'login' | 'register',
  serverMessage: string,
): UserMessage {
  switch (errorCode) {
    case 'invalidEmail':
      // Login's catch-all (spec section 8): a malformed address still gets the format message.
      return {
        message:
          flow === 'login' && !EMAIL_VIOLATION.test(serverMessage)
            ? accountMessages.loginInvalidEmail
            : accountMessages.invalidEmail,
        field: 'email',
        expected: true,
      };
    case 'invalidPassword':
      return { message: accountMessages.invalidPassword, field: 'password', expected: true };
    case 'emailAlreadyExists':
      return { message: accountMessages.emailAlreadyExists, field: 'email', expected: true };
    case 'resetPassword':
      return { message: accountMessages.resetPassword, expected: true };
    case 'missingCaptchaToken':
      return { message: accountMessages.missingCaptchaToken, field: 'captcha', expected: true };
    case 'invalidCaptchaToken':
      return { message: accountMessages.invalidCaptchaToken, field: 'captcha', expected: true };
    default:
      return passwordRule(serverMessage) ?? otherMessage(serverMessage);
  }
}

/** The server's password rule, when a message names it (field violations of MIN_LENGTH / MAX_LENGTH). */
function passwordRule(text: string): UserMessage | undefined {
  if (!/password|inputs/i.test(text)) return undefined;
  if (/at least/i.test(text))
    return { message: accountMessages.passwordTooShort, field: 'password', expected: true };
  if (/at most/i.test(text))
    return { message: accountMessages.passwordTooLong, field: 'password', expected: true };
  return undefined;
}

const otherMessage = (text: string): UserMessage =>
  text ? { message: text, expected: true } : { message: accountMessages.unavailable, expected: false };

const CODE_MESSAGES: Record<string, { message: string; field?: string }> = {
  INVALID_VERIFICATION_CODE: { message: accountMessages.wrongCode, field: 'code' },
  VERIFICATION_CODE_EXPIRED: { message: accountMessages.codeExpired, field: 'code' },
  VERIFICATION_CODE_LOCKED: { message: accountMessages.codeLocked, field: 'code' },
  RESEND_THROTTLED: { message: accountMessages.resendThrottled },
  TOO_MANY_CODES: { message: accountMessages.tooManyCodes },
  INVALID_STATE_TOKEN: { message: accountMessages.stateExpired },
  TOO_MANY_ATTEMPTS: { message: accountMessages.tooManyAttempts },
  TOO_MANY_REQUESTS: { message: accountMessages.tooManyAttempts },
  WRONG_CURRENT_PASSWORD: { message: accountMessages.wrongCurrentPassword, field: 'current' },
  CURRENT_PASSWORD_REQUIRED: { message: accountMessages.currentPasswordRequired, field: 'current' },
  INVALID_RECOVERY_TOKEN: { message: accountMessages.recoveryLink },
  IDENTITY_BLOCKED: { message: accountMessages.blocked },
  SLUG_ALREADY_EXISTS: { message: accountMessages.slugTaken, field: 'slug' },
  MAIL_UNAVAILABLE: { message: accountMessages.mailUnavailable },
  MEMBER_NOT_FOUND: { message: accountMessages.sessionEnded },
  INVALID_TOKEN: { message: accountMessages.sessionEnded },
  UNAUTHENTICATED: { message: accountMessages.sessionEnded },
  PERMISSION_DENIED: { message: accountMessages.sessionEnded },
  '-19976': { message: accountMessages.invalidPassword, field: 'password' },
  '-19973': { message: accountMessages.resetPassword },
  '-19971': { message: accountMessages.missingCaptchaToken, field: 'captcha' },
  '-19970': { message: accountMessages.invalidCaptchaToken, field: 'captcha' },
  '-19995': { message: accountMessages.emailAlreadyExists, field: 'email' },
};

const FIELD_MESSAGES: Record<string, { message: string; field: string }> = {
  slug: { message: accountMessages.slugFormat, field: 'slug' },
  email: { message: accountMessages.invalidEmail, field: 'email' },
};

/** What to tell the person when an SDK call of an account action throws. */
export function accountErrorMessage(error: unknown): UserMessage {
  if (error instanceof ValidationError) {
    for (const violation of error.fieldViolations) {
      const known = FIELD_MESSAGES[violation.field];
      if (known) return { ...known, expected: true };
      if (/password/i.test(violation.field)) {
        const rule = violation.violatedRule === 'MAX_LENGTH' ? 'passwordTooLong' : 'passwordTooShort';
        return { message: accountMessages[rule], field: 'password', expected: true };
      }
    }
    return { message: error.message, expected: true };
  }
  if (error instanceof ApplicationError) {
    const known = CODE_MESSAGES[error.code];
    if (known) return { ...known, expected: true };
    if (error.status === 429) return { message: accountMessages.tooManyAttempts, expected: true };
    if (error.status === 401) return { message: accountMessages.sessionEnded, expected: true };
    if (error.status !== undefined && error.status < 500) return { message: error.message, expected: true };
  }
  if (error instanceof AtelierError && error.status === 401) {
    return { message: accountMessages.sessionEnded, expected: true };
  }
  return { message: accountMessages.unavailable, expected: false };
}

/** The server refused the session: a revoked or expired token, or no member behind it. */
export function isSessionEnded(error: unknown): boolean {
  if (!(error instanceof AtelierError)) return false;
  if (error instanceof AuthError) return error.status !== undefined && error.status < 500;
  return error.status === 401 || error.code === 'MEMBER_NOT_FOUND';
}

import { ApplicationError, AuthError, ValidationError } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { accountErrorMessage, accountMessages, isSessionEnded, outcomeMessage } from './account-errors';

const appError = (code: string, status = 400) =>
  new ApplicationError('server words', {
    code,
    status,
    details: { applicationError: { code, description: 'server words', data: {} } },
  });

const validation = (field: string, violatedRule = 'FORMAT') =>
  new ValidationError(`INVALID_ARGUMENT: ${field}`, {
    code: 'INVALID_ARGUMENT',
    status: 400,
    details: { validationError: { fieldViolations: [{ field, description: 'bad', violatedRule }] } },
  });

describe('login and registration outcomes (spec section 8 errorCode names)', () => {
  it.each([
    ['invalidPassword', 'login', accountMessages.invalidPassword, 'password'],
    ['emailAlreadyExists', 'register', accountMessages.emailAlreadyExists, 'email'],
    ['resetPassword', 'login', accountMessages.resetPassword, undefined],
    ['missingCaptchaToken', 'login', accountMessages.missingCaptchaToken, 'captcha'],
    ['invalidCaptchaToken', 'register', accountMessages.invalidCaptchaToken, 'captcha'],
    ['invalidEmail', 'register', accountMessages.invalidEmail, 'email'],
    ['invalidEmail', 'login', accountMessages.loginInvalidEmail, 'email'],
  ] as const)('%s (%s)', (code, flow, message, field) => {
    const result = outcomeMessage(code, flow, 'server words');
    expect(result.message).toBe(message);
    expect(result.field).toBe(field);
    expect(result.expected).toBe(true);
  });

  it('tells a malformed address at login apart from a login that failed', () => {
    const violation = 'INVALID_ARGUMENT: "email" must be a valid email address';
    expect(outcomeMessage('invalidEmail', 'login', violation)).toEqual({
      message: accountMessages.invalidEmail,
      field: 'email',
      expected: true,
    });
  });

  it('turns a password rule of the server into words', () => {
    expect(
      outcomeMessage(undefined, 'register', 'INVALID_ARGUMENT: password must be at least 8 characters'),
    ).toEqual({
      message: accountMessages.passwordTooShort,
      field: 'password',
      expected: true,
    });
  });

  it('shows any other server message as it is', () => {
    expect(outcomeMessage(undefined, 'login', 'Unknown _state').message).toBe('Unknown _state');
    expect(outcomeMessage(undefined, 'login', '')).toEqual({
      message: accountMessages.unavailable,
      expected: false,
    });
  });
});

describe('thrown errors of account calls', () => {
  it.each([
    ['INVALID_VERIFICATION_CODE', accountMessages.wrongCode, 'code'],
    ['VERIFICATION_CODE_EXPIRED', accountMessages.codeExpired, 'code'],
    ['VERIFICATION_CODE_LOCKED', accountMessages.codeLocked, 'code'],
    ['RESEND_THROTTLED', accountMessages.resendThrottled, undefined],
    ['INVALID_STATE_TOKEN', accountMessages.stateExpired, undefined],
    ['INVALID_RECOVERY_TOKEN', accountMessages.recoveryLink, undefined],
    ['SLUG_ALREADY_EXISTS', accountMessages.slugTaken, 'slug'],
    ['-19976', accountMessages.invalidPassword, 'password'],
    ['WRONG_CURRENT_PASSWORD', accountMessages.wrongCurrentPassword, 'current'],
    ['CURRENT_PASSWORD_REQUIRED', accountMessages.currentPasswordRequired, 'current'],
  ])('%s', (code, message, field) => {
    expect(accountErrorMessage(appError(code))).toEqual({
      message,
      expected: true,
      ...(field ? { field } : {}),
    });
  });

  it('maps rate limits to a clear wait message', () => {
    expect(accountErrorMessage(appError('TOO_MANY_ATTEMPTS', 429)).message).toBe(
      accountMessages.tooManyAttempts,
    );
    expect(accountErrorMessage(appError('SOMETHING_NEW', 429)).message).toBe(accountMessages.tooManyAttempts);
  });

  it('maps field violations', () => {
    expect(accountErrorMessage(validation('slug'))).toEqual({
      message: accountMessages.slugFormat,
      field: 'slug',
      expected: true,
    });
    expect(accountErrorMessage(validation('password', 'MAX_LENGTH')).message).toBe(
      accountMessages.passwordTooLong,
    );
  });

  it('reports faults as unexpected, without internals', () => {
    expect(accountErrorMessage(new TypeError('fetch failed'))).toEqual({
      message: accountMessages.unavailable,
      expected: false,
    });
    expect(accountErrorMessage(appError('BOOM', 500)).expected).toBe(false);
  });

  it('recognises a session the server refused', () => {
    expect(isSessionEnded(appError('INVALID_TOKEN', 401))).toBe(true);
    expect(isSessionEnded(appError('MEMBER_NOT_FOUND', 404))).toBe(true);
    expect(
      isSessionEnded(new AuthError('something went wrong', { code: 'TOKEN_REQUEST_FAILED', status: 400 })),
    ).toBe(true);
    expect(
      isSessionEnded(new AuthError('something went wrong', { code: 'TOKEN_REQUEST_FAILED', status: 503 })),
    ).toBe(false);
    expect(isSessionEnded(new Error('x'))).toBe(false);
  });
});

import { ApplicationError, SystemError, ValidationError } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { isStaffSessionEnded, staffErrorMessage, staffUnavailable } from './staff-errors';

const appError = (code: string, status = 401) =>
  new ApplicationError('server words', {
    code,
    status,
    details: { applicationError: { code, description: 'server words', data: {} } },
  });

describe('staff page errors', () => {
  it('put the server’s sign-in messages beside their field', () => {
    expect(staffErrorMessage(appError('STAFF_INVALID_CREDENTIALS'))).toEqual({
      message: 'The email or the password is wrong',
      field: 'password',
      expected: true,
    });
    expect(staffErrorMessage(appError('STAFF_SECOND_FACTOR_INVALID')).field).toBe('code');
    expect(staffErrorMessage(appError('WRONG_CURRENT_PASSWORD', 400)).field).toBe('currentPassword');
    expect(staffErrorMessage(appError('STAFF_PASSKEY_INVALID'))).toEqual({
      message: 'The passkey was not accepted: try again or use your password',
      expected: true,
    });
  });

  it('name the field of a validation error, and log what nobody can put right', () => {
    const invalid = new ValidationError('INVALID_ARGUMENT: name', {
      code: 'INVALID_ARGUMENT',
      status: 400,
      details: {
        validationError: {
          fieldViolations: [{ field: 'name', description: 'too long', violatedRule: 'MAX_LENGTH' }],
        },
      },
    });
    expect(staffErrorMessage(invalid)).toEqual({ message: 'too long', field: 'name', expected: true });
    expect(staffErrorMessage(new SystemError('down', { code: 'SYSTEM_ERROR', status: 503 }))).toEqual({
      message: staffUnavailable,
      expected: false,
    });
  });

  it('say plainly what to do about a mailed link that cannot be used', () => {
    expect(staffErrorMessage(appError('STAFF_INVITATION_INVALID', 400))).toEqual({
      message:
        'This invitation link was used, revoked or has expired. Ask the shop’s owner to send you a new one.',
      expected: true,
    });
    expect(staffErrorMessage(appError('STAFF_EMAIL_EXISTS', 409)).message).toBe(
      'You have a staff account already: sign in instead.',
    );
    expect(staffErrorMessage(appError('STAFF_RESET_TOKEN_INVALID', 400)).message).toBe(
      'This link was used or has expired. Ask for a new one.',
    );
    expect(staffErrorMessage(appError('STAFF_SETUP_CODE_INVALID', 403)).field).toBe('setupCode');
  });

  it('put the server’s call for the captcha beside the check', () => {
    expect(staffErrorMessage(appError('-19971', 400))).toEqual({
      message: 'Please complete the “I’m not a robot” check, then try again.',
      field: 'captcha',
      expected: true,
    });
    expect(staffErrorMessage(appError('-19970', 400)).field).toBe('captcha');
  });

  it('tell an ended session', () => {
    expect(isStaffSessionEnded(appError('INVALID_TOKEN'))).toBe(true);
    expect(isStaffSessionEnded(appError('STAFF_PASSKEY_INVALID'))).toBe(false);
  });
});

import { ContextError, errorFromResponse, SystemError } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import {
  applicationCode,
  newsletterErrorMessage,
  newsletterLinkErrorMessage,
  newsletterMessages,
  violates,
} from './errors';

// Errors built by the SDK from the exact bodies the server sends (DESIGN.md section 4).
const appError = (status: number, code: string, message: string) =>
  errorFromResponse({
    status,
    body: { message, details: { applicationError: { description: message, code, data: {} } } },
  });
const tooManyRequests = () =>
  appError(429, 'TOO_MANY_REQUESTS', 'Too many sign-ups from this address: try again later');

const invalidEmail = () =>
  errorFromResponse({
    status: 400,
    body: {
      message: 'INVALID_ARGUMENT: "email" must be a valid email address',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'email',
              description: 'must be a valid email address',
              violatedRule: 'FORMAT',
              data: { type: 'EMAIL' },
            },
          ],
        },
      },
    },
  });

describe('newsletterErrorMessage', () => {
  it('asks the person to wait after too many sign-ups from one connection', () => {
    expect(newsletterErrorMessage(tooManyRequests())).toEqual({
      message: newsletterMessages.tooMany,
      expected: true,
    });
  });

  it('asks for a valid address when the server rejects the email field', () => {
    expect(newsletterErrorMessage(invalidEmail())).toEqual({
      message: newsletterMessages.invalid,
      field: 'email',
      expected: true,
    });
  });

  it('reports other application errors as a fault to retry, never as success', () => {
    const error = errorFromResponse({ status: 404, body: { message: 'Not here' } });
    expect(newsletterErrorMessage(error)).toEqual({
      message: newsletterMessages.unavailable,
      expected: false,
    });
  });

  it('reports server faults, network failures and context errors as a fault to retry', () => {
    const faults = [
      errorFromResponse({ status: 503, body: { message: 'down' } }),
      new SystemError('System error occurred', { code: 'NETWORK_ERROR' }),
      new ContextError('no context', { code: 'CONTEXT_NOT_AVAILABLE' }),
      new TypeError('fetch failed'),
      'a string',
      undefined,
    ];
    for (const fault of faults) {
      expect(newsletterErrorMessage(fault)).toEqual({
        message: newsletterMessages.unavailable,
        expected: false,
      });
    }
  });

  it('does not treat a violation of another field as an invalid email', () => {
    const error = errorFromResponse({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT: "name" is required',
        details: { validationError: { fieldViolations: [{ field: 'name', description: 'is required' }] } },
      },
    });
    expect(violates(error, 'email')).toBe(false);
    expect(newsletterErrorMessage(error).expected).toBe(false);
  });
});

describe('applicationCode', () => {
  it('reads the code of application errors only', () => {
    expect(applicationCode(tooManyRequests())).toBe('TOO_MANY_REQUESTS');
    expect(applicationCode(invalidEmail())).toBeUndefined();
    expect(applicationCode(new Error('x'))).toBeUndefined();
  });
});

describe('newsletterMessages.success', () => {
  it('names the address and asks to confirm from the inbox', () => {
    expect(newsletterMessages.success('ada@example.com')).toBe(
      'Thank you! Check your inbox at ada@example.com and follow the link to confirm your subscription.',
    );
  });
});

describe('newsletterLinkErrorMessage', () => {
  it('tells a broken link from an expired one', () => {
    const invalid = 'This link is not valid: check that it was copied whole';
    expect(newsletterLinkErrorMessage(appError(400, 'INVALID_NEWSLETTER_LINK', invalid))).toEqual({
      message: newsletterMessages.invalidLink,
      expected: true,
    });
    const expired = 'This link has expired: sign up again to get a new one';
    expect(newsletterLinkErrorMessage(appError(400, 'NEWSLETTER_LINK_EXPIRED', expired))).toEqual({
      message: newsletterMessages.expiredLink,
      expected: true,
    });
  });

  it('treats a token violation as a broken link and faults as unexpected', () => {
    const violation = errorFromResponse({
      status: 400,
      body: {
        message: 'INVALID_ARGUMENT: "token" is required',
        details: { validationError: { fieldViolations: [{ field: 'token', description: 'is required' }] } },
      },
    });
    expect(newsletterLinkErrorMessage(violation).message).toBe(newsletterMessages.invalidLink);
    expect(newsletterLinkErrorMessage(errorFromResponse({ status: 503, body: { message: 'down' } }))).toEqual(
      {
        message: newsletterMessages.linkUnavailable,
        expected: false,
      },
    );
  });
});

import { ContextError, errorFromResponse, SystemError } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { applicationCode, newsletterErrorMessage, newsletterMessages, violates } from './errors';

// Errors built by the SDK from the exact bodies the server sends (DESIGN.md section 4).
const alreadySubscribed = () =>
  errorFromResponse({
    status: 409,
    body: {
      message: 'This address is already subscribed to the newsletter',
      details: {
        applicationError: {
          description: 'This address is already subscribed to the newsletter',
          code: 'ALREADY_SUBSCRIBED',
          data: {},
        },
      },
    },
  });

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
  it('tells the person an address is already subscribed', () => {
    expect(newsletterErrorMessage(alreadySubscribed())).toEqual({
      message: newsletterMessages.duplicate,
      field: 'email',
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
    expect(applicationCode(alreadySubscribed())).toBe('ALREADY_SUBSCRIBED');
    expect(applicationCode(invalidEmail())).toBeUndefined();
    expect(applicationCode(new Error('x'))).toBeUndefined();
  });
});

describe('newsletterMessages.success', () => {
  it('names the address that was subscribed', () => {
    expect(newsletterMessages.success('ada@example.com')).toBe(
      'Thank you! ada@example.com is now subscribed to our newsletter.',
    );
  });
});

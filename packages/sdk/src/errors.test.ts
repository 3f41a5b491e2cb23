import { describe, expect, it } from 'vitest';
import {
  ApplicationError,
  AtelierError,
  SystemError,
  ValidationError,
  errorFromResponse,
  mapFieldName,
  validationMessage,
} from './errors';

const violation = (
  field: string,
  description: string,
  violatedRule = 'FORMAT',
  data?: Record<string, unknown>,
) => ({
  field,
  description,
  violatedRule,
  ...(data ? { data } : {}),
});

describe('validation errors', () => {
  const body = {
    message: 'INVALID_ARGUMENT: "id" must be a uuid, "email" must be a valid email address',
    details: {
      validationError: {
        fieldViolations: [
          violation('zip', 'is required', 'REQUIRED_FIELD'),
          violation('id', 'must be a uuid'),
          violation('email', 'must be a valid email address', 'FORMAT', { type: 'EMAIL' }),
        ],
      },
    },
  };

  it('lists every field and its description, mapped to argument names and sorted by them', () => {
    const error = errorFromResponse({ status: 400, body, requestId: 'r-1', fieldMap: { id: '_id' } });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(AtelierError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "_id" must be a uuid, "email" must be a valid email address, "zip" is required',
    );
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('r-1');
    expect(error.name).toBe('ValidationError');
    expect(error.details).toEqual({
      validationError: {
        fieldViolations: [
          violation('_id', 'must be a uuid'),
          violation('email', 'must be a valid email address', 'FORMAT', { type: 'EMAIL' }),
          violation('zip', 'is required', 'REQUIRED_FIELD'),
        ],
      },
    });
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual(['_id', 'email', 'zip']);
  });

  it('sorts by the mapped name, not the server name', () => {
    const error = errorFromResponse({
      status: 400,
      body: { details: { validationError: { fieldViolations: [violation('a', 'x'), violation('b', 'y')] } } },
      fieldMap: { a: 'z' },
    });
    expect(error.message).toBe('INVALID_ARGUMENT: "b" y, "z" x');
  });

  it('uses the server format for each violation', () => {
    expect(validationMessage([violation('email', 'must be a valid email address')])).toBe(
      'INVALID_ARGUMENT: "email" must be a valid email address',
    );
  });

  it('maps a field exactly, or by its longest mapped parent', () => {
    const map = { id: '_id', product: 'options', 'product.media': 'media' };
    expect(mapFieldName('id', map)).toBe('_id');
    expect(mapFieldName('identity', map)).toBe('identity');
    expect(mapFieldName('product.name', map)).toBe('options.name');
    expect(mapFieldName('product.media[0].url', map)).toBe('media[0].url');
    expect(mapFieldName('product[1]', map)).toBe('options[1]');
    expect(mapFieldName('other')).toBe('other');
  });
});

describe('application errors', () => {
  const appBody = (message: string, description: string) => ({
    message,
    details: { applicationError: { description, code: 'ALREADY_SUBSCRIBED', data: { email: 'a@b.c' } } },
  });

  it('uses the server message when it equals the description', () => {
    const error = errorFromResponse({
      status: 409,
      body: appBody('Already subscribed', 'Already subscribed'),
      requestId: 'r-2',
    });
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('Already subscribed');
    expect(error.code).toBe('ALREADY_SUBSCRIBED');
    expect(error.status).toBe(409);
    expect(error.requestId).toBe('r-2');
    expect(error.details).toEqual({
      applicationError: {
        description: 'Already subscribed',
        code: 'ALREADY_SUBSCRIBED',
        data: { email: 'a@b.c' },
      },
    });
  });

  it('joins message and description when they differ', () => {
    const error = errorFromResponse({ status: 409, body: appBody('Conflict', 'The address is on the list') });
    expect(error.message).toBe('Conflict: The address is on the list');
    expect(error.details.applicationError?.description).toBe('The address is on the list');
  });

  it('falls back to the description, and to the status code, when parts are missing', () => {
    const error = errorFromResponse({
      status: 404,
      body: { details: { applicationError: { description: 'No such cart' } } },
    });
    expect(error.message).toBe('No such cart');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.details.applicationError?.data).toEqual({});
  });
});

describe('other 4xx', () => {
  it('is an application error coded by the status text, with empty data and the server message', () => {
    const error = errorFromResponse({ status: 404, body: { message: 'No route GET /v1/nothing' } });
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('No route GET /v1/nothing');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.details).toEqual({
      applicationError: { description: 'No route GET /v1/nothing', code: 'NOT_FOUND', data: {} },
    });
  });

  it('takes the status text as message when the server sent none', () => {
    const error = errorFromResponse({ status: 429, body: {} });
    expect(error.message).toBe('Too Many Requests');
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.details.applicationError?.data).toEqual({});
  });

  it("uses the response's status text for statuses the table lacks", () => {
    const error = errorFromResponse({ status: 499, statusText: 'Client Closed Request', body: {} });
    expect(error.message).toBe('Client Closed Request');
    expect(error.code).toBe('CLIENT_CLOSED_REQUEST');
  });
});

describe('system errors', () => {
  it('says System error occurred with the request id when known', () => {
    const error = errorFromResponse({
      status: 500,
      body: { message: 'System error occurred', details: { applicationError: { code: 'INTERNAL' } } },
      requestId: 'abc-123',
    });
    expect(error).toBeInstanceOf(SystemError);
    expect(error.message).toBe('System error occurred, request-id: abc-123');
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.status).toBe(500);
    expect(error.requestId).toBe('abc-123');
  });

  it('says System error occurred alone without a request id', () => {
    const error = errorFromResponse({ status: 503, body: {} });
    expect(error.message).toBe('System error occurred');
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.requestId).toBeUndefined();
  });

  it('covers a 4xx body that is not JSON, and statuses other than 4xx', () => {
    const notJson = errorFromResponse({ status: 400, body: undefined, requestId: 'x' });
    expect(notJson).toBeInstanceOf(SystemError);
    expect(notJson.message).toBe('System error occurred, request-id: x');
    expect(notJson.code).toBe('BAD_REQUEST');

    const redirect = errorFromResponse({ status: 302, body: {} });
    expect(redirect).toBeInstanceOf(SystemError);
    expect(redirect.code).toBe('FOUND');

    const created = errorFromResponse({ status: 201, body: { message: 'made' } });
    expect(created).toBeInstanceOf(SystemError);
    expect(created.code).toBe('CREATED');
  });
});

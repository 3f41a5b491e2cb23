import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fake-fetch';
import { ApiKeyStrategy } from './auth/strategy';
import { ApplicationError, SystemError, ValidationError } from './errors';
import { createTransport, MAX_GET_QUERY_LENGTH, toQueryString } from './transport';

const BASE = 'https://api.test';

describe('success', () => {
  it('answers the body of a 200 in client form', async () => {
    const { fetch, calls } = fakeFetch({
      body: { order: { id: 'o1', createdDate: '2026-01-01T00:00:00.000Z' } },
    });
    const request = createTransport({ baseUrl: `${BASE}/`, fetch });
    const answer = await request({ method: 'GET', path: '/v1/orders/o1' });
    expect(answer).toEqual({ order: { _id: 'o1', _createdDate: new Date('2026-01-01T00:00:00.000Z') } });
    expect(calls[0]).toMatchObject({ url: `${BASE}/v1/orders/o1`, method: 'GET', body: undefined });
    expect(calls[0]?.headers.accept).toBe('application/json');
    expect(calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('answers {} for an empty 200', async () => {
    const { fetch } = fakeFetch({ body: '' });
    const request = createTransport({ baseUrl: BASE, fetch });
    await expect(request({ method: 'POST', path: '/v1/checkouts/c/mark-as-completed' })).resolves.toEqual({});
  });

  it('sends the body in service form as JSON', async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    const request = createTransport({ baseUrl: BASE, fetch });
    await request({
      method: 'PATCH',
      path: '/v1/products/p1',
      body: { product: { _id: 'p1', weight: Number.NaN, _updatedDate: new Date('2026-01-01T00:00:00Z') } },
    });
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({
      product: { id: 'p1', weight: 'NaN', updatedDate: '2026-01-01T00:00:00.000Z' },
    });
  });

  it('sends and answers JSON untouched with rules: false', async () => {
    const { fetch, calls } = fakeFetch({ body: { id: 'x', weight: 'NaN' } });
    const request = createTransport({ baseUrl: BASE, fetch });
    const answer = await request({ method: 'POST', path: '/oauth2/token', body: { _id: 'y' }, rules: false });
    expect(answer).toEqual({ id: 'x', weight: 'NaN' });
    expect(calls[0]?.body).toEqual({ _id: 'y' });
  });
});

describe('headers', () => {
  it('merges client, auth and call headers; anonymous calls skip the auth strategy', async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    const request = createTransport({
      baseUrl: BASE,
      fetch,
      auth: ApiKeyStrategy({ apiKey: 'key-1' }),
      headers: { 'X-Client': 'storefront' },
    });
    await request({ method: 'GET', path: '/a', headers: { 'X-Call': '1' } });
    await request({ method: 'GET', path: '/b', anonymous: true });
    expect(calls[0]?.headers).toEqual({
      accept: 'application/json',
      'x-client': 'storefront',
      authorization: 'key-1',
      'x-call': '1',
    });
    expect(calls[1]?.headers.authorization).toBeUndefined();
  });
});

describe('query strings and the GET fallback', () => {
  it('encodes nested objects with dotted names and arrays as repeated names', () => {
    expect(
      toQueryString({ paging: { limit: 5, offset: 0 }, fieldsets: ['FULL', 'PUBLIC'], skip: undefined }),
    ).toBe('paging.limit=5&paging.offset=0&fieldsets=FULL&fieldsets=PUBLIC');
  });

  it('sends query parameters in service form on the url', async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    const request = createTransport({ baseUrl: BASE, fetch });
    await request({
      method: 'GET',
      path: '/v1/members',
      query: { since: new Date('2026-01-01T00:00:00Z'), q: 'a b' },
    });
    expect(calls[0]?.url).toBe(`${BASE}/v1/members?since=2026-01-01T00%3A00%3A00.000Z&q=a+b`);
  });

  it(`keeps a GET whose query string is exactly ${MAX_GET_QUERY_LENGTH} characters`, async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    const request = createTransport({ baseUrl: BASE, fetch });
    const q = 'a'.repeat(MAX_GET_QUERY_LENGTH - 2);
    await request({ method: 'GET', path: '/v1/variants', query: { q } });
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe(`${BASE}/v1/variants?q=${q}`);
    expect(calls[0]?.url.split('?')[1]).toHaveLength(4000);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('turns a GET whose query string exceeds 4000 characters into a POST to the same path', async () => {
    const { fetch, calls } = fakeFetch({ body: { variant: { id: 'v' } } });
    const request = createTransport({ baseUrl: BASE, fetch });
    const q = 'a'.repeat(MAX_GET_QUERY_LENGTH - 1);
    const answer = await request({ method: 'GET', path: '/v1/variants', query: { q, paging: { limit: 2 } } });
    expect(answer).toEqual({ variant: { _id: 'v' } });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe(`${BASE}/v1/variants`);
    expect(calls[0]?.headers['x-http-method-override']).toBe('GET');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ q, paging: { limit: 2 } });
  });

  it('counts the encoded length', async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    const request = createTransport({ baseUrl: BASE, fetch });
    // "%" encodes to "%25": "q=" and 1333 of them make 4001 characters.
    await request({ method: 'GET', path: '/x', query: { q: '%'.repeat(1333) } });
    expect(calls[0]?.method).toBe('POST');
  });

  it('never turns other methods into a POST', async () => {
    const { fetch, calls } = fakeFetch({ body: {} });
    const request = createTransport({ baseUrl: BASE, fetch });
    await request({ method: 'DELETE', path: '/x', query: { q: 'a'.repeat(5000) } });
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.url).toHaveLength(`${BASE}/x?q=`.length + 5000);
  });
});

describe('failures', () => {
  it('maps validation errors with the call field map', async () => {
    const { fetch } = fakeFetch({
      status: 400,
      headers: { 'x-wix-request-id': 'rid' },
      body: {
        message: 'INVALID_ARGUMENT: "id" must be a uuid',
        details: {
          validationError: {
            fieldViolations: [{ field: 'id', description: 'must be a uuid', violatedRule: 'FORMAT' }],
          },
        },
      },
    });
    const request = createTransport({ baseUrl: BASE, fetch });
    const error = await request({ method: 'GET', path: '/v1/orders/x', fieldMap: { id: '_id' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe('INVALID_ARGUMENT: "_id" must be a uuid');
    expect((error as ValidationError).requestId).toBe('rid');
  });

  it('maps application errors', async () => {
    const { fetch } = fakeFetch({
      status: 409,
      body: {
        message: 'Taken',
        details: { applicationError: { description: 'Taken', code: 'TAKEN', data: {} } },
      },
    });
    const request = createTransport({ baseUrl: BASE, fetch });
    await expect(request({ method: 'POST', path: '/x' })).rejects.toMatchObject({
      constructor: ApplicationError,
      message: 'Taken',
      code: 'TAKEN',
      status: 409,
    });
  });

  it('treats an empty 4xx body as {} (status text message)', async () => {
    const { fetch } = fakeFetch({ status: 401, body: '' });
    const request = createTransport({ baseUrl: BASE, fetch });
    await expect(request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      constructor: ApplicationError,
      message: 'Unauthorized',
      code: 'UNAUTHORIZED',
      details: { applicationError: { description: 'Unauthorized', code: 'UNAUTHORIZED', data: {} } },
    });
  });

  it('reports a 5xx as a system error with the request id header', async () => {
    const { fetch } = fakeFetch({
      status: 500,
      headers: { 'x-wix-request-id': '7f3c' },
      body: { message: 'System error occurred' },
    });
    const request = createTransport({ baseUrl: BASE, fetch });
    await expect(request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      constructor: SystemError,
      message: 'System error occurred, request-id: 7f3c',
      code: 'INTERNAL_SERVER_ERROR',
      requestId: '7f3c',
      status: 500,
    });
  });

  it('reports a 5xx without request id as System error occurred', async () => {
    const { fetch } = fakeFetch({ status: 502, body: '<html>bad gateway</html>' });
    const request = createTransport({ baseUrl: BASE, fetch });
    await expect(request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      constructor: SystemError,
      message: 'System error occurred',
      code: 'BAD_GATEWAY',
    });
  });

  it('treats any status other than 200 as an error', async () => {
    const { fetch } = fakeFetch({ status: 201, body: { id: 'x' }, headers: { 'x-wix-request-id': 'r' } });
    const request = createTransport({ baseUrl: BASE, fetch });
    await expect(request({ method: 'POST', path: '/x' })).rejects.toMatchObject({
      constructor: SystemError,
      message: 'System error occurred, request-id: r',
      code: 'CREATED',
    });
  });

  it('reports a body that is not JSON as a system error', async () => {
    const ok = fakeFetch({ status: 200, body: 'not json', headers: { 'x-wix-request-id': 'r2' } });
    await expect(
      createTransport({ baseUrl: BASE, fetch: ok.fetch })({ method: 'GET', path: '/x' }),
    ).rejects.toMatchObject({
      constructor: SystemError,
      message: 'System error occurred, request-id: r2',
      code: 'OK',
    });
    const bad = fakeFetch({ status: 404, body: '<h1>Not Found</h1>' });
    await expect(
      createTransport({ baseUrl: BASE, fetch: bad.fetch })({ method: 'GET', path: '/x' }),
    ).rejects.toMatchObject({
      constructor: SystemError,
      message: 'System error occurred',
      code: 'NOT_FOUND',
    });
  });

  it('reports a network failure as a system error with its cause', async () => {
    const cause = new TypeError('fetch failed');
    const request = createTransport({ baseUrl: BASE, fetch: () => Promise.reject(cause) });
    const error = await request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({
      message: 'System error occurred',
      code: 'NETWORK_ERROR',
      cause,
      status: undefined,
    });
  });
});

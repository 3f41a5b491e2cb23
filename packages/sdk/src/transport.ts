/**
 * One HTTP call: client form in, client form out. Only HTTP 200 is a success (an empty 200 is `{}`);
 * everything else becomes an error of errors.ts.
 */
import type { AuthStrategy } from './auth/strategy';
import { errorFromResponse, systemError, type FieldMap } from './errors';
import { DEFAULT_RULES, toClient, toService, type TransformRules } from './transform';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Longest query string a GET sends (spec section 9); above it the call goes out as a POST. */
export const MAX_GET_QUERY_LENGTH = 4000;
export const REQUEST_ID_HEADER = 'x-wix-request-id';
export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';

export interface RequestOptions {
  method: HttpMethod;
  /** Path below the base url, parameters already encoded: `/v1/orders/${encodeURIComponent(id)}`. */
  path: string;
  /** Query parameters (client form). Nested objects become dotted names, arrays repeat the name. */
  query?: Record<string, unknown>;
  /** JSON body (client form). */
  body?: unknown;
  /** Server field -> argument name, for validation errors of this call. */
  fieldMap?: FieldMap;
  /** Transform rules for this call (transform.ts); `false` sends and returns the JSON untouched. */
  rules?: TransformRules | false;
  /** Skip the auth strategy's headers (calls the strategy makes for itself). */
  anonymous?: boolean;
  headers?: Record<string, string>;
  /**
   * The answer is a file (CSV and the like): a 200 is handed back as the fetch Response with its body
   * unread, for the caller to stream; any other status is read as the JSON error it is.
   */
  stream?: boolean;
}

export type RequestFn = <T = unknown>(options: RequestOptions) => Promise<T>;

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  fetch?: FetchFn;
  auth?: AuthStrategy;
  headers?: Record<string, string>;
}

/** `{ paging: { limit: 5 }, ids: ['a', 'b'] }` -> `paging.limit=5&ids=a&ids=b`. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(name, item);
    } else if (typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) add(name ? `${name}.${key}` : key, child);
    } else {
      search.append(name, String(value));
    }
  };
  add('', params);
  return search.toString();
}

const lowerKeys = (headers: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));

export function createTransport(options: TransportOptions): RequestFn {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Called through a wrapper: browsers refuse `fetch` invoked with another `this`.
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clientHeaders = lowerKeys(options.headers);

  return async function request<T>(call: RequestOptions): Promise<T> {
    const rules = call.rules === undefined ? DEFAULT_RULES : call.rules;
    const out = (value: unknown) => (rules ? toService(value, rules) : value);
    const headers: Record<string, string> = {
      accept: call.stream ? '*/*' : 'application/json',
      ...clientHeaders,
    };
    if (!call.anonymous && options.auth)
      Object.assign(headers, lowerKeys(await options.auth.getAuthHeaders()));
    Object.assign(headers, lowerKeys(call.headers));

    let method: HttpMethod = call.method;
    let url = `${baseUrl}${call.path}`;
    let body: string | undefined;
    if (call.body !== undefined) body = JSON.stringify(out(call.body));
    if (call.query) {
      const params = out(call.query) as Record<string, unknown>;
      const search = toQueryString(params);
      if (method === 'GET' && search.length > MAX_GET_QUERY_LENGTH) {
        // Same path, the parameters as a JSON body; the header tells the server it is a read.
        method = 'POST';
        headers[METHOD_OVERRIDE_HEADER] = 'GET';
        body = JSON.stringify(params);
      } else if (search) {
        url += `${url.includes('?') ? '&' : '?'}${search}`;
      }
    }
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchFn(url, { method, headers, ...(body !== undefined ? { body } : {}) });
    } catch (cause) {
      throw systemError({ cause });
    }
    if (call.stream && response.status === 200) return response as T;
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    const meta = { status: response.status, statusText: response.statusText, requestId };

    let parsed: unknown;
    let json = true; // a body that is not JSON is a system error (errors.ts)
    try {
      const text = await response.text();
      parsed = text.trim() === '' ? {} : JSON.parse(text);
    } catch (cause) {
      if (response.status === 200) throw systemError({ ...meta, cause });
      json = false;
    }
    if (response.status !== 200) {
      throw errorFromResponse({ ...meta, body: json ? parsed : undefined, fieldMap: call.fieldMap });
    }
    return (rules ? toClient(parsed, rules) : parsed) as T;
  };
}

import type { FetchFn } from '../src/transport';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  statusText?: string;
  /** A value is sent as JSON; a string is sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch that records every call and answers from `answer` (a fixed answer or one per call). */
export function fakeFetch(answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer) = {}) {
  const calls: RecordedCall[] = [];
  const fetch: FetchFn = async (url, init) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers,
      body: raw === undefined ? undefined : JSON.parse(raw),
    };
    calls.push(call);
    const a = typeof answer === 'function' ? answer(call) : answer;
    const body = a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
    return new Response(body, {
      status: a.status ?? 200,
      statusText: a.statusText ?? '',
      headers: { 'content-type': 'application/json', ...a.headers },
    });
  };
  return { fetch, calls };
}

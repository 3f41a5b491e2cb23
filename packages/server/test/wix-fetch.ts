import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import type { TestApp } from './helpers';

/**
 * A stand-in for the global fetch that the official Wix packages call (their REST modules and the OAuth
 * strategy): their hosts (www.wixapis.com and the edge host, written into the packages) are rewritten to the
 * test server, and every request is recorded with its answer.
 */
export interface Sent {
  method: string;
  path: string;
  contentType: string | null;
  body: unknown;
  status: number;
  answer: string;
}

const WIX_HOSTS = new Set(['www.wixapis.com', 'edge.wixapis.com']);

/** Listens on a free port and routes the Wix hosts to it; answers the origin and the record of requests. */
export async function routeWixHostsTo(t: TestApp): Promise<{ base: string; sent: Sent[] }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!WIX_HOSTS.has(url.hostname) && url.origin !== base) throw new Error(`unexpected host ${url.host}`);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const response = await realFetch(`${base}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      ...(text ? { body: text } : {}),
    });
    const answer = await response.clone().text();
    const r = url.searchParams.get('.r');
    sent.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      contentType: request.headers.get('content-type'),
      // A GET's `.r` parameter is its body, base64url-encoded.
      body: text
        ? (JSON.parse(text) as unknown)
        : r
          ? (JSON.parse(Buffer.from(r, 'base64url').toString()) as unknown)
          : undefined,
      status: response.status,
      answer: answer.slice(0, 300),
    });
    return response;
  });
  return { base, sent };
}

/** What the packages sent since `from`, with any answer other than 200 listed as a failure. */
export function sentSince(sent: Sent[], from: number, allowed: (c: Sent) => boolean = () => false) {
  const calls = sent.slice(from);
  expect(calls.length).toBeGreaterThan(0);
  const refused = calls.filter(
    (c) => c.status !== 200 && !(c.status === 302 && c.method === 'GET') && !allowed(c),
  );
  expect(refused, JSON.stringify(refused, null, 1)).toEqual([]);
  return calls;
}

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { checkJsonDepth } from './request-body';

/**
 * A GET whose query string would pass 4000 characters arrives as a POST to the same path with
 * `x-http-method-override: GET` and its parameters as a JSON body (spec section 9; @atelier/sdk's transport).
 * The method is switched before routing; the body becomes the query before validation.
 */
export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';
const MAX_OVERRIDE_BODY = 256 * 1024;
const overridden = new WeakSet<IncomingMessage>();

/** Fastify's `rewriteUrl` hook: the only place that runs before the router picks a route. */
export function rewriteOverriddenMethod(raw: IncomingMessage): string {
  const header = raw.headers[METHOD_OVERRIDE_HEADER];
  if (raw.method === 'POST' && typeof header === 'string' && header.toUpperCase() === 'GET') {
    raw.method = 'GET';
    overridden.add(raw);
  }
  return raw.url ?? '/';
}

/** Flattens like the SDK's query string: nested keys joined with dots, arrays repeated. */
function flatten(value: unknown, name: string, into: Record<string, string | string[]>): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) flatten(item, name, into);
  } else if (typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, name ? `${name}.${key}` : key, into);
  } else {
    const existing = into[name];
    const text = String(value);
    into[name] =
      existing === undefined ? text : Array.isArray(existing) ? [...existing, text] : [existing, text];
  }
}

async function readBody(raw: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_OVERRIDE_BODY) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than this call accepts');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function installMethodOverride(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!overridden.has(request.raw)) return;
    const text = await readBody(request.raw);
    let params: unknown;
    try {
      params = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new AppError(400, 'INVALID_JSON', 'The request body is not valid JSON');
    }
    checkJsonDepth(params);
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      throw new AppError(400, 'INVALID_JSON', 'An overridden GET carries its parameters as a JSON object');
    }
    const query: Record<string, string | string[]> = {};
    flatten(params, '', query);
    request.query = { ...(request.query as object), ...query };
  });
}

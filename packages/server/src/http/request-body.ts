import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Deepest nesting of objects and arrays that a request's JSON may have. The deepest request a client
 * builds is a catalog query whose filter nests MAX_FILTER_DEPTH (10) levels of `$and`/`$or`, 24
 * levels in all (request-body.test.ts proves it); 64 leaves room for any real request and keeps every
 * walk over a body (validation, finite numbers, the query compiler, the logger) far from the stack's end.
 */
export const MAX_JSON_DEPTH = 64;

/** Levels of objects and arrays in a parsed JSON value ({} is 1), counted up to `limit + 1` and no further. */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: next, depth } = stack.pop()!;
    // Uploaded bytes are bytes, not containers to walk.
    if (next === null || typeof next !== 'object' || ArrayBuffer.isView(next)) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(next) ? next : Object.values(next)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
    }
  }
  return deepest;
}

/** A body (or the JSON a GET carries in a parameter) nested deeper than MAX_JSON_DEPTH. */
export function nestedTooDeeply(what = 'The request body'): AppError {
  const message = `${what} is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays`;
  return new AppError(400, 'NESTED_TOO_DEEPLY', message, message, { maxDepth: MAX_JSON_DEPTH });
}

/** Throws nestedTooDeeply(what) when the value nests deeper than MAX_JSON_DEPTH. */
export function checkJsonDepth(value: unknown, what?: string): void {
  if (jsonDepth(value) > MAX_JSON_DEPTH) throw nestedTooDeeply(what);
}

/**
 * What a request body may be: JSON, and no deeper than MAX_JSON_DEPTH. Fastify also parses text/plain
 * by default, which reached validation as a string ("$ must be object"); without that parser any
 * type but JSON answers 415 UNSUPPORTED_MEDIA_TYPE (error-handler.ts). No route takes another type:
 * even media uploads are JSON (`data` in base64).
 */
export function installRequestBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // Before validation, which (like every later walk over the body) would otherwise meet it first.
  app.addHook('preValidation', async (request) => checkJsonDepth(request.body));
}

import type { TSchema } from 'typebox';

/**
 * The one rule for keys a request carries that its call does not define (README, "Requests"):
 *
 * - A JSON body is closed, at every depth: a key its schema does not name is refused with a
 *   FIELD_NOT_ALLOWED violation, so a misspelt field is an error, never data silently dropped or a
 *   filter silently ignored. mountRouteTable closes every body schema with `closedBody`, so no schema
 *   can forget it. An object whose schema says `additionalProperties: true` is open on purpose: only
 *   the OAuth token body (RFC 6749 section 3.1 ignores unknown parameters, and @wix/sdk sends snake_case
 *   ones there) and the free-form `identityProfile` of /v1/register. Values a schema leaves `Unknown`
 *   (a query's filter, sort and paging) are checked by the query compiler, which refuses unknown keys
 *   in the same way (http/query.ts).
 * - A query string is open: a parameter the call does not define is ignored, because the official
 *   Wix packages repeat path parameters there (`GET /v1/products/{id}?id=…`,
 *   `GET /v1/members/{id}?id=…&fieldsets=…`). `openQuerystring` drops any `additionalProperties: false`.
 *
 * test/wix-packages.test.ts drives the real @wix/sdk, @wix/stores and @wix/members against the server
 * and proves none of what they send is refused.
 */
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** A copy of a body schema in which every object with named properties refuses other keys. */
export function closedBody<S extends TSchema | undefined>(schema: S): S {
  return close(schema) as S;
}

function close(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(close);
  if (!isNode(schema)) return schema;
  const copy: Node = {};
  for (const [key, value] of Object.entries(schema)) {
    // Literal values (const, enum, default, examples) are data, not schemas.
    copy[key] =
      key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : close(value);
  }
  if (copy.type === 'object' && isNode(copy.properties) && copy.additionalProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** A copy of a query-string schema that ignores parameters it does not name. */
export function openQuerystring<S extends TSchema | undefined>(schema: S): S {
  if (!isNode(schema) || schema.additionalProperties !== false) return schema;
  const { additionalProperties: _closed, ...open } = schema;
  return open as S;
}

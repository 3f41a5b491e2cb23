import type { Readable } from 'node:stream';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import { credentialOf, resolveCaller, type Authenticator, type Caller, type Role } from './auth';
import { forbidden, unauthenticated } from './errors';
import type { Permission } from './permissions';
import { JsonText } from '../lib/json-text';
import { inRequestScope } from './request-scope';
import { closedBody, openQuerystring } from './unknown-keys';

/**
 * The Wix Headless prefixes of each area of the API, given by the app: every route is served at its
 * spec path and again under each prefix of its area (DESIGN.md section 1).
 */
export type AreaPrefixes = Readonly<Record<string, readonly string[]>>;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteSchema extends FastifySchema {
  response: { 200: TSchema } & Record<number, TSchema>;
}

type Reply<S extends RouteSchema> = Static<S['response'][200]>;

/** A request whose body, query and params are typed by the route's TypeBox schema. */
export type TypedRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;

export interface RouteDef<S extends RouteSchema = RouteSchema> {
  method: HttpMethod;
  url: string;
  /** Names an entry of the app's AreaPrefixes. */
  area: string;
  /** Roles allowed to call this route; every other role is refused with 401 (none) or 403. */
  roles: readonly Role[];
  /**
   * What a staff session needs to call the route (every route whose roles include 'admin' names one):
   * a permission such as 'orders:write', or SIGNED_IN_STAFF for a site user's own account. A staff session
   * or an app's API key without it is refused with 403 before the handler; the operator's key holds every
   * permission.
   */
  permission?: RoutePermission;
  schema: S;
  /** Largest accepted body in bytes (Fastify's default of 1 MiB when absent). */
  bodyLimit?: number;
  /** A request without a body reads as `{}` (for a body whose every field is optional). */
  optionalBody?: boolean;
  /**
   * Answers the value, or its JSON text when the service has it ready (see JsonText), or a stream that goes
   * out as it is, unserialised (a route that also answers in another content type, e.g. the import's progress).
   */
  handler: (
    request: TypedRequest<S>,
    reply: FastifyReply,
  ) => Promise<Reply<S> | JsonText<Reply<S>> | Readable> | Reply<S> | JsonText<Reply<S>> | Readable;
}

/** Keeps the handler typed by its schema while the table stays a plain list. */
export function route<S extends RouteSchema>(def: RouteDef<S>): RouteDef {
  return def as unknown as RouteDef;
}

export const EVERYONE: readonly Role[] = ['none', 'visitor', 'member', 'admin'];
export const WITH_TOKEN: readonly Role[] = ['visitor', 'member', 'admin'];
export const MEMBERS: readonly Role[] = ['member'];
export const ELEVATED: readonly Role[] = ['admin'];

/** A route of a site user's own account (`/v1/staff/me...`): any staff session, and no other caller. */
export const SIGNED_IN_STAFF = 'signed-in-staff';
/**
 * A route open to every caller alike (health, newsletter sign-up, shipping rates, captcha): an elevated
 * caller gets nothing there a visitor does not, so a staff session or an app's key needs no permission.
 */
export const ANY_CALLER = 'any-caller';
export type RoutePermission = Permission | typeof SIGNED_IN_STAFF | typeof ANY_CALLER;

/** Whether the caller may call a route of `permission` (the role check has passed already). */
export function permits(caller: Caller, permission: RoutePermission | undefined): boolean {
  if (permission === SIGNED_IN_STAFF) return caller.staff !== undefined;
  if (permission === ANY_CALLER) return true;
  if (!caller.permissions) return true;
  return permission !== undefined && caller.permissions.has(permission);
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    roles?: readonly Role[];
  }
}

/** Mounts the table at the root and under every prefix of each route's area. */
export function mountRouteTable(
  app: FastifyInstance,
  table: readonly RouteDef[],
  authenticators: readonly Authenticator[],
  areaPrefixes: AreaPrefixes,
): void {
  const mountAt = (prefix: string, def: RouteDef, schema: RouteSchema, alias: boolean) => {
    app.route({
      method: def.method,
      url: `${prefix}${def.url}`,
      schema: alias ? { ...schema, hide: true } : schema,
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      config: { roles: def.roles },
      ...(def.optionalBody
        ? {
            preValidation: async (request: { body: unknown }) => {
              request.body ??= {};
            },
          }
        : {}),
      onRequest: async (request) => {
        request.caller = await resolveCaller(credentialOf(request), authenticators);
        if (!def.roles.includes(request.caller.role)) {
          throw request.caller.role === 'none' ? unauthenticated() : forbidden();
        }
        if (!permits(request.caller, def.permission)) throw forbidden();
      },
      handler: async (request, reply) => {
        const scope = {
          caller: request.caller,
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
        };
        const answer: unknown = await inRequestScope(scope, () => def.handler(request as never, reply));
        if (!(answer instanceof JsonText)) return answer;
        // Bytes with a JSON content type skip the response serialiser. Bytes, not the string: Node
        // writes a string by encoding it into a fresh buffer of three bytes per character, and for
        // a page of listings (100 KB and more) that allocation cost more than all the rest.
        void reply.type('application/json; charset=utf-8');
        return answer.bytes();
      },
    });
  };
  for (const def of table) {
    const prefixes = areaPrefixes[def.area];
    if (!prefixes)
      throw new Error(`${def.method} ${def.url} names area "${def.area}", which has no prefix list`);
    // The one rule for unknown keys (http/unknown-keys.ts): bodies closed, query strings open.
    const schema = {
      ...def.schema,
      ...(def.schema.body ? { body: closedBody(def.schema.body as TSchema) } : {}),
      ...(def.schema.querystring ? { querystring: openQuerystring(def.schema.querystring as TSchema) } : {}),
    };
    mountAt('', def, schema, false);
    for (const prefix of prefixes) mountAt(prefix, def, schema, true);
  }
}

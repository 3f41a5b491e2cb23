import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import type { Permission, StaffRole } from './permissions';

/** Token roles of spec section 6, plus `admin` for an elevated client (an app's API key or a staff session). */
export const ROLES = ['none', 'visitor', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type ActorKind = 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

export interface Caller {
  role: Role;
  actor: ActorKind;
  /** The visitor or member identity behind a token; absent for `none` and API keys. */
  subjectId?: string;
  memberId?: string;
  clientId?: string;
  /** The OAuth token family behind an access token (logout, password change revoke by it). */
  sessionId?: string;
  /**
   * What an elevated caller may do: the route table refuses it every route that does not name one of these.
   * A staff session holds its role's permissions, an app's API key the permissions it was made with. Absent
   * for the operator's key, which holds every permission.
   */
  permissions?: ReadonlySet<Permission>;
  /** A site user's staff session. */
  staff?: StaffCaller;
  /** An app's API key (`ak_...`, made under /v1/api-keys). */
  apiKey?: ApiKeyCaller;
}

export interface StaffCaller {
  staffId: string;
  role: StaffRole;
  email: string;
  name: string;
  /** The staff session (ended by logout, listed and ended under /v1/staff/me/sessions). */
  staffSessionId: string;
}

export interface ApiKeyCaller {
  apiKeyId: string;
  name: string;
}

export const NO_CALLER: Caller = { role: 'none', actor: 'UNKNOWN' };

/**
 * Resolves a raw credential to a caller. Returns undefined when the credential is not of its kind,
 * so the next authenticator may try; throws when the credential is of its kind but invalid.
 */
export type Authenticator = (credential: string) => Promise<Caller | undefined>;

/** `Authorization: <token>` (the Wix form) or `Authorization: Bearer <token>`. */
export function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const bearer = /^Bearer\s+(.+)$/i.exec(header);
  return (bearer ? bearer[1] : header)?.trim() || undefined;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** ADMIN_API_KEY acts as an app with elevated rights. */
export function apiKeyAuthenticator(adminApiKey: string | undefined): Authenticator {
  return async (credential) =>
    adminApiKey !== undefined && sameSecret(credential, adminApiKey)
      ? { role: 'admin', actor: 'APP', clientId: 'admin-api-key' }
      : undefined;
}

async function resolveOne(credential: string, authenticators: readonly Authenticator[]) {
  for (const authenticate of authenticators) {
    const caller = await authenticate(credential);
    if (caller) return caller;
  }
  return undefined;
}

/**
 * `Authorization: <visitor token>,<api key>` (what @wix/sdk sends for the authorized_client grant) resolves
 * to the most elevated of its valid parts.
 */
export async function resolveCaller(
  credential: string | undefined,
  authenticators: readonly Authenticator[],
): Promise<Caller> {
  if (credential === undefined) return NO_CALLER;
  const parts = credential.includes(',')
    ? credential
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [credential];
  let best: Caller | undefined;
  for (const part of parts.slice(0, 4)) {
    const caller = await resolveOne(part, authenticators);
    if (caller && (!best || ROLES.indexOf(caller.role) > ROLES.indexOf(best.role))) best = caller;
  }
  if (best) return best;
  throw new AppError(401, 'INVALID_TOKEN', 'The access token is invalid or has expired');
}

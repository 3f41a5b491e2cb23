import type { FetchFn, RequestFn } from '../transport';

/** What a strategy may use of the client it is attached to. */
export interface AuthContext {
  readonly baseUrl: string;
  /**
   * The client's transport. Calls a strategy makes for itself (e.g. `POST /oauth2/token`) pass
   * `anonymous: true`, so they do not ask the strategy for headers again.
   */
  readonly request: RequestFn;
  /** The client's fetch, for the few calls that are not JSON (e.g. reading a redirect). */
  readonly fetch: FetchFn;
}

/**
 * How a client authenticates. The core only asks for headers before every call; token
 * lifecycles (visitor tokens, renewal, member login) live entirely inside a strategy.
 */
export interface AuthStrategy {
  /** Headers added to every request, e.g. `{ authorization: token }`. Called per request. */
  getAuthHeaders(): Promise<Record<string, string>>;
  /** True when the credentials are elevated (an app's API key, a site owner): management calls. */
  readonly elevated?: boolean;
  /** Called once by `createClient` with the client this strategy serves. */
  attach?(context: AuthContext): void;
}

export interface ApiKeyStrategyOptions {
  apiKey: string;
}

/** An app's API key (the server's ADMIN_API_KEY): an elevated client. Server-side use only. */
export function ApiKeyStrategy({ apiKey }: ApiKeyStrategyOptions): AuthStrategy {
  return {
    elevated: true,
    getAuthHeaders: () => Promise.resolve({ authorization: apiKey }),
  };
}

export interface StaffSessionStrategyOptions {
  /** The `accessToken` of a staff session (`staff.login`, `staff.loginSecondFactor`, `staff.setUpOwner`). */
  accessToken: string;
}

/**
 * A site user's staff session: an elevated client whose calls the server allows by the person's role
 * (a call outside it answers 403 PERMISSION_DENIED). Keep the token out of page scripts (an HttpOnly cookie).
 */
export function StaffSessionStrategy({ accessToken }: StaffSessionStrategyOptions): AuthStrategy {
  return {
    elevated: true,
    getAuthHeaders: () => Promise.resolve({ authorization: `Bearer ${accessToken}` }),
  };
}

/**
 * The identity and OAuth calls on the wire (spec section 7 "Identity and auth", DESIGN.md section 4),
 * shared by the OAuth strategy and the identity module.
 */
import type { RequestFn } from '../transport';
import { tokenRequestFailed } from './errors';
import type { TokenAnswer } from './tokens';

/** Wix clients send `[{ Recaptcha }, { InvisibleRecaptcha }]`; the server accepts any such records. */
export type WireCaptchaTokens = Record<string, string>[];

export interface CaptchaTokens {
  /** The token of the visible captcha (shown when the server asks for one). */
  recaptchaToken?: string;
  /** The token of the invisible captcha. */
  invisibleRecaptchaToken?: string;
}

export function toWireCaptcha(tokens: CaptchaTokens | WireCaptchaTokens | undefined) {
  if (tokens === undefined || Array.isArray(tokens)) return tokens;
  const wire: WireCaptchaTokens = [];
  if (tokens.recaptchaToken) wire.push({ Recaptcha: tokens.recaptchaToken });
  if (tokens.invisibleRecaptchaToken) wire.push({ InvisibleRecaptcha: tokens.invisibleRecaptchaToken });
  return wire;
}

/** Server states of spec section 4. */
export type ServerState =
  'UNKNOWN_STATE' | 'SUCCESS' | 'REQUIRE_OWNER_APPROVAL' | 'REQUIRE_EMAIL_VERIFICATION' | 'STATUS_CHECK';

export interface Identity {
  _id: string;
  _createdDate?: Date;
  _updatedDate?: Date;
  revision?: string;
  email?: { address: string; isVerified: boolean };
  status?: { name: string; reasons: string[] };
  identityProfile?: Record<string, unknown>;
}

/** Login, register, verify, resend and proceed answer `{ state, sessionToken?, stateToken?, identity? }`. */
export interface StateResponse {
  state: ServerState | (string & {});
  sessionToken?: string;
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, unknown>;
}

export interface TokenRequest {
  clientId: string;
  grantType: 'anonymous' | 'refresh_token' | 'authorization_code' | 'authorized_client';
  refreshToken?: string;
  code?: string;
  codeVerifier?: string;
  redirectUri?: string;
  memberId?: string;
  scope?: 'offline_access';
}

export interface RedirectSession {
  id: string;
  fullUrl: string;
  urlDetails?: { endpoint: string; searchParams?: Record<string, string> };
  sessionToken?: string;
}

const post = <T>(request: RequestFn, path: string, body: unknown, fieldMap?: Record<string, string>) =>
  request<T>({ method: 'POST', path, body, ...(fieldMap ? { fieldMap } : {}) });

const stripUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** POST /oauth2/token. Any status other than 200 is `something went wrong` (spec section 7). */
export async function requestTokens(
  request: RequestFn,
  body: TokenRequest,
  headers?: Record<string, string>,
): Promise<TokenAnswer> {
  let answer: Partial<TokenAnswer>;
  try {
    answer = await request<Partial<TokenAnswer>>({
      method: 'POST',
      path: '/oauth2/token',
      body: stripUndefined(body),
      anonymous: true,
      rules: false,
      ...(headers ? { headers } : {}),
    });
  } catch (cause) {
    throw tokenRequestFailed(cause);
  }
  const { access_token, refresh_token, expires_in } = answer;
  if (typeof access_token !== 'string' || typeof expires_in !== 'number') throw tokenRequestFailed(undefined);
  return { access_token, refresh_token: typeof refresh_token === 'string' ? refresh_token : '', expires_in };
}

export const registerCall = (
  request: RequestFn,
  body: {
    loginId: { email: string };
    password: string;
    profile?: Record<string, unknown> | undefined;
    captchaTokens?: WireCaptchaTokens | undefined;
  },
) =>
  post<StateResponse>(request, '/v2/register', stripUndefined(body), {
    'loginId.email': 'email',
    loginId: 'email',
  });

export const loginCall = (
  request: RequestFn,
  body: { loginId: { email: string }; password: string; captchaTokens?: WireCaptchaTokens | undefined },
) =>
  post<StateResponse>(request, '/v2/login', stripUndefined(body), {
    'loginId.email': 'email',
    loginId: 'email',
  });

export const verifyCall = (request: RequestFn, body: { code: string; stateToken: string }) =>
  post<StateResponse>(request, '/v1/auth/verify', body, { code: 'verificationCode' });

export const resendCall = (request: RequestFn, body: { stateToken: string }) =>
  post<StateResponse>(request, '/v1/auth/resend', body);

export const proceedCall = (request: RequestFn, body: { stateToken: string }) =>
  post<StateResponse>(request, '/v1/state/proceed', body);

export const sendRecoveryEmailCall = (
  request: RequestFn,
  body: { email: string; language?: string; redirect?: { url?: string; clientId?: string } },
) => post<Record<string, never>>(request, '/v1/send-email', stripUndefined(body));

export const recoverCall = (request: RequestFn, body: { recoveryToken: string; password: string }) =>
  post<Record<string, never>>(request, '/v1/recover', body);

/**
 * `currentPassword` is Atelier's own field: the server asks for it (403 CURRENT_PASSWORD_REQUIRED) unless the
 * member signed in within the last 5 minutes.
 */
export const changePasswordCall = (
  request: RequestFn,
  body: { newPassword: string; currentPassword?: string },
) => post<Record<string, never>>(request, '/v2/change-password', body);

/** POST /v1/redirect-session; sent and answered untouched (the session's `id` stays `id`). */
export const redirectSessionCall = (request: RequestFn, body: Record<string, unknown>) =>
  request<{ redirectSession: RedirectSession }>({
    method: 'POST',
    path: '/v1/redirect-session',
    body,
    rules: false,
  });

/** GET /v1/logout: ends the caller's token family on the server. */
export const logoutCall = (
  request: RequestFn,
  query: { clientId?: string; postLogoutRedirectUri?: string },
) => request<Record<string, never>>({ method: 'GET', path: '/v1/logout', query: stripUndefined(query) });

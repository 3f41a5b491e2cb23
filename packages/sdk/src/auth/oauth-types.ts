/** Options and API of the OAuth strategy (oauth.ts). */
import type { AuthUrlOptions, CallbackParams, OAuthData } from './flow';
import type { LoginResult } from './login-state';
import type { AuthStrategy } from './strategy';
import type { RefreshToken, Tokens } from './tokens';
import type { FrameWindow } from './web-message';
import type * as wire from './wire';

/** Where tokens live between page loads or requests (a cookie, localStorage...). Synchronous. */
export interface TokenStorage {
  get(): Partial<Tokens> | null | undefined;
  set(tokens: Tokens): void;
}

export interface OAuthStrategyOptions {
  clientId: string;
  /** Tokens to start from (e.g. read from the REFRESH_TOKEN cookie); they win over `storage`. */
  tokens?: Partial<Tokens>;
  storage?: TokenStorage;
  /**
   * A redirect URI registered for the client. Direct login outside a browser (no window for the
   * hidden iframe) runs the fragment flow to it and reads the code from the redirect.
   */
  redirectUri?: string;
  /** The window of the hidden iframe; `null` forces the redirect path. Defaults to the browser's. */
  window?: FrameWindow | null;
  /** Direct-login time-out in ms (spec section 9: 120000). */
  flowTimeoutMs?: number;
}

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: wire.CaptchaTokens | wire.WireCaptchaTokens;
}

export interface RegisterParams extends LoginParams {
  /** The identity profile of spec section 3 (names, emails, phones, addresses, custom fields). */
  profile?: Record<string, unknown>;
}

export interface OAuthStrategyApi extends AuthStrategy {
  readonly clientId: string;
  getTokens(): Tokens;
  setTokens(tokens: Partial<Tokens>): void;
  /** True iff the refresh token's role is member (spec section 6). */
  loggedIn(): boolean;
  /** `tokens` when the access token is still good; else renewed, else new visitor tokens. Stores nothing. */
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  /** A new access token (and the rotated refresh token, when the server sends one). Stores nothing. */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData>;
  getAuthUrl(oauthData: OAuthData, options?: AuthUrlOptions): Promise<{ authUrl: string }>;
  /** Reads `code` and `state` from the fragment of `url` (default: the browser's location). */
  parseFromUrl(url?: string): CallbackParams;
  /** Exchanges a code for member tokens. Stores nothing: pass them to `setTokens`. */
  getMemberTokens(
    code: string | null | undefined,
    state: string | null | undefined,
    oauthData: OAuthData,
  ): Promise<Tokens>;
  /** Exchanges a session token of a proven login for member tokens. Stores nothing. */
  getMemberTokensForDirectLogin(sessionToken: string): Promise<Tokens>;
  /** Member tokens for an app acting for a member (authorized_client grant; the app's API key). */
  getMemberTokensForExternalLogin(memberId: string, apiKey: string): Promise<Tokens>;
  register(params: RegisterParams): Promise<LoginResult>;
  login(params: LoginParams): Promise<LoginResult>;
  /** Verifies the mailed code; the state token defaults to the last EMAIL_VERIFICATION_REQUIRED one. */
  processVerification(
    input: { verificationCode: string },
    stateToken?: string | LoginResult,
  ): Promise<LoginResult>;
  resendVerificationCode(stateToken?: string | LoginResult): Promise<LoginResult>;
  /** Clears both tokens; ends the session on the server; answers where to send the browser. */
  logout(postLogoutRedirectUri?: string): Promise<{ logoutUrl?: string }>;
  sendPasswordResetEmail(email: string, redirectUri: string): Promise<void>;
  recover(recoveryToken: string, password: string): Promise<void>;
  /**
   * Changes the member's password (POST /v2/change-password). Within 5 minutes of signing in `newPassword`
   * alone is enough (the spec's body); later the current password must prove it is the member. Errors:
   * ApplicationError CURRENT_PASSWORD_REQUIRED (403) when it is left out after those 5 minutes (a token
   * renewal is not a sign-in), WRONG_CURRENT_PASSWORD (400), TOO_MANY_ATTEMPTS (429) after 5 wrong ones in
   * 15 minutes, ValidationError on `newPassword` (MIN_LENGTH / MAX_LENGTH).
   */
  changePassword(newPassword: string, currentPassword?: string): Promise<void>;
}

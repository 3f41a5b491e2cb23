/** Auth tokens of spec section 3: `accessToken (value, expiresAt)`, `refreshToken (value, role)`. */

/** Token roles of spec section 3; logged in means the refresh token's role is member (section 6). */
export type TokenRole = 'none' | 'visitor' | 'member';

export interface AccessToken {
  value: string;
  /** Unix time in seconds (spec section 9: token expiry kept in seconds). */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** The answer of `POST /oauth2/token` (DESIGN.md section 4). */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

export const isExpired = (token: AccessToken): boolean => token.expiresAt <= nowSeconds();

/** An access token that is missing or expired must be renewed before use (spec section 4). */
export const needsRenewal = (token: AccessToken | undefined): boolean => !token?.value || isExpired(token);

export function tokensFrom(answer: TokenAnswer, role: TokenRole): Tokens {
  return {
    accessToken: { value: answer.access_token, expiresAt: nowSeconds() + answer.expires_in },
    refreshToken: { value: answer.refresh_token, role },
  };
}

/** Fills what a partial value lacks, so callers may pass e.g. only a refresh token. */
export function normalizeTokens(tokens: Partial<Tokens> | null | undefined): Tokens {
  const empty = emptyTokens();
  return {
    accessToken: { ...empty.accessToken, ...tokens?.accessToken },
    refreshToken: { ...empty.refreshToken, ...tokens?.refreshToken },
  };
}

/**
 * The OAuth strategy of spec sections 4, 5, 7 and 9: visitor tokens at first use, renewal of an empty
 * or expired access token, member login (password, verification code, redirect flow) and logout.
 */
import { contextNotAvailable } from '../errors';
import { isRefusedGrant, OAUTH_FLOW_TIMEOUT_MS } from './errors';
import {
  createAuthSession,
  directLoginByRedirect,
  directLoginInFrame,
  exchangeCode,
  generateOAuthData,
  parseCallback,
  type FlowContext,
} from './flow';
import { failureOf, loginErrorCode, loginResultOf, registerErrorCode, type LoginResult } from './login-state';
import type { OAuthStrategyApi, OAuthStrategyOptions } from './oauth-types';
import type { AuthContext } from './strategy';
import {
  emptyTokens,
  needsRenewal,
  normalizeTokens,
  tokensFrom,
  type RefreshToken,
  type Tokens,
} from './tokens';
import { browserWindow } from './web-message';
import * as wire from './wire';

function stateTokenOf(value: string | LoginResult | undefined): string | undefined {
  if (typeof value === 'string') return value;
  const data = value && 'data' in value ? value.data : undefined;
  return data && 'stateToken' in data ? data.stateToken : undefined;
}

/** The strategy's API; the same name is the factory and its type. */
export type OAuthStrategy = OAuthStrategyApi;

export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const { clientId, storage } = options;
  let tokens = normalizeTokens(options.tokens ?? storage?.get());
  let context: AuthContext | undefined;
  // Bumped on every change, so a renewal that finishes after setTokens() or logout() is dropped.
  let version = 0;
  let renewing: Promise<Tokens> | undefined;
  let lastStateToken: string | undefined;

  const ctx = (): AuthContext => {
    if (!context) throw contextNotAvailable();
    return context;
  };
  const flow = (): FlowContext => ({ clientId, request: ctx().request, fetch: ctx().fetch });
  const store = (next: Tokens): void => {
    tokens = next;
    version += 1;
    storage?.set(next);
  };

  const renewToken = async (refreshToken: RefreshToken): Promise<Tokens> => {
    const answer = await wire.requestTokens(ctx().request, {
      clientId,
      grantType: 'refresh_token',
      refreshToken: refreshToken.value,
    });
    const renewed = tokensFrom(answer, refreshToken.role);
    if (!renewed.refreshToken.value) renewed.refreshToken.value = refreshToken.value;
    return renewed;
  };

  const generateVisitorTokens = async (current?: Partial<Tokens>): Promise<Tokens> => {
    const given = normalizeTokens(current);
    if (given.refreshToken.value && !needsRenewal(given.accessToken)) return given;
    if (given.refreshToken.value) {
      try {
        return await renewToken(given.refreshToken);
      } catch (error) {
        // A refused refresh token (revoked, expired, reused) leaves a visitor; an outage must not.
        if (!isRefusedGrant(error)) throw error;
      }
    }
    return tokensFrom(
      await wire.requestTokens(ctx().request, { clientId, grantType: 'anonymous' }),
      'visitor',
    );
  };

  const startRenewal = (): Promise<Tokens> => {
    const started = version;
    return generateVisitorTokens(tokens)
      .then((next) => {
        if (version === started) store(next);
        return next;
      })
      .finally(() => {
        renewing = undefined;
      });
  };

  // One renewal at a time: with rotation, two refreshes with one refresh token revoke the family.
  const ensureAccessToken = async (): Promise<Tokens> => {
    let last = tokens;
    // A renewal dropped because the tokens changed meanwhile is retried, a few times at most.
    for (let attempt = 0; attempt < 3 && needsRenewal(tokens.accessToken); attempt += 1) {
      renewing ??= startRenewal();
      last = await renewing;
    }
    return needsRenewal(tokens.accessToken) ? last : tokens;
  };

  const directLogin = async (sessionToken: string): Promise<Tokens> => {
    const win = options.window === undefined ? browserWindow() : (options.window ?? undefined);
    if (win)
      return directLoginInFrame(flow(), sessionToken, win, options.flowTimeoutMs ?? OAUTH_FLOW_TIMEOUT_MS);
    if (!options.redirectUri) {
      throw new TypeError('Direct login outside a browser needs the redirectUri option of OAuthStrategy');
    }
    return directLoginByRedirect(flow(), sessionToken, options.redirectUri);
  };

  /** Maps a server state; SUCCESS logs the member in through the session-token exchange. */
  const handleState = async (response: wire.StateResponse): Promise<LoginResult> => {
    const result = loginResultOf(response);
    if (result.loginState === 'SUCCESS') store(await directLogin(result.data.sessionToken));
    if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') lastStateToken = result.data.stateToken;
    if (result.loginState === 'SUCCESS') lastStateToken = undefined;
    return result;
  };

  const stateTokenFor = (value: string | LoginResult | undefined): string => {
    const stateToken = stateTokenOf(value) ?? lastStateToken;
    if (!stateToken)
      throw new TypeError('A stateToken from an EMAIL_VERIFICATION_REQUIRED outcome is required');
    return stateToken;
  };

  return {
    clientId,
    attach(attached) {
      context = attached;
    },
    async getAuthHeaders() {
      return { authorization: (await ensureAccessToken()).accessToken.value };
    },
    getTokens: () => tokens,
    setTokens: (next) => store(normalizeTokens(next)),
    loggedIn: () => tokens.refreshToken.role === 'member',
    generateVisitorTokens,
    renewToken,
    generateOAuthData,
    async getAuthUrl(oauthData, urlOptions) {
      return { authUrl: (await createAuthSession(flow(), oauthData, urlOptions)).fullUrl };
    },
    parseFromUrl(url) {
      const href = url ?? (globalThis as { location?: { href: string } }).location?.href;
      if (!href) throw new TypeError('parseFromUrl needs a URL outside a browser');
      return parseCallback(href);
    },
    getMemberTokens: (code, state, oauthData) => exchangeCode(flow(), code, state, oauthData),
    getMemberTokensForDirectLogin: directLogin,
    async getMemberTokensForExternalLogin(memberId, apiKey) {
      const body = { clientId, grantType: 'authorized_client', memberId, scope: 'offline_access' } as const;
      const answer = await wire.requestTokens(ctx().request, body, { authorization: apiKey });
      return tokensFrom(answer, 'member');
    },
    async register({ email, password, profile, captchaTokens }) {
      let response: wire.StateResponse;
      try {
        response = await wire.registerCall(ctx().request, {
          loginId: { email },
          password,
          profile,
          captchaTokens: wire.toWireCaptcha(captchaTokens),
        });
      } catch (error) {
        return failureOf(error, registerErrorCode);
      }
      return handleState(response);
    },
    async login({ email, password, captchaTokens }) {
      let response: wire.StateResponse;
      try {
        response = await wire.loginCall(ctx().request, {
          loginId: { email },
          password,
          captchaTokens: wire.toWireCaptcha(captchaTokens),
        });
      } catch (error) {
        return failureOf(error, loginErrorCode);
      }
      return handleState(response);
    },
    async processVerification({ verificationCode }, stateToken) {
      const body = { code: verificationCode, stateToken: stateTokenFor(stateToken) };
      return handleState(await wire.verifyCall(ctx().request, body));
    },
    async resendVerificationCode(stateToken) {
      return handleState(await wire.resendCall(ctx().request, { stateToken: stateTokenFor(stateToken) }));
    },
    async logout(postLogoutRedirectUri) {
      let logoutUrl = postLogoutRedirectUri;
      try {
        if (tokens.refreshToken.value || tokens.accessToken.value) {
          const { request } = ctx();
          if (postLogoutRedirectUri) {
            const body = { logout: { clientId }, callbacks: { postFlowUrl: postLogoutRedirectUri } };
            logoutUrl = (await wire.redirectSessionCall(request, body)).redirectSession.fullUrl;
          }
          // Ends the token family now, even if the browser never visits the logout URL.
          await wire.logoutCall(request, { clientId });
        }
      } finally {
        store(emptyTokens());
        lastStateToken = undefined;
      }
      return logoutUrl === undefined ? {} : { logoutUrl };
    },
    async sendPasswordResetEmail(email, redirectUri) {
      await wire.sendRecoveryEmailCall(ctx().request, { email, redirect: { url: redirectUri, clientId } });
    },
    async recover(recoveryToken, password) {
      await wire.recoverCall(ctx().request, { recoveryToken, password });
    },
    async changePassword(newPassword, currentPassword) {
      await wire.changePasswordCall(ctx().request, {
        newPassword,
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
    },
  };
}

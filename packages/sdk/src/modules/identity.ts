import { proceedCall, type Identity, type StateResponse, type WireCaptchaTokens } from '../auth/wire';
import { defineModule } from '../module';

export interface SignOnParams {
  loginId: { email: string };
  profile?: Record<string, unknown>;
  /** Marks the email verified (the app vouches for it). */
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

export type { Identity, StateResponse, WireCaptchaTokens };

/**
 * Identity calls the OAuthStrategy does not make itself (spec section 7 "Identity and auth"). Login,
 * registration, verification, recovery and password change live on the strategy, which also turns
 * their answers into login outcomes and tokens.
 * Errors: ApplicationError INVALID_STATE_TOKEN (400) for an unknown, used or expired state token;
 * SSO_NOT_CONFIGURED (400) until single sign-on is configured; IDENTITY_NOT_ACTIVE (403) on sign-on.
 */
export const identity = defineModule(
  (context) => ({
    /** POST /v1/state/proceed: where a state token stands now (e.g. after the owner approved). */
    proceed: (stateToken: string): Promise<StateResponse> => proceedCall(context.request, { stateToken }),
    /** POST /v1/Start: a new email verification for the member itself (or any, when elevated). */
    startVerification: (identityId: string, target: 'EMAIL' | 'UNKNOWN_TARGET' = 'EMAIL') =>
      context.request<{ verificationId: string; stateToken: string }>({
        method: 'POST',
        path: '/v1/Start',
        body: { identityId, target },
      }),
    /** POST /v1/sso/login-with-token-params. */
    loginWithTokenParams: (idpConnectionId: string, tokenParams: Record<string, unknown>) =>
      context.request<Record<string, never>>({
        method: 'POST',
        path: '/v1/sso/login-with-token-params',
        body: { idpConnectionId, tokenParams },
      }),
    /** POST /v2/sign-on (elevated): a session token for a person the app vouches for, no password. */
    signOn: (params: SignOnParams) =>
      context.request<{ sessionToken: string; identity: Identity }>({
        method: 'POST',
        path: '/v2/sign-on',
        body: params,
        fieldMap: { 'loginId.email': 'loginId.email' },
      }),
    /** POST /v1/activation-email (elevated): mails a link to choose a first password. */
    sendActivationEmail: (identityId: string, emailOptions?: Record<string, unknown>) =>
      context.request<Record<string, never>>({
        method: 'POST',
        path: '/v1/activation-email',
        body: { identityId, ...(emailOptions ? { emailOptions } : {}) },
      }),
  }),
  { elevated: ['signOn', 'sendActivationEmail'] },
);

/** Errors of the OAuth strategy (spec section 8 "Other"), with exact messages. */
import { AtelierError, type ErrorDetails } from '../errors';

export const TOKEN_REQUEST_FAILED_MESSAGE = 'something went wrong';
export const MISSING_CODE_OR_STATE_MESSAGE = 'Missing code or _state';
export const INVALID_STATE_MESSAGE = 'Invalid _state';
export const MEMBER_TOKENS_FAILED_MESSAGE = 'Failed to get member tokens';
export const OAUTH_FLOW_TIMED_OUT_MESSAGE = 'OAuth flow timed out';
export const UNKNOWN_STATE_MESSAGE = 'Unknown _state';

/** Spec section 9: direct login through the hidden iframe gives up after 120000 ms. */
export const OAUTH_FLOW_TIMEOUT_MS = 120_000;

export class AuthError extends AtelierError {
  override name = 'AuthError';
}

const withCause = (cause: unknown) => {
  if (!(cause instanceof AtelierError)) return cause === undefined ? {} : { cause };
  return { cause, status: cause.status, ...(cause.requestId ? { requestId: cause.requestId } : {}) };
};

/** A status other than 200 (or no answer) from POST /oauth2/token. `status` is the token endpoint's. */
export const tokenRequestFailed = (cause: unknown) =>
  new AuthError(TOKEN_REQUEST_FAILED_MESSAGE, { code: 'TOKEN_REQUEST_FAILED', ...withCause(cause) });

export const missingCodeOrState = (details?: ErrorDetails) =>
  new AuthError(MISSING_CODE_OR_STATE_MESSAGE, {
    code: 'MISSING_CODE_OR_STATE',
    ...(details ? { details } : {}),
  });

export const invalidState = () => new AuthError(INVALID_STATE_MESSAGE, { code: 'INVALID_STATE' });

export const memberTokensFailed = (cause: unknown) =>
  new AuthError(MEMBER_TOKENS_FAILED_MESSAGE, { code: 'MEMBER_TOKENS_FAILED', cause });

export const oauthFlowTimedOut = () =>
  new AuthError(OAUTH_FLOW_TIMED_OUT_MESSAGE, { code: 'OAUTH_FLOW_TIMED_OUT' });

/** The token endpoint refused the grant (4xx), as opposed to being unreachable or failing (5xx). */
export const isRefusedGrant = (error: unknown): boolean =>
  error instanceof AuthError &&
  error.code === 'TOKEN_REQUEST_FAILED' &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500;

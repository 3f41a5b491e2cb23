/**
 * Login outcomes of spec section 4 and the errorCode names of spec section 8. A server state maps to
 * a client outcome; a 4xx answer to login or register maps to FAILURE with an errorCode.
 */
import { ApplicationError, ValidationError, type ErrorDetails } from '../errors';
import { UNKNOWN_STATE_MESSAGE } from './errors';
import type { Identity, StateResponse } from './wire';

export const LoginState = {
  SUCCESS: 'SUCCESS',
  INITIAL: 'INITIAL',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  USER_CAPTCHA_REQUIRED: 'USER_CAPTCHA_REQUIRED',
  SILENT_CAPTCHA_REQUIRED: 'SILENT_CAPTCHA_REQUIRED',
} as const;
export type LoginState = (typeof LoginState)[keyof typeof LoginState];

/** applicationError.code of login and registration failures (DESIGN.md section 4), as strings. */
export const IdentityErrorCode = {
  EMAIL_EXISTS: '-19995',
  WRONG_PASSWORD: '-19976',
  RESET_PASSWORD: '-19973',
  MISSING_CAPTCHA: '-19971',
  INVALID_CAPTCHA: '-19970',
} as const;

export type RegisterErrorCode =
  'invalidEmail' | 'missingCaptchaToken' | 'emailAlreadyExists' | 'invalidCaptchaToken';
export type LoginErrorCode =
  'missingCaptchaToken' | 'invalidCaptchaToken' | 'invalidPassword' | 'resetPassword' | 'invalidEmail';

export type LoginResult =
  | { loginState: 'SUCCESS'; data: { sessionToken: string }; identity?: Identity }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string }; identity?: Identity }
  | { loginState: 'OWNER_APPROVAL_REQUIRED'; data?: { stateToken: string }; identity?: Identity }
  | {
      loginState: 'FAILURE';
      /** The text to show: `Unknown _state`, or the server's message. */
      error: string;
      errorCode?: RegisterErrorCode | LoginErrorCode;
    };

/** Server state -> client outcome (spec section 4); any other state is FAILURE `Unknown _state`. */
export function loginResultOf(response: StateResponse): LoginResult {
  const identity = response.identity ? { identity: response.identity } : {};
  switch (response.state) {
    case 'SUCCESS':
      return { loginState: 'SUCCESS', data: { sessionToken: response.sessionToken ?? '' }, ...identity };
    case 'REQUIRE_OWNER_APPROVAL':
      return {
        loginState: 'OWNER_APPROVAL_REQUIRED',
        ...(response.stateToken ? { data: { stateToken: response.stateToken } } : {}),
        ...identity,
      };
    case 'REQUIRE_EMAIL_VERIFICATION':
      return {
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: response.stateToken ?? '' },
        ...identity,
      };
    default:
      return { loginState: 'FAILURE', error: UNKNOWN_STATE_MESSAGE };
  }
}

const applicationCode = (error: ApplicationError | ValidationError): string | undefined => {
  const code = (error.details as ErrorDetails).applicationError?.code;
  return code === undefined ? undefined : String(code);
};

/** Registration (spec section 8): an EMAIL field violation, the captcha codes, -19995; otherwise none. */
export function registerErrorCode(error: ApplicationError | ValidationError): RegisterErrorCode | undefined {
  const violations = (error.details as ErrorDetails).validationError?.fieldViolations ?? [];
  if (violations.some((v) => v.data?.type === 'EMAIL')) return 'invalidEmail';
  switch (applicationCode(error)) {
    case IdentityErrorCode.MISSING_CAPTCHA:
      return 'missingCaptchaToken';
    case IdentityErrorCode.EMAIL_EXISTS:
      return 'emailAlreadyExists';
    case IdentityErrorCode.INVALID_CAPTCHA:
      return 'invalidCaptchaToken';
    default:
      return undefined;
  }
}

/** Login (spec section 8): the captcha codes, -19976, -19973; anything else is invalidEmail. */
export function loginErrorCode(error: ApplicationError | ValidationError): LoginErrorCode {
  switch (applicationCode(error)) {
    case IdentityErrorCode.MISSING_CAPTCHA:
      return 'missingCaptchaToken';
    case IdentityErrorCode.INVALID_CAPTCHA:
      return 'invalidCaptchaToken';
    case IdentityErrorCode.WRONG_PASSWORD:
      return 'invalidPassword';
    case IdentityErrorCode.RESET_PASSWORD:
      return 'resetPassword';
    default:
      return 'invalidEmail';
  }
}

/**
 * A refused login or registration as a FAILURE outcome. Only the server's 4xx answers are outcomes:
 * anything else (network, 5xx) is rethrown, since no errorCode describes it truthfully.
 */
export function failureOf(
  error: unknown,
  codeOf: (error: ApplicationError | ValidationError) => RegisterErrorCode | LoginErrorCode | undefined,
): LoginResult {
  if (!(error instanceof ApplicationError || error instanceof ValidationError)) throw error;
  const errorCode = codeOf(error);
  return { loginState: 'FAILURE', error: error.message, ...(errorCode ? { errorCode } : {}) };
}

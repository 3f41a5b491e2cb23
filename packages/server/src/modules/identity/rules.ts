import type { FieldViolation } from '../../http/errors';
import type { IdentityStatus, PendingReason } from '../../db/schema';

/** Application error codes of login and registration (DESIGN.md section 4), as strings; "-19995" (email
 * exists) is EMAIL_EXISTS of the members module, which owns login emails. */
export const WRONG_PASSWORD = '-19976';
export const RESET_PASSWORD = '-19973';
export const CAPTCHA_MISSING = '-19971';
export const CAPTCHA_INVALID = '-19970';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_CODE_SENDS = 5;
export const STATE_TTL_MS = 60 * 60_000;
export const SESSION_TOKEN_TTL_MS = 5 * 60_000;
export const RECOVERY_TTL_MS = 60 * 60_000;
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** How long after signing in a member may change the password with `newPassword` alone (the spec's body). */
export const FRESH_SIGN_IN_MS = 5 * 60_000;

/** Brute force: failures counted per account and per client address over a sliding window. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 5;
export const LOCK_ACCOUNT_AFTER_FAILURES = 20;
export const LOCK_ADDRESS_AFTER_FAILURES = 100;

export type ServerState = 'SUCCESS' | 'REQUIRE_OWNER_APPROVAL' | 'REQUIRE_EMAIL_VERIFICATION';

/** A deliberately plain check; the schema's `format: email` catches most mistakes first. */
export function isEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]+$/.test(email);
}

export function emailViolation(field: string): FieldViolation {
  return {
    field,
    violatedRule: 'FORMAT',
    description: 'must be a valid email address',
    data: { type: 'EMAIL' },
  };
}

export function passwordViolation(field: string, password: string): FieldViolation | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) {
    return {
      field,
      violatedRule: 'MIN_LENGTH',
      description: `must be at least ${PASSWORD_MIN} characters`,
      data: { limit: PASSWORD_MIN },
    };
  }
  if (length > PASSWORD_MAX) {
    return {
      field,
      violatedRule: 'MAX_LENGTH',
      description: `must be at most ${PASSWORD_MAX} characters`,
      data: { limit: PASSWORD_MAX },
    };
  }
  return undefined;
}

export type LoginGate = 'open' | 'captcha' | 'locked';

/** After 5 failures in the window a captcha is needed; past the hard limits the answer is 429. */
export function loginGate(failures: { account: number; address: number }): LoginGate {
  if (failures.account >= LOCK_ACCOUNT_AFTER_FAILURES || failures.address >= LOCK_ADDRESS_AFTER_FAILURES) {
    return 'locked';
  }
  if (failures.account >= CAPTCHA_AFTER_FAILURES || failures.address >= CAPTCHA_AFTER_FAILURES)
    return 'captcha';
  return 'open';
}

export function initialPendingReasons(settings: {
  requireEmailVerification: boolean;
  requireOwnerApproval: boolean;
}): PendingReason[] {
  const reasons: PendingReason[] = [];
  if (settings.requireEmailVerification) reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED');
  if (settings.requireOwnerApproval) reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED');
  return reasons;
}

/**
 * The server state of spec section 4 for an identity whose credentials were just proven.
 * Email verification comes first: approval is asked of the owner for verified addresses only.
 */
export function stateOf(identity: {
  status: IdentityStatus;
  pendingReasons: readonly PendingReason[];
}): ServerState | 'BLOCKED' {
  // BLOCKED, DELETED and OFFLINE identities cannot log in.
  if (identity.status !== 'ACTIVE' && identity.status !== 'PENDING') return 'BLOCKED';
  if (identity.pendingReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED'))
    return 'REQUIRE_EMAIL_VERIFICATION';
  if (identity.pendingReasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED')) return 'REQUIRE_OWNER_APPROVAL';
  return 'SUCCESS';
}

export type ResendDecision =
  | { ok: true }
  | { ok: false; reason: 'WAIT'; retryAfterSeconds: number }
  | { ok: false; reason: 'EXHAUSTED' };

export function resendDecision(
  state: { sendCount: number; lastSentAt: Date | null },
  now: Date,
): ResendDecision {
  if (state.sendCount >= MAX_CODE_SENDS) return { ok: false, reason: 'EXHAUSTED' };
  if (state.lastSentAt) {
    const wait = state.lastSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
    if (wait > 0) return { ok: false, reason: 'WAIT', retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  return { ok: true };
}

/**
 * Whether a sign-in at `signedInAt` is fresh at `now` (milliseconds, as Date.now()): within FRESH_SIGN_IN_MS.
 * No sign-in (a token family nobody signed in for) is never fresh.
 */
export function freshSignIn(signedInAt: Date | undefined, now: number): boolean {
  return signedInAt !== undefined && now - signedInAt.getTime() <= FRESH_SIGN_IN_MS;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'dead';

export function codeCheck(
  state: { codeHash: string | null; codeExpiresAt: Date | null; attempts: number },
  matches: boolean,
  now: Date,
): CodeCheck {
  if (!state.codeHash || !state.codeExpiresAt || state.attempts >= MAX_CODE_ATTEMPTS) return 'dead';
  if (state.codeExpiresAt.getTime() <= now.getTime()) return 'expired';
  return matches ? 'ok' : 'wrong';
}

import { AppError } from '../../http/errors';

/** Staff sign-in rules (issue 28). */

/** TOTP of RFC 6238: 30-second steps, one step of drift either way, each step accepted once. */
export const TOTP_PERIOD_S = 30;
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A password accepted and a second factor awaited: the challenge lives this long, for this many tries. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** The setup code printed at start lives this long (a new one is printed at each start while needed). */
export const SETUP_CODE_TTL_MS = 24 * 60 * 60_000;
/** An invitation link lives 7 days; a password-reset link 30 minutes. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const RESET_TTL_MS = 30 * 60_000;
/** One reset mail a minute per person; reset requests from one address are counted in the failure window. */
export const RESET_RESEND_MS = 60_000;
export const resetThrottleKey = (ip: string) => `staff-reset:${ip}`;

/** A session's last use is written at most this often (the idle limit is counted in minutes). */
export const TOUCH_INTERVAL_MS = 15_000;

/** Failures of staff sign-in are counted apart from a member's of the same email. */
export const throttleKey = (email: string) => `staff:${email.trim().toLowerCase()}`;
export const setupThrottleKey = (ip: string) => `staff-setup:${ip}`;

export interface StaffState {
  id: string;
  role: string;
  disabled: boolean;
}

/** An owner who can act as one: the shop must always keep at least one. */
export const isActiveOwner = (s: Pick<StaffState, 'role' | 'disabled'>) => s.role === 'OWNER' && !s.disabled;

/**
 * Whether a change of `target` (role, disabled) leaves the shop an enabled owner, given its enabled owners
 * (locked, so no other change runs between this judgement and the write).
 */
export function leavesAnOwner(
  activeOwnerIds: readonly string[],
  target: StaffState,
  change: { role?: string | undefined; disabled?: boolean | undefined },
): boolean {
  const after = { role: change.role ?? target.role, disabled: change.disabled ?? target.disabled };
  if (!isActiveOwner(target) || isActiveOwner(after)) return true;
  return activeOwnerIds.some((id) => id !== target.id);
}

/** The 30-second step a time falls in. */
export const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_S);

/** A matched step is taken only if it is later than the last step taken (a code is used once). */
export function stepAccepted(matched: number | null, lastStep: number | null): boolean {
  return matched !== null && (lastStep === null || matched > lastStep);
}

export interface SessionTimes {
  lastUsedDate: Date;
  expiresAt: Date;
}

/** A session is alive until its absolute expiry and while it was used within the idle limit. */
export function sessionAlive(session: SessionTimes, now: number, idleMs: number): boolean {
  return now < session.expiresAt.getTime() && now - session.lastUsedDate.getTime() < idleMs;
}

/** Recovery codes are typed by hand: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

export const invalidCredentials = () =>
  new AppError(401, 'STAFF_INVALID_CREDENTIALS', 'The email or the password is wrong');
export const invalidChallenge = () =>
  new AppError(401, 'STAFF_CHALLENGE_INVALID', 'The sign-in has expired: sign in again');
export const invalidSecondFactor = () =>
  new AppError(401, 'STAFF_SECOND_FACTOR_INVALID', 'The code is wrong or was used already');
export const tooManyAttempts = () =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts: try again in 15 minutes');
export const wrongSetupCode = () =>
  new AppError(403, 'STAFF_SETUP_CODE_INVALID', 'The setup code is wrong or has expired');
export const ownerExists = () =>
  new AppError(409, 'STAFF_OWNER_EXISTS', 'The shop has an owner already: sign in instead');
export const emailTaken = () => new AppError(409, 'STAFF_EMAIL_EXISTS', 'A staff member has this email');
export const wrongCurrentPassword = () =>
  new AppError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is wrong');
export const totpAlreadySet = () =>
  new AppError(409, 'STAFF_TOTP_EXISTS', 'An authenticator app is set already');
export const totpNotStarted = () =>
  new AppError(409, 'STAFF_TOTP_NOT_STARTED', 'Start the authenticator app set-up first');
export const invitationInvalid = () =>
  new AppError(
    400,
    'STAFF_INVITATION_INVALID',
    'The invitation is invalid, used, revoked or expired: ask for a new one',
  );
export const resetTokenInvalid = () =>
  new AppError(400, 'STAFF_RESET_TOKEN_INVALID', 'The link is invalid, used or expired: ask for a new one');
export const lastOwner = () =>
  new AppError(
    409,
    'STAFF_LAST_OWNER',
    'This is the last owner of the shop: make another owner first, then change this one',
  );
export const cannotDisableSelf = () =>
  new AppError(409, 'STAFF_CANNOT_DISABLE_SELF', 'You cannot disable your own account');
export const tooManyResetRequests = () =>
  new AppError(429, 'TOO_MANY_REQUESTS', 'Too many reset requests from this address: try again later');

/** Passkey options live this long: the person has this long to touch the authenticator. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 100;
export const PASSKEYS_PER_PERSON_MAX = 20;

/**
 * An assertion's counter must grow past the stored one, unless both are 0 (authenticators that keep no
 * counter, as synced passkeys do). A counter that did not grow is a cloned authenticator's.
 */
export function counterAccepted(stored: number, received: number): boolean {
  return (stored === 0 && received === 0) || received > stored;
}

/** A passkey's name as given, trimmed; a blank one gets a name from the date it was added. */
export function passkeyName(given: string | undefined, now: Date): string {
  const name = (given ?? '').trim().replace(/\s+/g, ' ').slice(0, PASSKEY_NAME_MAX);
  return name || `Passkey added ${now.toISOString().slice(0, 10)}`;
}

export const invalidPasskey = () =>
  new AppError(401, 'STAFF_PASSKEY_INVALID', 'The passkey was not accepted: try again or use your password');
export const passkeyNotRegistered = () =>
  new AppError(400, 'STAFF_PASSKEY_REGISTRATION_INVALID', 'The passkey could not be added: try again');
export const passkeyExists = () => new AppError(409, 'STAFF_PASSKEY_EXISTS', 'This passkey is added already');
export const tooManyPasskeys = () =>
  new AppError(409, 'STAFF_PASSKEY_LIMIT', `A person may keep at most ${PASSKEYS_PER_PERSON_MAX} passkeys`);

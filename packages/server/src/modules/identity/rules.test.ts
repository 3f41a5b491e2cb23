import { describe, expect, it } from 'vitest';
import {
  codeCheck,
  FRESH_SIGN_IN_MS,
  freshSignIn,
  initialPendingReasons,
  isEmail,
  loginGate,
  passwordViolation,
  resendDecision,
  stateOf,
} from './rules';

describe('identity rules', () => {
  it('bounds passwords at 8 and 256 characters', () => {
    expect(passwordViolation('password', 'short')).toMatchObject({
      violatedRule: 'MIN_LENGTH',
      field: 'password',
    });
    expect(passwordViolation('password', 'x'.repeat(8))).toBeUndefined();
    expect(passwordViolation('password', 'x'.repeat(256))).toBeUndefined();
    expect(passwordViolation('password', 'x'.repeat(257))).toMatchObject({ violatedRule: 'MAX_LENGTH' });
    expect(passwordViolation('password', '😀'.repeat(8))).toBeUndefined();
  });

  it('gates logins: captcha after 5 failures, locked at the hard limits', () => {
    expect(loginGate({ account: 4, address: 4 })).toBe('open');
    expect(loginGate({ account: 5, address: 0 })).toBe('captcha');
    expect(loginGate({ account: 0, address: 5 })).toBe('captcha');
    expect(loginGate({ account: 20, address: 0 })).toBe('locked');
    expect(loginGate({ account: 0, address: 100 })).toBe('locked');
  });

  it('derives states and statuses', () => {
    expect(initialPendingReasons({ requireEmailVerification: true, requireOwnerApproval: true })).toEqual([
      'PENDING_EMAIL_VERIFICATION_REQUIRED',
      'PENDING_ADMIN_APPROVAL_REQUIRED',
    ]);
    expect(
      stateOf({
        status: 'PENDING',
        pendingReasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED', 'PENDING_ADMIN_APPROVAL_REQUIRED'],
      }),
    ).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(stateOf({ status: 'PENDING', pendingReasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] })).toBe(
      'REQUIRE_OWNER_APPROVAL',
    );
    expect(stateOf({ status: 'ACTIVE', pendingReasons: [] })).toBe('SUCCESS');
    expect(stateOf({ status: 'BLOCKED', pendingReasons: [] })).toBe('BLOCKED');
    expect(stateOf({ status: 'OFFLINE', pendingReasons: [] })).toBe('BLOCKED');
  });

  it('checks codes: wrong, expired, dead after 5 tries', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const live = { codeHash: 'h', codeExpiresAt: new Date(now.getTime() + 1000), attempts: 0 };
    expect(codeCheck(live, true, now)).toBe('ok');
    expect(codeCheck(live, false, now)).toBe('wrong');
    expect(codeCheck({ ...live, attempts: 5 }, true, now)).toBe('dead');
    expect(codeCheck({ ...live, codeExpiresAt: now }, true, now)).toBe('expired');
    expect(codeCheck({ ...live, codeHash: null }, true, now)).toBe('dead');
  });

  it('throttles resends: once a minute, 5 in all', () => {
    const now = new Date('2026-01-01T00:01:00Z');
    expect(resendDecision({ sendCount: 1, lastSentAt: new Date('2026-01-01T00:00:30Z') }, now)).toEqual({
      ok: false,
      reason: 'WAIT',
      retryAfterSeconds: 30,
    });
    expect(resendDecision({ sendCount: 1, lastSentAt: new Date('2026-01-01T00:00:00Z') }, now)).toEqual({
      ok: true,
    });
    expect(resendDecision({ sendCount: 5, lastSentAt: null }, now)).toEqual({
      ok: false,
      reason: 'EXHAUSTED',
    });
  });

  it('knows an email address', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
  });
});

describe('freshSignIn', () => {
  const signedIn = new Date('2026-11-27T10:00:00.000Z');
  const at = (ms: number) => signedIn.getTime() + ms;

  it('is fresh up to 5 minutes after the sign-in, and not a millisecond later', () => {
    expect(FRESH_SIGN_IN_MS).toBe(5 * 60_000);
    expect(freshSignIn(signedIn, at(0))).toBe(true);
    expect(freshSignIn(signedIn, at(FRESH_SIGN_IN_MS))).toBe(true);
    expect(freshSignIn(signedIn, at(FRESH_SIGN_IN_MS + 1))).toBe(false);
    expect(freshSignIn(signedIn, at(6 * 60_000))).toBe(false);
  });

  it('is never fresh without a sign-in', () => {
    expect(freshSignIn(undefined, at(0))).toBe(false);
  });
});

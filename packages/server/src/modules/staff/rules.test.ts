import { describe, expect, it } from 'vitest';
import {
  leavesAnOwner,
  counterAccepted,
  normalizeRecoveryCode,
  passkeyName,
  sessionAlive,
  stepAccepted,
  stepAt,
} from './rules';

describe('TOTP steps', () => {
  it('counts 30-second steps', () => {
    expect(stepAt(0)).toBe(0);
    expect(stepAt(29_999)).toBe(0);
    expect(stepAt(30_000)).toBe(1);
  });

  it('takes a step once, and never one older than the last taken', () => {
    expect(stepAccepted(10, null)).toBe(true);
    expect(stepAccepted(11, 10)).toBe(true);
    expect(stepAccepted(10, 10)).toBe(false);
    expect(stepAccepted(9, 10)).toBe(false);
    expect(stepAccepted(null, null)).toBe(false);
  });
});

describe('staff sessions', () => {
  const idle = 30 * 60_000;
  const session = { lastUsedDate: new Date(1_000_000), expiresAt: new Date(1_000_000 + 12 * 3_600_000) };

  it('lives while used within the idle limit', () => {
    expect(sessionAlive(session, 1_000_000 + idle - 1, idle)).toBe(true);
    expect(sessionAlive(session, 1_000_000 + idle, idle)).toBe(false);
  });

  it('ends at its absolute expiry however recently used', () => {
    const used = { ...session, lastUsedDate: new Date(session.expiresAt.getTime() - 1000) };
    expect(sessionAlive(used, session.expiresAt.getTime() - 1, idle)).toBe(true);
    expect(sessionAlive(used, session.expiresAt.getTime(), idle)).toBe(false);
  });
});

describe('recovery codes', () => {
  it('ignore case, spaces and dashes', () => {
    expect(normalizeRecoveryCode(' ABCD-efgh 1234 ')).toBe('abcdefgh1234');
  });
});

describe('the last owner', () => {
  const owner = { id: 'a', role: 'OWNER', disabled: false };
  it('keeps the last enabled owner from being demoted or disabled', () => {
    expect(leavesAnOwner(['a'], owner, { role: 'MANAGER' })).toBe(false);
    expect(leavesAnOwner(['a'], owner, { disabled: true })).toBe(false);
    expect(leavesAnOwner(['a'], owner, { role: 'OWNER', disabled: false })).toBe(true);
    expect(leavesAnOwner(['a'], owner, {})).toBe(true);
  });

  it('lets an owner go while another enabled owner stays', () => {
    expect(leavesAnOwner(['a', 'b'], owner, { role: 'READ_ONLY' })).toBe(true);
    expect(leavesAnOwner(['a', 'b'], owner, { disabled: true })).toBe(true);
  });

  it('judges only changes of an enabled owner', () => {
    const disabledOwner = { id: 'c', role: 'OWNER', disabled: true };
    expect(leavesAnOwner(['a'], disabledOwner, { role: 'MANAGER' })).toBe(true);
    expect(leavesAnOwner([], { id: 'm', role: 'MANAGER', disabled: false }, { disabled: true })).toBe(true);
    // Nobody is an enabled owner (a shop before setup): enabling or promoting is always allowed.
    expect(leavesAnOwner([], disabledOwner, { disabled: false })).toBe(true);
  });
});

describe('passkeys', () => {
  it('take a signature counter only when it moves forward, or when the authenticator keeps none', () => {
    expect(counterAccepted(0, 0)).toBe(true);
    expect(counterAccepted(0, 1)).toBe(true);
    expect(counterAccepted(5, 6)).toBe(true);
    expect(counterAccepted(5, 5)).toBe(false);
    expect(counterAccepted(5, 4)).toBe(false);
    expect(counterAccepted(5, 0)).toBe(false);
  });

  it('keep the name given, trimmed, or one from the date', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(passkeyName('  Work   laptop ', now)).toBe('Work laptop');
    expect(passkeyName('   ', now)).toBe('Passkey added 2026-11-27');
    expect(passkeyName(undefined, now)).toBe('Passkey added 2026-11-27');
    expect(passkeyName('x'.repeat(150), now)).toHaveLength(100);
  });
});

import { describe, expect, it } from 'vitest';
import { codeAt, matchedStep, newTotpSecret, openSecret, sealSecret } from './totp';
import { stepAt } from './rules';

describe('TOTP', () => {
  const { secret, otpauthUrl } = newTotpSecret('owner@shop.example');
  const now = 1_800_000_000_000;

  it('gives an otpauth URL of a 30-second, 6-digit SHA-1 code', () => {
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Atelier:owner%40shop\.example\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('period=30');
  });

  it('matches the code of the step, and of one step either side, and no further', () => {
    expect(matchedStep(secret, codeAt(secret, now), now)).toBe(stepAt(now));
    expect(matchedStep(secret, codeAt(secret, now - 30_000), now)).toBe(stepAt(now) - 1);
    expect(matchedStep(secret, codeAt(secret, now + 30_000), now)).toBe(stepAt(now) + 1);
    expect(matchedStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchedStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
  });

  it('seals the secret so that only the server key opens it', () => {
    const sealed = sealSecret('server-key', secret);
    expect(sealed).not.toContain(secret);
    expect(openSecret('server-key', sealed)).toBe(secret);
    expect(() => openSecret('another-key', sealed)).toThrow();
  });
});

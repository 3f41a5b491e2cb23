import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CODE_VERIFIER_DEFAULT_LENGTH,
  CODE_VERIFIER_MAX_LENGTH,
  CODE_VERIFIER_MIN_LENGTH,
  codeChallenge,
  generateCodeVerifier,
  generatePkce,
  isCodeVerifier,
  randomState,
} from './pkce';

const ALPHABET = /^[A-Za-z0-9\-._~]+$/;

describe('code verifier', () => {
  it('has the bounds of spec section 9', () => {
    expect([CODE_VERIFIER_MIN_LENGTH, CODE_VERIFIER_DEFAULT_LENGTH, CODE_VERIFIER_MAX_LENGTH]).toEqual([
      43, 43, 128,
    ]);
  });

  it('is 43 characters by default, of letters, digits, hyphen, dot, underscore and tilde', () => {
    const verifier = generateCodeVerifier();
    expect(verifier).toHaveLength(43);
    expect(verifier).toMatch(ALPHABET);
    expect(isCodeVerifier(verifier)).toBe(true);
  });

  it('takes any length from 43 to 128', () => {
    for (const length of [43, 44, 64, 127, 128]) expect(generateCodeVerifier(length)).toHaveLength(length);
  });

  it.each([0, 42, 129, 1000, -1, 43.5, Number.NaN])('refuses length %s with the exact message', (n) => {
    expect(() => generateCodeVerifier(n)).toThrow(`Expected a length between 43 and 128. Received ${n}.`);
  });

  it('uses the whole alphabet and nothing else, and never repeats', () => {
    const seen = new Set<string>();
    const verifiers = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const verifier = generateCodeVerifier(128);
      verifiers.add(verifier);
      for (const c of verifier) seen.add(c);
    }
    expect(verifiers.size).toBe(200);
    expect(seen.size).toBe(66);
    expect([...seen].join('')).toMatch(ALPHABET);
  });

  it('tells verifiers from other strings', () => {
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(40)}-._~`)).toBe(true);
  });
});

describe('code challenge (S256)', () => {
  it('matches the RFC 7636 appendix B vector', async () => {
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('is base64url(SHA-256(verifier)) for generated pairs', async () => {
    for (let i = 0; i < 20; i += 1) {
      const { codeVerifier, codeChallenge: challenge } = await generatePkce(43 + i * 4);
      expect(challenge).toBe(createHash('sha256').update(codeVerifier).digest('base64url'));
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('refuses a verifier of the wrong length or alphabet', async () => {
    await expect(codeChallenge('short')).rejects.toThrow('Expected a length between 43 and 128. Received 5.');
    await expect(codeChallenge(`${'a'.repeat(42)}/`)).rejects.toThrow(TypeError);
  });
});

describe('state', () => {
  it('is 128 random bits in base64url', () => {
    const state = randomState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomState()).not.toBe(state);
  });
});

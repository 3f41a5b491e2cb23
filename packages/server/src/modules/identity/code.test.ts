import { describe, expect, it } from 'vitest';
import { hmacHex } from '../../lib/crypto';
import { codeMatches } from './code';

describe('verification codes', () => {
  const secret = 'code-secret';
  const stored = (stateId: string, code: string, key = secret) =>
    `${stateId}:${hmacHex(key, `${stateId}:${code}`)}`;

  it('matches the code made for the state named in the stored value', () => {
    expect(codeMatches(secret, stored('s1', '042917'), '042917')).toBe(true);
  });

  it('refuses another code, another state, another secret and anything but six digits', () => {
    expect(codeMatches(secret, stored('s1', '042917'), '042918')).toBe(false);
    expect(codeMatches(secret, `s2:${stored('s1', '042917').split(':')[1]}`, '042917')).toBe(false);
    expect(codeMatches(secret, stored('s1', '042917', 'other-secret'), '042917')).toBe(false);
    expect(codeMatches(secret, stored('s1', '42917'), '42917')).toBe(false);
    expect(codeMatches(secret, null, '042917')).toBe(false);
    expect(codeMatches(secret, 'no-separator', '042917')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { outboxHref, outboxKeyCookieOptions, wellFormedKey } from './outbox-key';

describe('the operator key of the outbox page', () => {
  it('lives in an HttpOnly, SameSite=Strict cookie for /dev/outbox only, Secure over https', () => {
    expect(outboxKeyCookieOptions('http://localhost:3000')).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      secure: false,
      path: '/dev/outbox',
      maxAge: 43_200,
    });
    expect(outboxKeyCookieOptions('https://shop.example').secure).toBe(true);
    expect(outboxKeyCookieOptions('http://shop.example').secure).toBe(true);
  });

  it('takes only what can be an operator key in a header', () => {
    expect(wellFormedKey('a'.repeat(64))).toBe(true);
    expect(wellFormedKey('test-admin-key-0123456789abcdef')).toBe(true);
    for (const bad of [
      '',
      'short',
      `${'a'.repeat(30)} b`,
      `${'a'.repeat(30)},b`,
      `${'a'.repeat(30)}é`,
      'a'.repeat(513),
    ])
      expect(wellFormedKey(bad), bad).toBe(false);
  });

  it('links to the page for one recipient', () => {
    expect(outboxHref()).toBe('/dev/outbox');
    expect(outboxHref('a+b@example.com')).toBe('/dev/outbox?to=a%2Bb%40example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { linkToken } from './staff-link-params';
import {
  cleanSetupCode,
  invitationProblems,
  newPasswordProblems,
  setupProblems,
  staffFormMessages,
} from './staff-link-forms';

describe('the staff link forms’ own checks', () => {
  it('ask for a name and a new password of 8 characters or more, typed twice alike', () => {
    expect(invitationProblems({ name: '', password: 'short', confirm: 'short' })).toEqual({
      name: staffFormMessages.nameRequired,
      password: 'Your password needs at least 8 characters.',
    });
    expect(invitationProblems({ name: 'Ada', password: 'long enough', confirm: 'long enougj' })).toEqual({
      confirm: 'The two passwords are not the same.',
    });
    expect(invitationProblems({ name: 'Ada', password: 'long enough', confirm: 'long enough' })).toEqual({});
    expect(
      invitationProblems({ name: 'x'.repeat(201), password: 'long enough', confirm: 'long enough' }),
    ).toEqual({ name: staffFormMessages.nameTooLong });
  });

  it('count a password’s characters, not its bytes, and allow at most 256', () => {
    expect(newPasswordProblems('éééééééé', 'ééééééé')).toEqual({
      confirm: 'The two passwords are not the same.',
    });
    expect(newPasswordProblems('a'.repeat(257), 'a'.repeat(257))).toEqual({
      password: 'Your password is too long: use at most 256 characters.',
    });
    expect(newPasswordProblems('a'.repeat(256), 'a'.repeat(256))).toEqual({});
  });

  it('check every field of the first owner at once', () => {
    expect(setupProblems({ setupCode: '', name: '', email: 'nope', password: '', confirm: '' })).toEqual({
      setupCode: staffFormMessages.setupCodeRequired,
      name: staffFormMessages.nameRequired,
      email: 'Please enter a valid email address, like name@example.com.',
      password: 'Your password needs at least 8 characters.',
    });
    expect(
      setupProblems({
        setupCode: 'abc',
        name: 'Olive',
        email: 'olive@shop.example',
        password: 'a fine password',
        confirm: 'a fine password',
      }),
    ).toEqual({});
  });

  it('take a setup code as printed, whatever spaces came with the copy', () => {
    expect(cleanSetupCode(' AB12 cd34\n')).toBe('AB12cd34');
  });

  it('read a link’s token only when it is one', () => {
    expect(linkToken({ token: 'si_abc-DEF_123' })).toBe('si_abc-DEF_123');
    expect(linkToken({ token: ['first', 'second'] })).toBe('first');
    expect(linkToken({})).toBe('');
    expect(linkToken({ token: 'has space' })).toBe('');
    expect(linkToken({ token: '<script>' })).toBe('');
    expect(linkToken({ token: 'a'.repeat(201) })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-errors';
import { emailProblem, nameProblems, signUpProblems } from './account-validation';

describe('signUpProblems', () => {
  it('reports every field at once', () => {
    expect(signUpProblems({ name: '', email: 'ada@', password: 'short' })).toEqual({
      name: accountMessages.nameRequired,
      email: accountMessages.invalidEmail,
      password: accountMessages.passwordTooShort,
    });
  });

  it('reports only the fields that are wrong', () => {
    expect(signUpProblems({ name: 'Ada', email: '', password: 'long enough' })).toEqual({
      email: accountMessages.emailRequired,
    });
    expect(signUpProblems({ name: 'Ada', email: 'ada@example.com', password: 'x'.repeat(257) })).toEqual({
      password: accountMessages.passwordTooLong,
    });
    expect(signUpProblems({ name: 'Ada', email: 'ada@example.com', password: 'long enough' })).toEqual({});
  });

  it('counts a password in characters, not UTF-16 units', () => {
    expect(signUpProblems({ name: 'A', email: 'a@b.co', password: '🙂'.repeat(8) })).toEqual({});
  });
});

describe('emailProblem', () => {
  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com', `${'a'.repeat(250)}@b.co`])(
    'refuses %s',
    (email) => expect(emailProblem(email)).toBe(accountMessages.invalidEmail),
  );

  it('accepts a plain address', () => {
    expect(emailProblem('ada.lovelace+shop@example.co.uk')).toBeUndefined();
  });
});

describe('nameProblems', () => {
  it('needs a first name; the last name may be empty', () => {
    expect(nameProblems({ firstName: '', lastName: '' })).toEqual({
      firstName: accountMessages.firstNameRequired,
    });
    expect(nameProblems({ firstName: 'Ada', lastName: '' })).toEqual({});
  });

  it('bounds both names', () => {
    expect(nameProblems({ firstName: 'a'.repeat(201), lastName: 'b'.repeat(201) })).toEqual({
      firstName: accountMessages.nameTooLong,
      lastName: accountMessages.nameTooLong,
    });
  });
});

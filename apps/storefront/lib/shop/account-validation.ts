/** Checks the account forms make before calling the server: every field's problem at once, in words. */
import { accountMessages } from './account-errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-state';

/** The form's own check of an address; the server checks it again, more strictly. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const NAME_MAX_LENGTH = 200;

export type FieldProblems = Record<string, string>;

export function emailProblem(email: string): string | undefined {
  if (!email) return accountMessages.emailRequired;
  if (email.length > 254 || !EMAIL.test(email)) return accountMessages.invalidEmail;
  return undefined;
}

export function newPasswordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  return undefined;
}

const problems = (entries: [string, string | undefined][]): FieldProblems =>
  Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));

/** Sign-up: name, email and password, all checked, so the person sees every mistake at once. */
export function signUpProblems(input: { name: string; email: string; password: string }): FieldProblems {
  return problems([
    [
      'name',
      !input.name
        ? accountMessages.nameRequired
        : input.name.length > NAME_MAX_LENGTH
          ? accountMessages.nameTooLong
          : undefined,
    ],
    ['email', emailProblem(input.email)],
    ['password', newPasswordProblem(input.password)],
  ]);
}

/** Profile name: a first name is needed, the last name may be empty. */
export function nameProblems(input: { firstName: string; lastName: string }): FieldProblems {
  const long = (value: string) => (value.length > NAME_MAX_LENGTH ? accountMessages.nameTooLong : undefined);
  return problems([
    ['firstName', input.firstName ? long(input.firstName) : accountMessages.firstNameRequired],
    ['lastName', long(input.lastName)],
  ]);
}

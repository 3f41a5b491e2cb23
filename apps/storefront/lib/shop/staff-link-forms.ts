/**
 * Checks the staff pages opened from the server's mails and first run make before calling the server:
 * every field's problem at once, in words. Pure; staff-link-actions.ts calls them.
 */
import { accountMessages } from './account-errors';
import { emailProblem, newPasswordProblem, NAME_MAX_LENGTH, type FieldProblems } from './account-validation';

export const staffFormMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name is too long: use at most ${NAME_MAX_LENGTH} characters.`,
  setupCodeRequired: 'Please enter the setup code from the server’s log.',
  linkIncomplete: 'This link is incomplete. Open it again from the email, all of it.',
  resetSent: 'If that email belongs to staff, we sent a link. Check your inbox.',
} as const;

const pick = (entries: [string, string | undefined][]): FieldProblems =>
  Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));

export function nameProblem(name: string): string | undefined {
  if (!name) return staffFormMessages.nameRequired;
  if ([...name].length > NAME_MAX_LENGTH) return staffFormMessages.nameTooLong;
  return undefined;
}

/** A new password and its repetition. */
export function newPasswordProblems(password: string, confirm: string): FieldProblems {
  const problem = newPasswordProblem(password);
  return pick([
    ['password', problem],
    ['confirm', !problem && password !== confirm ? accountMessages.passwordsDiffer : undefined],
  ]);
}

/** Accepting an invitation: a name and a new password, typed twice. */
export const invitationProblems = (input: { name: string; password: string; confirm: string }) => ({
  ...pick([['name', nameProblem(input.name)]]),
  ...newPasswordProblems(input.password, input.confirm),
});

/** The first owner: the printed setup code, a name, an email and a new password, typed twice. */
export const setupProblems = (input: {
  setupCode: string;
  name: string;
  email: string;
  password: string;
  confirm: string;
}) => ({
  ...pick([
    ['setupCode', input.setupCode ? undefined : staffFormMessages.setupCodeRequired],
    ['name', nameProblem(input.name)],
    ['email', emailProblem(input.email)],
  ]),
  ...newPasswordProblems(input.password, input.confirm),
});

/** The setup code as printed, whatever spaces were copied around it. */
export const cleanSetupCode = (code: string) => code.replace(/\s+/g, '');

'use server';

import { redirect } from 'next/navigation';
import { accountMessages } from './account-errors';
import { passwordField, textField, type FormState } from './account-state';
import { newPasswordProblem } from './account-validation';
import { storefrontUrl } from './client';
import { fail, failFields, failureState, succeed } from './form-failure';
import { actionSession } from './session';

/** Server actions of password recovery and change. */

/** Both fields filled, equal, and within the server's bounds; a message otherwise. */
function newPasswordOf(formData: FormData): FormState | string {
  const password = passwordField(formData, 'password');
  const confirm = passwordField(formData, 'confirm');
  const problem = newPasswordProblem(password);
  if (problem) return fail(problem, { field: 'password' });
  if (password !== confirm) return fail(accountMessages.passwordsDiffer, { field: 'confirm' });
  return password;
}

export async function sendPasswordReset(_previous: FormState, formData: FormData): Promise<FormState> {
  const email = textField(formData, 'email');
  if (!email) return fail(accountMessages.emailRequired, { field: 'email', values: { email } });
  try {
    const { auth } = await actionSession();
    await auth.sendPasswordResetEmail(email, `${storefrontUrl()}/reset-password`);
  } catch (error) {
    return failureState(error, 'Sending the recovery email', { email });
  }
  return succeed(`If ${email} has an account, a link to choose a new password is on its way.`);
}

export async function resetPassword(_previous: FormState, formData: FormData): Promise<FormState> {
  const token = textField(formData, 'token');
  if (!token) return fail(accountMessages.recoveryLink);
  const password = newPasswordOf(formData);
  if (typeof password !== 'string') return password;
  try {
    const { auth } = await actionSession();
    await auth.recover(token, password);
  } catch (error) {
    return failureState(error, 'Password reset');
  }
  redirect('/login?reset=1');
}

export async function changePassword(_previous: FormState, formData: FormData): Promise<FormState> {
  const current = passwordField(formData, 'current');
  const password = newPasswordOf(formData);
  if (!current || typeof password !== 'string') {
    const problems: Record<string, string> = {};
    if (!current) problems.current = accountMessages.currentPasswordRequired;
    if (typeof password !== 'string' && password.status === 'error' && password.field) {
      problems[password.field] = password.message;
    }
    return failFields(problems);
  }
  try {
    const { auth } = await actionSession();
    await auth.changePassword(password, current);
  } catch (error) {
    return failureState(error, 'Password change');
  }
  return succeed('Your password is changed. Other devices have been logged out.');
}

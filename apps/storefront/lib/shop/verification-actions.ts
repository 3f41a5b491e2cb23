'use server';

import { redirect } from 'next/navigation';
import { accountMessages } from './account-errors';
import { textField, type FormState } from './account-state';
import { fail, failureState, succeed } from './form-failure';
import { actionSession } from './session';
import { forgetVerification, pendingVerification, rememberVerification } from './verification';
import { syncCartAtLogin } from './cart';
import type { SessionClient } from './client';

/** Server actions of the email-code screen. */

export async function verifyEmailCode(_previous: FormState, formData: FormData): Promise<FormState> {
  const pending = await pendingVerification();
  if (!pending) return fail(accountMessages.stateExpired);
  const code = textField(formData, 'code').replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) return fail(accountMessages.codeFormat, { field: 'code' });
  let loggedIn: SessionClient | undefined;
  try {
    const session = await actionSession();
    const result = await session.auth.processVerification({ verificationCode: code }, pending.stateToken);
    if (result.loginState === 'FAILURE') return fail(result.error || accountMessages.unavailable);
    if (result.loginState === 'OWNER_APPROVAL_REQUIRED') {
      await forgetVerification();
      return succeed('Your email is confirmed. The shop will approve your account shortly.');
    }
    if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
      await rememberVerification({ ...pending, stateToken: result.data.stateToken });
      return fail(accountMessages.wrongCode, { field: 'code' });
    }
    loggedIn = session;
  } catch (error) {
    return failureState(error, 'Email verification');
  }
  if (loggedIn) {
    await forgetVerification();
    await syncCartAtLogin(loggedIn);
    redirect('/profile?welcome=1');
  }
  return fail(accountMessages.unavailable);
}

export async function resendEmailCode(_previous: FormState, _formData: FormData): Promise<FormState> {
  const pending = await pendingVerification();
  if (!pending) return fail(accountMessages.stateExpired);
  try {
    const { auth } = await actionSession();
    const result = await auth.resendVerificationCode(pending.stateToken);
    if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED' && result.data.stateToken) {
      await rememberVerification({ ...pending, stateToken: result.data.stateToken });
    }
    if (result.loginState === 'FAILURE') return fail(result.error || accountMessages.unavailable);
  } catch (error) {
    return failureState(error, 'Resending the code');
  }
  return succeed(`We sent a new code to ${pending.email || 'your email address'}.`);
}

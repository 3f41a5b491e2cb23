'use server';

import type { LoginResult } from '@atelier/sdk';
import { redirect } from 'next/navigation';
import { accountMessages, outcomeMessage, type AccountErrorCode } from './account-errors';
import { passwordField, textField, type FormState } from './account-state';
import { emailProblem, signUpProblems } from './account-validation';
import { fail, failFields, failureState } from './form-failure';
import { splitName } from './member-view';
import { forgetLocalCart, syncCartAtLogin } from './cart';
import type { SessionClient } from './client';
import { actionSession } from './session';
import { rememberVerification } from './verification';

/** Server actions of sign-up and log-in. Every failure comes back as words for the person. */

/** Where an outcome leads: the profile, the email-code screen, or a message on the form. */
async function settle(
  result: LoginResult,
  flow: 'login' | 'register',
  email: string,
  values: Record<string, string>,
): Promise<FormState | 'member' | 'verify'> {
  switch (result.loginState) {
    case 'SUCCESS':
      return 'member';
    case 'EMAIL_VERIFICATION_REQUIRED':
      await rememberVerification({ stateToken: result.data.stateToken, email });
      return 'verify';
    case 'OWNER_APPROVAL_REQUIRED':
      return fail('Thank you! The shop will approve your account shortly; we will email you then.');
    case 'FAILURE': {
      const failure = outcomeMessage(result.errorCode as AccountErrorCode | undefined, flow, result.error);
      return fail(failure.message, {
        values,
        ...(failure.field ? { field: failure.field } : {}),
        ...(failure.field === 'captcha' ? { captcha: true } : {}),
      });
    }
    default:
      return fail(accountMessages.unavailable, { values });
  }
}

const captchaOf = (formData: FormData) => textField(formData, 'altcha');

export async function signUp(_previous: FormState, formData: FormData): Promise<FormState> {
  const email = textField(formData, 'email');
  const name = textField(formData, 'name');
  const password = passwordField(formData, 'password');
  const values = { email, name };
  const problems = signUpProblems({ name, email, password });
  if (Object.keys(problems).length > 0) {
    return failFields(problems, values);
  }
  const captcha = captchaOf(formData);
  let next: FormState | 'member' | 'verify';
  let session: SessionClient;
  try {
    session = await actionSession();
    const result = await session.auth.register({
      email,
      password,
      profile: { nickname: name, ...splitName(name) },
      ...(captcha ? { captchaTokens: { invisibleRecaptchaToken: captcha } } : {}),
    });
    next = await settle(result, 'register', email, values);
  } catch (error) {
    return failureState(error, 'Sign-up', values);
  }
  if (next === 'member') {
    await syncCartAtLogin(session);
    redirect('/profile');
  }
  if (next === 'verify') redirect('/verify');
  return next;
}

export async function logIn(_previous: FormState, formData: FormData): Promise<FormState> {
  const email = textField(formData, 'email');
  const password = passwordField(formData, 'password');
  const values = { email };
  const problems = {
    ...(emailProblem(email) ? { email: emailProblem(email)! } : {}),
    ...(password ? {} : { password: accountMessages.passwordRequired }),
  };
  if (Object.keys(problems).length > 0) {
    return failFields(problems, values);
  }
  const captcha = captchaOf(formData);
  let next: FormState | 'member' | 'verify';
  let session: SessionClient;
  try {
    session = await actionSession();
    const result = await session.auth.login({
      email,
      password,
      ...(captcha ? { captchaTokens: { recaptchaToken: captcha } } : {}),
    });
    next = await settle(result, 'login', email, values);
  } catch (error) {
    return failureState(error, 'Login', values);
  }
  if (next === 'member') {
    await syncCartAtLogin(session);
    redirect('/profile');
  }
  if (next === 'verify') redirect('/verify');
  return next;
}

/** Ends the session here and on the server; the cookies go in every case. */
export async function logOut(_previous: FormState, _formData: FormData): Promise<FormState> {
  try {
    const { auth } = await actionSession();
    await auth.logout();
  } catch (error) {
    await forgetLocalCart();
    console.error('Logout failed', error);
    return fail('You are logged out on this device, but the shop could not end your session everywhere.');
  }
  await forgetLocalCart();
  redirect('/login?loggedOut=1');
}

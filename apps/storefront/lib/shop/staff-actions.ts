'use server';

/**
 * Server actions of the staff pages (/admin). The session token never reaches page scripts: actions keep it
 * in the HttpOnly cookie (staff.ts) and answer only what the page shows. WebAuthn options and answers pass
 * through untouched (@simplewebauthn/browser on the page, @simplewebauthn/server on the commerce server).
 */
import type { PasskeyAnswer, PasskeyOptions } from '@atelier/sdk';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { toDataURL } from 'qrcode';
import { passwordField, textField } from './account-state';
import {
  challengeToken,
  dropSession,
  keepChallenge,
  keepSession,
  sessionToken,
  signedIn,
  signInClient,
  staffClient,
} from './staff';
import { staffErrorMessage, staffFailure, staffMessages, type StaffResult } from './staff-errors';

export type { StaffResult } from './staff-errors';

const failure = staffFailure;

/** The solved "I'm not a robot" check, sent once the server asks for it (-19971). */
const captchaOf = (formData: FormData) => {
  const solved = textField(formData, 'altcha');
  return solved ? { captchaTokens: { recaptchaToken: solved } } : {};
};

const missing = (field: string, message: string): StaffResult<never> => ({ ok: false, field, message });

/** Step one: email and password. Signed in, or a second factor is asked (its challenge kept in a cookie). */
export async function signInWithPassword(
  formData: FormData,
): Promise<StaffResult<{ next: 'done' } | { next: 'second-factor'; factors: string[] }>> {
  const email = textField(formData, 'email');
  const password = passwordField(formData, 'password');
  if (!email) return missing('email', 'Enter your email address');
  if (!password) return missing('password', 'Enter your password');
  const jar = await cookies();
  try {
    const answer = await (await signInClient()).staff.login(email, password, captchaOf(formData));
    if (answer.session) {
      keepSession(jar, answer.session);
      return { ok: true, next: 'done' };
    }
    if (!answer.challengeToken) throw new Error('sign-in answered neither a session nor a challenge');
    keepChallenge(jar, answer.challengeToken);
    return { ok: true, next: 'second-factor', factors: answer.secondFactors ?? ['totp'] };
  } catch (error) {
    return failure(error);
  }
}

/** Step two: an authenticator code or a recovery code. */
export async function signInWithCode(formData: FormData): Promise<StaffResult> {
  const code = textField(formData, 'code');
  if (!code) return missing('code', 'Enter the code from your authenticator app or a recovery code');
  const jar = await cookies();
  const token = challengeToken(jar);
  if (!token) return { ok: false, message: staffMessages.STAFF_CHALLENGE_INVALID.message, restart: true };
  try {
    keepSession(
      jar,
      (await (await signInClient()).staff.loginSecondFactor(token, code, captchaOf(formData))).session,
    );
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Step two with a passkey: the options for the person's passkeys. */
export async function secondFactorPasskeyOptions(): Promise<StaffResult<{ options: PasskeyOptions }>> {
  const token = challengeToken(await cookies());
  if (!token) return { ok: false, message: staffMessages.STAFF_CHALLENGE_INVALID.message, restart: true };
  try {
    return { ok: true, ...(await (await signInClient()).staff.passkeySecondFactorOptions(token)) };
  } catch (error) {
    return failure(error);
  }
}

export async function signInWithSecondFactorPasskey(answer: PasskeyAnswer): Promise<StaffResult> {
  const jar = await cookies();
  const token = challengeToken(jar);
  if (!token) return { ok: false, message: staffMessages.STAFF_CHALLENGE_INVALID.message, restart: true };
  try {
    keepSession(jar, (await (await signInClient()).staff.loginPasskeySecondFactor(token, answer)).session);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Sign-in with a passkey alone (no email): the options. */
export async function passwordlessOptions(): Promise<StaffResult<{ options: PasskeyOptions }>> {
  try {
    return { ok: true, ...(await (await signInClient()).staff.passwordlessOptions()) };
  } catch (error) {
    return failure(error);
  }
}

export async function signInWithPasskey(answer: PasskeyAnswer): Promise<StaffResult> {
  try {
    keepSession(await cookies(), (await (await signInClient()).staff.loginPasswordless(answer)).session);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Ends the session on the server and forgets it here. */
export async function signOut(): Promise<void> {
  const jar = await cookies();
  const token = sessionToken(jar);
  if (token) {
    try {
      await staffClient(token).staff.logout();
    } catch (error) {
      // An ended session is ended: the cookie goes either way.
      const words = staffErrorMessage(error);
      if (!words.expected) console.error('staff sign-out failed', error);
    }
  }
  dropSession(jar);
  redirect('/admin/login?signedOut=1');
}

export async function passkeyRegistrationOptions(
  currentPassword: string,
): Promise<StaffResult<{ options: PasskeyOptions }>> {
  if (!currentPassword) return missing('currentPassword', 'Enter your current password');
  const client = await signedIn();
  try {
    return { ok: true, ...(await client.staff.passkeyRegistrationOptions(currentPassword)) };
  } catch (error) {
    return failure(error);
  }
}

export async function addPasskey(answer: PasskeyAnswer, name: string): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.staff.addPasskey(answer, name.trim() || undefined);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

export async function renamePasskey(id: string, name: string): Promise<StaffResult> {
  if (!name.trim()) return missing('name', 'Enter a name for the passkey');
  const client = await signedIn();
  try {
    await client.staff.renamePasskey(id, name.trim());
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

export async function removePasskey(id: string, currentPassword: string): Promise<StaffResult> {
  if (!currentPassword) return missing('currentPassword', 'Enter your current password');
  const client = await signedIn();
  try {
    await client.staff.removePasskey(id, currentPassword);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Starts an authenticator app: the QR code is drawn here, on the storefront's server, never by a third party. */
export async function startTotp(
  currentPassword: string,
): Promise<StaffResult<{ secret: string; qrCode: string }>> {
  if (!currentPassword) return missing('currentPassword', 'Enter your current password');
  const client = await signedIn();
  try {
    const { secret, otpauthUrl } = await client.staff.startTotp(currentPassword);
    const qrCode = await toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
    return { ok: true, secret, qrCode };
  } catch (error) {
    return failure(error);
  }
}

export async function confirmTotp(code: string): Promise<StaffResult<{ recoveryCodes: string[] }>> {
  if (!code.trim()) return missing('code', 'Enter the 6-digit code your app shows');
  const client = await signedIn();
  try {
    return { ok: true, ...(await client.staff.confirmTotp(code.trim())) };
  } catch (error) {
    return failure(error);
  }
}

export async function endSession(id: string): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.staff.endMySession(id);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Today's "Send reminder": mails the buyer of an unpaid bank transfer its payment instructions again. */
export async function sendPaymentReminder(orderId: string): Promise<StaffResult<{ sentTo: string }>> {
  const client = await signedIn();
  try {
    const { sentTo } = await client.dashboard.sendPaymentReminder(orderId);
    return { ok: true, sentTo };
  } catch (error) {
    return failure(error);
  }
}

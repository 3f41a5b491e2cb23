'use server';

/**
 * Server actions of the staff pages the server's mails and first run point at: an invitation accepted, a
 * password reset asked and confirmed, the first owner set up. A session they open is kept in the staff
 * cookie exactly as the sign-in keeps it (staff.ts).
 */
import { cookies } from 'next/headers';
import { passwordField, textField } from './account-state';
import { emailProblem, type FieldProblems } from './account-validation';
import { keepSession, signInClient } from './staff';
import { staffErrorMessage } from './staff-errors';
import { cleanSetupCode, invitationProblems, newPasswordProblems, setupProblems } from './staff-link-forms';

export type LinkResult =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** The field the message belongs to (`captcha` when the server asks for the check). */
      field?: string | undefined;
      /** Several fields to correct at once. */
      fields?: FieldProblems;
    };

const checkFields = (fields: FieldProblems): LinkResult | undefined =>
  Object.keys(fields).length > 0
    ? { ok: false, message: 'Please correct the fields marked below.', fields }
    : undefined;

function failure(error: unknown): LinkResult {
  const words = staffErrorMessage(error);
  if (!words.expected) console.error('staff link action failed', error);
  return { ok: false, message: words.message, ...(words.field ? { field: words.field } : {}) };
}

/** The invitation's link token, name and password: the new person, signed in. */
export async function acceptInvitation(formData: FormData): Promise<LinkResult> {
  const token = textField(formData, 'token');
  const name = textField(formData, 'name');
  const password = passwordField(formData, 'password');
  const problems = checkFields(
    invitationProblems({ name, password, confirm: passwordField(formData, 'confirm') }),
  );
  if (problems) return problems;
  const jar = await cookies();
  try {
    const { session } = await (await signInClient()).staff.acceptInvitation({ token, password, name });
    keepSession(jar, session);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** The shop's first owner, with the setup code the server printed: signed in. */
export async function setUpOwner(formData: FormData): Promise<LinkResult> {
  const input = {
    setupCode: cleanSetupCode(textField(formData, 'setupCode')),
    name: textField(formData, 'name'),
    email: textField(formData, 'email'),
    password: passwordField(formData, 'password'),
    confirm: passwordField(formData, 'confirm'),
  };
  const problems = checkFields(setupProblems(input));
  if (problems) return problems;
  const jar = await cookies();
  try {
    const { session } = await (
      await signInClient()
    ).staff.setUpOwner({
      setupCode: input.setupCode,
      name: input.name,
      email: input.email,
      password: input.password,
    });
    keepSession(jar, session);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Mails a reset link if the email has staff; the answer never tells whether it has. */
export async function requestStaffReset(formData: FormData): Promise<LinkResult> {
  const email = textField(formData, 'email');
  const problem = emailProblem(email);
  if (problem) return { ok: false, message: problem, field: 'email' };
  const captcha = textField(formData, 'altcha');
  try {
    await (
      await signInClient()
    ).staff.requestPasswordReset(email, {
      ...(captcha ? { captchaTokens: { recaptchaToken: captcha } } : {}),
    });
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Sets the new password of the reset link; every session ends, so the person signs in again. */
export async function confirmStaffReset(formData: FormData): Promise<LinkResult> {
  const token = textField(formData, 'token');
  const password = passwordField(formData, 'password');
  const problems = checkFields(newPasswordProblems(password, passwordField(formData, 'confirm')));
  if (problems) return problems;
  try {
    await (await signInClient()).staff.confirmPasswordReset(token, password);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

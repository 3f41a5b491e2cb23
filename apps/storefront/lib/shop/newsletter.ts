'use server';

import { randomUUID } from 'node:crypto';
import { shop, shopWith } from './client';
import { forwardedFor, shopperAddress } from './shopper-address';
import { textField, type FormState } from './account-state';
import { newsletterErrorMessage, newsletterLinkErrorMessage, newsletterMessages } from './errors';
import { fail, succeed } from './form-failure';
import { readEmail, type NewsletterState } from './newsletter-state';

/**
 * Server action behind the footer's "Stay in touch" form: stores the address on the server through
 * `client.newsletter.subscribe`. Every failure comes back as a message for the person; unexpected ones
 * are logged too.
 */
export async function subscribeToNewsletter(
  _previous: NewsletterState,
  formData: FormData,
): Promise<NewsletterState> {
  const email = readEmail(formData);
  const id = randomUUID();
  if (email === '') {
    return { status: 'error', id, email, message: newsletterMessages.empty, field: 'email' };
  }
  try {
    await shopWith(forwardedFor(await shopperAddress())).newsletter.subscribe(email);
  } catch (error) {
    const failure = newsletterErrorMessage(error);
    if (!failure.expected) console.error('Newsletter sign-up failed', error);
    return {
      status: 'error',
      id,
      email,
      message: failure.message,
      ...(failure.field ? { field: failure.field } : {}),
    };
  }
  return { status: 'success', id, message: newsletterMessages.success(email) };
}

/** The token of a mailed link, as the confirm and unsubscribe pages post it back. */
async function withLinkToken(
  formData: FormData,
  call: (token: string) => Promise<string>,
  what: string,
): Promise<FormState> {
  const token = textField(formData, 'token');
  if (!token) return fail(newsletterMessages.invalidLink);
  try {
    return succeed(await call(token));
  } catch (error) {
    const failure = newsletterLinkErrorMessage(error);
    if (!failure.expected) console.error(`${what} failed`, error);
    return fail(failure.message);
  }
}

/** Behind the "Confirm my subscription" button of /newsletter/confirm (a button, so mail scanners that open links confirm nothing). */
export async function confirmNewsletter(_previous: FormState, formData: FormData): Promise<FormState> {
  return withLinkToken(
    formData,
    async (token) =>
      newsletterMessages.confirmed((await shop().newsletter.confirm(token)).subscription.email),
    'Newsletter confirmation',
  );
}

/** Behind the "Unsubscribe" button of /newsletter/unsubscribe. */
export async function unsubscribeFromNewsletter(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  return withLinkToken(
    formData,
    async (token) => {
      await shop().newsletter.unsubscribe(token);
      return newsletterMessages.unsubscribed;
    },
    'Newsletter unsubscription',
  );
}

'use server';

import { randomUUID } from 'node:crypto';
import { shop } from './client';
import { newsletterErrorMessage, newsletterMessages } from './errors';
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
    await shop().newsletter.subscribe(email);
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

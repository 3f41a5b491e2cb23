import { ApplicationError, ValidationError } from '@atelier/sdk';

/** Words for the person using the shop, for a failure of a call through @atelier/sdk. */
export interface UserMessage {
  message: string;
  /** The form field the message belongs to, when there is one. */
  field?: string;
  /** True for failures the person can put right; false for faults that must also be logged. */
  expected: boolean;
}

/** Whether an SDK validation error names the given argument among its field violations. */
export function violates(error: unknown, field: string): boolean {
  return error instanceof ValidationError && error.fieldViolations.some((v) => v.field === field);
}

/** The code of an SDK application error (ALREADY_SUBSCRIBED, NOT_FOUND, ...), if the value is one. */
export function applicationCode(error: unknown): string | undefined {
  return error instanceof ApplicationError ? error.code : undefined;
}

export const newsletterMessages = {
  empty: 'Please enter your email address.',
  invalid: 'Please enter a valid email address, like name@example.com.',
  unavailable: 'We could not sign you up just now. Please try again in a moment.',
  tooMany: 'Too many sign-ups from your connection. Please try again in 15 minutes.',
  success: (email: string) =>
    `Thank you! Check your inbox at ${email} and follow the link to confirm your subscription.`,
  confirmed: (email: string) => `${email} is subscribed to our newsletter. Thank you!`,
  unsubscribed: 'You are unsubscribed: we will send you no more newsletters.',
  invalidLink: 'This link is incomplete or not valid. Open it again from the email, all of it.',
  expiredLink:
    'This link has expired, or the address was unsubscribed since. Sign up again at the foot of any page to get a new one.',
  linkUnavailable: 'Something went wrong on our side. Please try the link again in a moment.',
} as const;

/** What to tell the person when `client.newsletter.subscribe(email)` throws. */
export function newsletterErrorMessage(error: unknown): UserMessage {
  if (violates(error, 'email')) {
    return { message: newsletterMessages.invalid, field: 'email', expected: true };
  }
  if (applicationCode(error) === 'TOO_MANY_REQUESTS') {
    return { message: newsletterMessages.tooMany, expected: true };
  }
  return { message: newsletterMessages.unavailable, expected: false };
}

/** What to tell the person when `confirm` or `unsubscribe` with the token of a mailed link throws. */
export function newsletterLinkErrorMessage(error: unknown): UserMessage {
  const code = applicationCode(error);
  if (code === 'INVALID_NEWSLETTER_LINK' || violates(error, 'token')) {
    return { message: newsletterMessages.invalidLink, expected: true };
  }
  if (code === 'NEWSLETTER_LINK_EXPIRED') return { message: newsletterMessages.expiredLink, expected: true };
  return { message: newsletterMessages.linkUnavailable, expected: false };
}

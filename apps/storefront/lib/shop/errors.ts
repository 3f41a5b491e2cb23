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
  duplicate: 'This address is already subscribed to our newsletter.',
  unavailable: 'We could not sign you up just now. Please try again in a moment.',
  success: (email: string) => `Thank you! ${email} is now subscribed to our newsletter.`,
} as const;

/** What to tell the person when `client.newsletter.subscribe(email)` throws. */
export function newsletterErrorMessage(error: unknown): UserMessage {
  if (applicationCode(error) === 'ALREADY_SUBSCRIBED') {
    return { message: newsletterMessages.duplicate, field: 'email', expected: true };
  }
  if (violates(error, 'email')) {
    return { message: newsletterMessages.invalid, field: 'email', expected: true };
  }
  return { message: newsletterMessages.unavailable, expected: false };
}

import { defineModule } from '../module';

export interface ConfirmedSubscription {
  /** Stored in lower case. */
  email: string;
  confirmedDate: Date;
}

/**
 * Newsletter with double opt-in. `subscribe` mails a confirmation link (or, to an address already on the
 * list, a notice) and answers `{}` whatever the address's state, so it never tells whether an address is
 * subscribed. The token of a mailed link goes to `confirm` or `unsubscribe`; neither needs a login.
 * Errors: `ValidationError` on argument `email` (violatedRule FORMAT, data.type EMAIL) or `token`;
 * `ApplicationError` TOO_MANY_REQUESTS (429, too many sign-ups from one client address),
 * INVALID_NEWSLETTER_LINK (400, a malformed or forged token), NEWSLETTER_LINK_EXPIRED (400, confirm: the
 * address was unsubscribed or not confirmed within 7 days), MAIL_UNAVAILABLE (503).
 */
export const newsletter = defineModule((context) => ({
  subscribe: (email: string): Promise<Record<string, never>> =>
    context.request<Record<string, never>>({
      method: 'POST',
      path: '/v1/newsletter/subscriptions',
      body: { email },
      fieldMap: { email: 'email' },
    }),
  confirm: (token: string): Promise<{ subscription: ConfirmedSubscription }> =>
    context.request<{ subscription: ConfirmedSubscription }>({
      method: 'POST',
      path: '/v1/newsletter/confirm',
      body: { token },
      fieldMap: { token: 'token' },
    }),
  unsubscribe: (token: string): Promise<Record<string, never>> =>
    context.request<Record<string, never>>({
      method: 'POST',
      path: '/v1/newsletter/unsubscribe',
      body: { token },
      fieldMap: { token: 'token' },
    }),
}));

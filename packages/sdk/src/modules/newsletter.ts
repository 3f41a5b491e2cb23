import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/newsletter';

/** A subscriber as staff see it: CONFIRMED once the mailed link was followed. */
export type Subscriber = ClientForm<Wire.Subscriber>;
export interface SubscribersPage {
  subscribers: Subscriber[];
  metadata: Wire.QuerySubscribersReply['metadata'];
}
/** The confirmed subscribers as a CSV file (cells a spreadsheet would run as formulas start with '). */
export type SubscribersExport = Wire.ExportSubscribersReply;

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
 * Staff (elevated clients holding `marketing:read`): `querySubscribers` (filter `email`, `status`,
 * `createdDate`, `confirmedDate`) and `exportSubscribers` (the confirmed ones as CSV).
 */
export const newsletter = defineModule(
  (context) => ({
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
    querySubscribers: (query: Record<string, unknown> = {}): Promise<SubscribersPage> =>
      context.request<SubscribersPage>({
        method: 'POST',
        path: '/v1/newsletter/subscriptions/query',
        body: { query },
      }),
    exportSubscribers: (): Promise<SubscribersExport> =>
      context.request<SubscribersExport>({
        method: 'GET',
        path: '/v1/newsletter/subscriptions/export',
        rules: false,
      }),
  }),
  { elevated: ['querySubscribers', 'exportSubscribers'] },
);

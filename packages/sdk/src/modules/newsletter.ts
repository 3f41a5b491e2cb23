import { defineModule } from '../module';

export interface Subscription {
  _id: string;
  /** Stored in lower case. */
  email: string;
  _createdDate: Date;
}

export interface SubscribeResponse {
  subscription: Subscription;
}

/**
 * Newsletter sign-up. Errors: `ApplicationError` with code ALREADY_SUBSCRIBED (409) for an address
 * already on the list; `ValidationError` on argument `email` (violatedRule FORMAT, data.type EMAIL).
 */
export const newsletter = defineModule((context) => ({
  subscribe: (email: string): Promise<SubscribeResponse> =>
    context.request<SubscribeResponse>({
      method: 'POST',
      path: '/v1/newsletter/subscriptions',
      body: { email },
      fieldMap: { email: 'email' },
    }),
}));

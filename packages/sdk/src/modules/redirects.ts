import type { RedirectSession } from '../auth/wire';
import { defineModule } from '../module';

export type { RedirectSession };

/** One kind per session (spec section 7: POST /v1/redirect-session). */
export interface RedirectSessionRequest {
  auth?: { authRequest: Record<string, unknown>; prompt?: string };
  login?: Record<string, unknown>;
  logout?: { clientId?: string };
  ecomCheckout?: { checkoutId: string };
  storesProduct?: { productSlug: string };
  bookingsCheckout?: Record<string, unknown>;
  eventsCheckout?: Record<string, unknown>;
  paidPlansCheckout?: Record<string, unknown>;
  bookingsBook?: Record<string, unknown>;
  /** `postFlowUrl`: where the page sends the browser afterwards (a URL of the client). */
  callbacks?: { postFlowUrl?: string; thankYouPageUrl?: string };
  preferences?: Record<string, unknown>;
}

/**
 * Redirect sessions: URLs of pages that finish a flow (hosted login, logout, checkout). The OAuth
 * strategy makes the `auth` and `logout` kinds itself. Errors: ApplicationError ONE_KIND_REQUIRED,
 * NOT_SUPPORTED, INVALID_POST_FLOW_URL (400).
 */
export const redirects = defineModule((context) => ({
  createRedirectSession: (request: RedirectSessionRequest) =>
    context.request<{ redirectSession: RedirectSession }>({
      method: 'POST',
      path: '/v1/redirect-session',
      body: request,
      rules: false,
    }),
}));

/**
 * The staff session on the storefront's server side: the `sa_...` token lives in an HttpOnly cookie on /admin
 * (staff-cookie.ts); each request builds a client with StaffSessionStrategy over it. Renders read it; server
 * actions (staff-actions.ts) write it.
 */
import {
  apiKeys,
  catalogBulk,
  collections,
  createClient,
  dashboard,
  draftOrders,
  giftCards,
  mailOutbox,
  mailTemplates,
  members,
  newsletter,
  orderFulfillments,
  orderManagement,
  orders,
  paymentMethods,
  pricing,
  productEditing,
  products,
  reconcile,
  shopSettings,
  shippingAdmin,
  shippingRates,
  staff,
  stock,
  StaffSessionStrategy,
  webhooks,
  type StaffMember,
} from '@atelier/sdk';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { apiUrl, storefrontUrl } from './client';
import { forwardedFor, shopperAddress } from './shopper-address';
import {
  secondsUntil,
  STAFF_CHALLENGE_COOKIE,
  STAFF_CHALLENGE_MAX_AGE,
  STAFF_COOKIE_PATH,
  STAFF_SESSION_COOKIE,
  staffCookieOptions,
  tokenFromCookie,
} from './staff-cookie';
import { isStaffSessionEnded } from './staff-errors';

/** Staff calls are personal: never from Next's fetch cache. */
const noStore = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const patched = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return (patched._nextOriginalFetch ?? patched)(input, { ...init, cache: 'no-store' });
};

/**
 * A client for sign-in (no session), carrying the person's address (the server's per-address limits) and
 * browser (the list of sessions names the device by it).
 */
export async function signInClient() {
  const userAgent = (await headers()).get('user-agent');
  return createClient({
    baseUrl: apiUrl(),
    fetch: noStore,
    headers: { ...forwardedFor(await shopperAddress()), ...(userAgent ? { 'user-agent': userAgent } : {}) },
    modules: { staff },
  });
}

/** A client acting with the staff session `accessToken`. */
export const staffClient = (accessToken: string) =>
  createClient({
    baseUrl: apiUrl(),
    fetch: noStore,
    auth: StaffSessionStrategy({ accessToken }),
    modules: {
      staff,
      orders,
      orderManagement,
      members,
      products,
      productEditing,
      collections,
      dashboard,
      draftOrders,
      giftCards,
      newsletter,
      apiKeys,
      mailOutbox,
      mailTemplates,
      orderFulfillments,
      reconcile,
      stock,
      catalogBulk,
      shopSettings,
      pricing,
      shippingAdmin,
      shippingRates,
      paymentMethods,
      webhooks,
    },
  });

export type StaffClient = ReturnType<typeof staffClient>;

type Jar = Awaited<ReturnType<typeof cookies>>;

export const sessionToken = (jar: Jar) => tokenFromCookie(jar.get(STAFF_SESSION_COOKIE)?.value, 'sa_');
export const challengeToken = (jar: Jar) => tokenFromCookie(jar.get(STAFF_CHALLENGE_COOKIE)?.value, 'sc_');

export function keepSession(jar: Jar, session: { accessToken: string; expiresAt: string }) {
  jar.set(
    STAFF_SESSION_COOKIE,
    session.accessToken,
    staffCookieOptions(storefrontUrl(), secondsUntil(session.expiresAt, Date.now())),
  );
  jar.delete({ name: STAFF_CHALLENGE_COOKIE, path: STAFF_COOKIE_PATH });
}

export const keepChallenge = (jar: Jar, token: string) =>
  jar.set(STAFF_CHALLENGE_COOKIE, token, staffCookieOptions(storefrontUrl(), STAFF_CHALLENGE_MAX_AGE));

export const dropSession = (jar: Jar) => {
  jar.delete({ name: STAFF_SESSION_COOKIE, path: STAFF_COOKIE_PATH });
  jar.delete({ name: STAFF_CHALLENGE_COOKIE, path: STAFF_COOKIE_PATH });
};

export interface SignedInStaff {
  member: StaffMember;
  client: StaffClient;
}

/** For renders: the signed-in person, or undefined (no cookie, or the session ended). Once per request. */
export const currentStaff = cache(async (): Promise<SignedInStaff | undefined> => {
  const token = sessionToken(await cookies());
  if (!token) return undefined;
  const client = staffClient(token);
  try {
    return { member: (await client.staff.me()).staff, client };
  } catch (error) {
    if (isStaffSessionEnded(error)) return undefined;
    throw error;
  }
});

/** For admin pages: the signed-in person; without one, to /admin/login. */
export async function requireStaff(): Promise<SignedInStaff> {
  const signedIn = await currentStaff();
  if (!signedIn) redirect('/admin/login');
  return signedIn;
}

/** Whether the shop still needs its first owner (GET /v1/staff/setup): /admin/setup is open only then. */
export async function setupNeeded(): Promise<boolean> {
  return (await (await signInClient()).staff.getSetup()).needed;
}

/** The signed-in client for a server action; signed out, the page is sent to sign in. */
export async function signedIn(): Promise<StaffClient> {
  const token = sessionToken(await cookies());
  if (!token) redirect('/admin/login');
  return staffClient(token);
}

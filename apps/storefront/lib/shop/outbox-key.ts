/**
 * The operator key on the /dev/outbox page: the operator types it once, the storefront keeps it in an
 * HttpOnly cookie that only that page receives and sends it to the server, which alone knows the key.
 * Pure functions: the page and its server actions use them (outbox.ts, outbox-actions.ts).
 */
import { secureCookies } from './session-cookies';

export const OUTBOX_PATH = '/dev/outbox';
export const OUTBOX_KEY_COOKIE = 'ATELIER_OUTBOX_KEY';
/** A working day: the operator types the key again the next morning. */
export const OUTBOX_KEY_MAX_AGE = 12 * 60 * 60;

export const outboxKeyMessages = {
  empty: 'Enter the operator key.',
  wrong: 'That is not the operator key.',
  expired: 'The key kept in this browser is no longer accepted. Enter the operator key again.',
  unavailable: 'The commerce server could not be reached. Is it running?',
} as const;

export interface OutboxKeyCookieOptions {
  httpOnly: true;
  sameSite: 'strict';
  secure: boolean;
  path: typeof OUTBOX_PATH;
  maxAge: number;
}

/** HttpOnly, SameSite=Strict, sent to /dev/outbox only; Secure unless the shop is served over http on this machine. */
export const outboxKeyCookieOptions = (storefrontUrl: string): OutboxKeyCookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: secureCookies(storefrontUrl),
  path: OUTBOX_PATH,
  maxAge: OUTBOX_KEY_MAX_AGE,
});

/**
 * Whether `text` can be an operator key (ADMIN_API_KEY is 24 characters or more) that fits in a header:
 * printable ASCII without spaces or commas (a comma would split it into several credentials).
 */
export const wellFormedKey = (text: string): boolean => /^[\x21-\x2b\x2d-\x7e]{24,512}$/.test(text);

/** The outbox page, narrowed to one recipient when `to` is given. */
export const outboxHref = (to?: string): string =>
  to ? `${OUTBOX_PATH}?to=${encodeURIComponent(to)}` : OUTBOX_PATH;

import { createHmac, timingSafeEqual } from 'node:crypto';

/** A pending address must be confirmed within 7 days of its latest confirmation mail. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** Mails one address can be sent, whoever asks: one a minute, five a day. */
export const MAIL_INTERVAL_MS = 60_000;
export const MAIL_WINDOW_MS = 24 * 60 * 60_000;
export const MAILS_PER_WINDOW = 5;

export interface MailCounters {
  lastMailedAt: Date | null;
  mailWindowStart: Date | null;
  mailCount: number;
}

/** Whether an address may be mailed now, and its counters once it is. */
export function mailDecision(
  state: MailCounters,
  now: Date,
): { send: false } | { send: true; counters: MailCounters } {
  if (state.lastMailedAt && now.getTime() - state.lastMailedAt.getTime() < MAIL_INTERVAL_MS) {
    return { send: false };
  }
  const windowOpen =
    state.mailWindowStart !== null && now.getTime() - state.mailWindowStart.getTime() < MAIL_WINDOW_MS;
  if (windowOpen && state.mailCount >= MAILS_PER_WINDOW) return { send: false };
  return {
    send: true,
    counters: {
      lastMailedAt: now,
      mailWindowStart: windowOpen ? state.mailWindowStart : now,
      mailCount: windowOpen ? state.mailCount + 1 : 1,
    },
  };
}

export type LinkPurpose = 'confirm' | 'unsubscribe';

const signature = (secret: string, purpose: LinkPurpose, id: string) =>
  createHmac('sha256', secret).update(`newsletter-${purpose}:${id}`).digest('base64url');

/**
 * The token of a newsletter link: the subscription's id and an HMAC of it under a server secret, so a
 * link needs no stored state (an unsubscribe link works in every mail ever sent) and cannot be forged
 * or used for the other purpose.
 */
export function linkToken(secret: string, purpose: LinkPurpose, id: string): string {
  return `${id}.${signature(secret, purpose, id)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The subscription id a token was signed for, or undefined when it is malformed or forged. */
export function linkSubject(secret: string, purpose: LinkPurpose, token: string): string | undefined {
  const dot = token.indexOf('.');
  const id = token.slice(0, dot);
  if (dot < 0 || !UUID.test(id)) return undefined;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

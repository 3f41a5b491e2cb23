import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open';
import { newsletterSubscriptions } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sweepNow } from '../../db/sweep';
import { withinLimit } from '../identity';
import { newsletterConfirmationMail, newsletterNoticeMail, type MailContent } from '../mail';
import { readShopName } from '../shop-settings';
import { CONFIRM_TTL_MS, linkSubject, linkToken, mailDecision, type LinkPurpose } from './rules';

export type Deps = Pick<AppContext, 'config' | 'secrets' | 'mailer' | 'log'>;

/**
 * Sign-ups one client address may send in 15 minutes. Behind the storefront that address is the
 * storefront's, shared by every shopper, hence a bound against floods rather than a per-person limit.
 */
const SIGNUPS_PER_ADDRESS = 100;

const tooManyRequests = () =>
  new AppError(429, 'TOO_MANY_REQUESTS', 'Too many sign-ups from this address: try again later');
export const invalidLink = () =>
  new AppError(400, 'INVALID_NEWSLETTER_LINK', 'This link is not valid: check that it was copied whole');
export const expiredLink = () =>
  new AppError(400, 'NEWSLETTER_LINK_EXPIRED', 'This link has expired: sign up again to get a new one');

const link = (deps: Deps, purpose: LinkPurpose, id: string) =>
  `${deps.config.storefrontUrl}/newsletter/${purpose}?token=${encodeURIComponent(
    linkToken(deps.secrets.newsletterHmac, purpose, id),
  )}`;

/**
 * POST /v1/newsletter/subscriptions (double opt-in). A new or pending address is sent a confirmation
 * link; an address already subscribed is sent a notice that nothing changed. Either way the answer is
 * the same `{}`, so nobody learns whether an address is on the list, and an address gets at most one
 * mail a minute and five a day, whoever asks (beyond that the request is answered alike and mails nothing).
 */
export async function subscribe(db: Db, deps: Deps, input: { email: string; ip: string }) {
  if (!(await withinLimit(db, `newsletter:${input.ip}`, SIGNUPS_PER_ADDRESS))) throw tooManyRequests();
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  await sweepNow(db, 'newsletter-pending', () =>
    db
      .delete(newsletterSubscriptions)
      .where(
        and(isNull(newsletterSubscriptions.confirmedDate), lt(newsletterSubscriptions.confirmExpiresAt, now)),
      ),
  );
  const shopName = await readShopName(db, deps.config);
  const mail = await db.transaction(async (tx): Promise<MailContent | undefined> => {
    await tx
      .insert(newsletterSubscriptions)
      .values({ email, confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS) })
      .onConflictDoNothing({ target: newsletterSubscriptions.email });
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .for('update');
    if (!row) throw new Error('newsletter subscription not stored');
    const decision = mailDecision(row, now);
    if (!decision.send) return undefined;
    const confirmed = row.confirmedDate !== null;
    await tx
      .update(newsletterSubscriptions)
      .set({
        ...decision.counters,
        // Each confirmation mail gives the pending address another 7 days.
        ...(confirmed ? {} : { confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS) }),
      })
      .where(eq(newsletterSubscriptions.id, row.id));
    const unsubscribe = link(deps, 'unsubscribe', row.id);
    return confirmed
      ? newsletterNoticeMail(shopName, { unsubscribe })
      : newsletterConfirmationMail(shopName, {
          confirm: link(deps, 'confirm', row.id),
          unsubscribe,
        });
  });
  if (mail) {
    try {
      await deps.mailer.send(email, mail);
    } catch (error) {
      deps.log.error({ err: error, kind: mail.kind }, 'could not send mail');
      throw new AppError(503, 'MAIL_UNAVAILABLE', 'The mail could not be sent: try again later');
    }
  }
  return {};
}

/** POST /v1/newsletter/confirm: the mailed link subscribes its address; following it again changes nothing. */
export async function confirm(db: Db, deps: Deps, token: string) {
  const id = linkSubject(deps.secrets.newsletterHmac, 'confirm', token);
  if (!id) throw invalidLink();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      confirmedDate: sql`coalesce(${newsletterSubscriptions.confirmedDate}, now())`,
      confirmExpiresAt: null,
    })
    .where(
      and(
        eq(newsletterSubscriptions.id, id),
        sql`(${newsletterSubscriptions.confirmedDate} is not null or ${newsletterSubscriptions.confirmExpiresAt} > now())`,
      ),
    )
    .returning();
  if (!row?.confirmedDate) throw expiredLink();
  return { subscription: { email: row.email, confirmedDate: row.confirmedDate.toISOString() } };
}

/** POST /v1/newsletter/unsubscribe: the address leaves the list (and the database); again is still fine. */
export async function unsubscribe(db: Db, deps: Deps, token: string) {
  const id = linkSubject(deps.secrets.newsletterHmac, 'unsubscribe', token);
  if (!id) throw invalidLink();
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return {};
}

import type { Db } from '../../db/open';
import { newsletterSubscriptions } from '../../db/schema';
import { AppError } from '../../http/errors';

export const alreadySubscribed = () =>
  new AppError(409, 'ALREADY_SUBSCRIBED', 'This address is already subscribed to the newsletter');

/** Adds an address to the newsletter list; an address is kept once, whatever its letter case. */
export async function subscribe(db: Db, email: string) {
  const normalised = email.trim().toLowerCase();
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: normalised })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning();
  if (!row) throw alreadySubscribed();
  return { id: row.id, email: row.email, createdDate: row.createdDate.toISOString() };
}

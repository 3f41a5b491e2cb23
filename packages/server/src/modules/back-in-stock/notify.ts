import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open';
import { backInStockRequests } from '../../db/schema';
import { availableStock, shopperVariants, type VariantRef } from '../catalog';
import { backInStockMail } from '../mail';
import { loadMember } from '../members';
import { readShopName } from '../shop-settings';
import { dueForMail, pieceLink } from './rules';

export type NotifyDeps = Pick<AppContext, 'config' | 'mailer' | 'log'>;

/** Waiting variants looked at per statement (all are looked at in one sweep, page by page). */
const PAGE = 200;

/** The variants somebody waits for, in key order, after `after`. */
async function waitingVariants(db: Db, after: VariantRef | undefined): Promise<VariantRef[]> {
  const t = backInStockRequests;
  return db
    .selectDistinct({ productId: t.productId, variantId: t.variantId })
    .from(t)
    .where(
      and(
        isNull(t.notifiedDate),
        after
          ? or(
              gt(t.productId, after.productId),
              and(eq(t.productId, after.productId), gt(t.variantId, after.variantId)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(t.productId), asc(t.variantId))
    .limit(PAGE);
}

/**
 * Mails every member who waits for a variant that is back in stock, once: it reads what the catalog
 * holds now (whatever wrote the stock: an order, a return, a merchant's edit, an import), so no stock
 * write path carries any of this. Each request is claimed by one statement that sets `notified_date`
 * where it is still null, so of two sweeps (or two server processes) only one mails it; a mail that
 * cannot be sent gives its claim back for the next sweep. Answers how many mails went out.
 */
export async function notifyRestocked(db: Db, deps: NotifyDeps): Promise<number> {
  let sent = 0;
  let after: VariantRef | undefined;
  for (;;) {
    const refs = await waitingVariants(db, after);
    if (refs.length === 0) return sent;
    after = refs[refs.length - 1];
    const [levels, pieces] = await Promise.all([availableStock(db, refs), shopperVariants(db, refs)]);
    const due = refs.flatMap((ref, i) => {
      const piece = pieces[i] ?? null;
      const level = levels[i] ?? null;
      return piece && level && dueForMail({ inStock: level.inStock, visible: piece.visible }) ? [piece] : [];
    });
    for (const piece of due) sent += await mailWaiting(db, deps, piece);
    if (refs.length < PAGE) return sent;
  }
}

async function mailWaiting(
  db: Db,
  deps: NotifyDeps,
  piece: {
    productId: string;
    variantId: string;
    productName: string;
    slug: string;
    choices: Record<string, string>;
  },
): Promise<number> {
  const t = backInStockRequests;
  const claimed = await db
    .update(t)
    .set({ notifiedDate: sql`now()` })
    .where(and(eq(t.productId, piece.productId), eq(t.variantId, piece.variantId), isNull(t.notifiedDate)))
    .returning({ id: t.id, memberId: t.memberId });
  const mail = backInStockMail(await readShopName(db, deps.config), {
    productName: piece.productName,
    choices: piece.choices,
    link: pieceLink(deps.config.storefrontUrl, piece.slug, piece.choices),
  });
  const unsent: string[] = [];
  let sent = 0;
  for (const claim of claimed) {
    const member = await loadMember(db, claim.memberId);
    // A blocked or deleted account is not mailed; its request counts as answered.
    if (!member || member.status !== 'ACTIVE') continue;
    try {
      await deps.mailer.send(member.email, mail);
      sent += 1;
    } catch (error) {
      deps.log.error(
        { err: error, kind: mail.kind },
        'could not send a back-in-stock mail; trying again later',
      );
      unsent.push(claim.id);
    }
  }
  if (unsent.length > 0) await db.update(t).set({ notifiedDate: null }).where(inArray(t.id, unsent));
  return sent;
}

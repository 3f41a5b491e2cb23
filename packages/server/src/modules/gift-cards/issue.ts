import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open';
import { giftCards } from '../../db/schema';
import { dateText } from '../../lib/shop-time';
import { withAudit } from '../audit';
import { giftCardMail } from '../mail';
import { readShopName, readShopTimeZone } from '../shop-settings';
import { issueGiftCard } from './admin';
import type { GiftCardView, IssueGiftCardInput } from './schemas';

type Deps = Pick<AppContext, 'db' | 'config' | 'mailer' | 'log'>;

/** The audit log keeps a card without its code: whoever reads the log could spend it. */
export const withoutCode = ({ code: _, ...card }: { code: string } & Record<string, unknown>) => card;

/** The card's value as its recipient reads it (`$50.00`). */
export const amountText = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));

/**
 * POST /v1/gift-cards: the card is issued (and audited); with a recipient it is then mailed, and the mail's
 * leaving is audited too (`giftCard.mailed`). A mail that cannot leave does not undo the card: the answer
 * has no `mailedDate`, so the merchant knows to pass the code on another way.
 */
export async function issueAndMail(deps: Deps, input: IssueGiftCardInput) {
  const issued = await withAudit(
    deps.db,
    { action: 'giftCard.issued', entity: 'giftCard', after: (r) => withoutCode(r.giftCard) },
    (tx: Db) => issueGiftCard(tx, input),
  );
  if (!input.recipient) return issued;
  const card = issued.giftCard;
  const timeZone = await readShopTimeZone(deps.db);
  const mail = giftCardMail(await readShopName(deps.db, deps.config), {
    code: card.code,
    amount: amountText(card.initialBalance, card.currency),
    ...(card.expirationDate ? { expires: dateText(new Date(card.expirationDate), timeZone) } : {}),
    ...(input.recipient.name ? { recipientName: input.recipient.name } : {}),
    ...(input.recipient.message ? { message: input.recipient.message } : {}),
    shopUrl: deps.config.storefrontUrl,
  });
  try {
    await deps.mailer.send(card.recipient!.email, mail);
  } catch (error) {
    deps.log.error({ err: error, kind: mail.kind, giftCardId: card.id }, 'could not send mail');
    return issued;
  }
  return withAudit(
    deps.db,
    {
      action: 'giftCard.mailed',
      entity: 'giftCard',
      id: card.id,
      after: (r: { giftCard: GiftCardView }) => ({
        recipient: r.giftCard.recipient,
        mailedDate: r.giftCard.mailedDate,
      }),
    },
    async (tx: Db) => {
      const mailedDate = new Date();
      await tx.update(giftCards).set({ mailedDate }).where(eq(giftCards.id, card.id));
      return { giftCard: { ...card, mailedDate: mailedDate.toISOString() } };
    },
  );
}

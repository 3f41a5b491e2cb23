/**
 * Gift cards, managed by the shop's staff (elevated clients): issue one (optionally mailed to a recipient
 * with a message), query them, read one with what orders took from it, switch one off or on, move its expiry.
 * `queryGiftCards` takes the shared query language: `code` (`$endsWith` finds a card by its last characters),
 * `recipient.email`, `status`, `currency`, `createdDate`, `expirationDate`. The full code is in every answer:
 * a page that shows it once should keep it from the browser afterwards.
 * Errors: `ValidationError` (a malformed body: `giftCard.initialBalance`, `giftCard.currency`,
 * `giftCard.code`, `giftCard.recipient.email`...), `ApplicationError` GIFT_CARD_CODE_EXISTS (409),
 * NOT_FOUND (404), PERMISSION_DENIED (403: reads need `marketing:read`, writes `marketing:write`).
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/gift-cards';

export type GiftCard = ClientForm<Wire.GiftCard>;
export type GiftCardStatus = Wire.GiftCardStatus;
export type GiftCardRedemption = ClientForm<Wire.GiftCardRedemption>;
export type IssueGiftCardInput = Wire.IssueGiftCardInput;
export type GiftCardPatch = Wire.GiftCardPatch;
export interface GiftCardDetail {
  giftCard: GiftCard;
  redemptions: GiftCardRedemption[];
}
export interface GiftCardsPage {
  giftCards: GiftCard[];
  metadata: Wire.QueryGiftCardsReply['metadata'];
}

const path = (id: string) => `/v1/gift-cards/${encodeURIComponent(id)}`;

export const giftCards = defineModule(
  (context) => ({
    /** POST /v1/gift-cards: the card, its full code included (the only answer a page should show it from). */
    issueGiftCard: async (input: IssueGiftCardInput): Promise<GiftCard> =>
      (
        await context.request<{ giftCard: GiftCard }>({
          method: 'POST',
          path: '/v1/gift-cards',
          body: { giftCard: input },
        })
      ).giftCard,
    /** POST /v1/gift-cards/query: newest first unless sorted otherwise. */
    queryGiftCards: (query: Record<string, unknown> = {}): Promise<GiftCardsPage> =>
      context.request<GiftCardsPage>({ method: 'POST', path: '/v1/gift-cards/query', body: { query } }),
    /** GET /v1/gift-cards/{id}: the card and its redemptions (orders that used it), oldest first. */
    getGiftCard: (_id: string): Promise<GiftCardDetail> =>
      context.request<GiftCardDetail>({ method: 'GET', path: path(_id) }),
    /** PATCH /v1/gift-cards/{id}: `disabled`, `expirationDate`, `note` (`null` clears). */
    updateGiftCard: async (_id: string, patch: GiftCardPatch): Promise<GiftCard> =>
      (
        await context.request<{ giftCard: GiftCard }>({
          method: 'PATCH',
          path: path(_id),
          body: { giftCard: patch },
        })
      ).giftCard,
  }),
  { elevated: ['issueGiftCard', 'queryGiftCards', 'getGiftCard', 'updateGiftCard'] },
);

/** Gift cards' wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const giftCardsWire: NamedShapes = {
  GiftCardStatus: s.GiftCardStatus,
  GiftCard: s.GiftCard,
  GiftCardRedemption: s.GiftCardRedemption,
  GiftCardRecipient: s.GiftCardRecipient,
  IssueGiftCardInput: s.IssueGiftCardInput,
  GiftCardPatch: s.GiftCardPatch,
  QueryGiftCardsBody: s.QueryGiftCardsBody,
  IssueGiftCardBody: s.IssueGiftCardBody,
  UpdateGiftCardBody: s.UpdateGiftCardBody,
  GiftCardReply: s.GiftCardReply,
  GiftCardDetailReply: s.GiftCardDetailReply,
  QueryGiftCardsReply: s.QueryGiftCardsReply,
  BalanceBody: s.BalanceBody,
  BalanceReply: s.BalanceReply,
};

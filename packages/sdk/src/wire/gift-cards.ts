/**
 * Wire shapes of the gift-cards area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export type GiftCardStatus = 'ACTIVE' | 'DISABLED' | 'EXPIRED' | 'USED_UP';

export interface GiftCard {
  id: string;
  code: string;
  currency: string;
  initialBalance: string;
  balance: string;
  expirationDate?: string;
  disabled: boolean;
  status: GiftCardStatus;
  note?: string;
  recipient?: {
    email: string;
    name?: string;
  };
  mailedDate?: string;
  createdDate: string;
  updatedDate: string;
}

export interface GiftCardRedemption {
  orderId: string;
  amount: string;
  returnedAmount?: string;
  createdDate: string;
  returnedDate?: string;
}

export interface GiftCardRecipient {
  email: string;
  name?: string;
  message?: string;
}

export interface IssueGiftCardInput {
  code?: string;
  initialBalance: number | string;
  currency: string;
  expirationDate?: string;
  note?: string;
  recipient?: GiftCardRecipient;
}

export interface GiftCardPatch {
  disabled?: boolean;
  expirationDate?: null | string;
  note?: null | string;
}

export interface QueryGiftCardsBody {
  query?: unknown;
}

export interface IssueGiftCardBody {
  giftCard: IssueGiftCardInput;
}

export interface UpdateGiftCardBody {
  giftCard: GiftCardPatch;
}

export interface GiftCardReply {
  giftCard: GiftCard;
}

export interface GiftCardDetailReply {
  giftCard: GiftCard;
  redemptions: GiftCardRedemption[];
}

export interface QueryGiftCardsReply {
  giftCards: GiftCard[];
  metadata: {
    items: number;
    offset: number;
    total: number;
    tooManyToCount: boolean;
    cursors: {
      next?: string;
      prev?: string;
    };
  };
}

export interface BalanceBody {
  code: string;
}

export interface BalanceReply {
  giftCard: {
    code: string;
    currency: string;
    balance: string;
    expirationDate?: string;
    status: GiftCardStatus;
  };
}

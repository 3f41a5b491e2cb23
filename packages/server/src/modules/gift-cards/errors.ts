import { AppError } from '../../http/errors';

/** The shopper's sentences for a gift card that cannot pay (HTTP 400, each with its own code). */
export const giftCardNotFound = () =>
  new AppError(400, 'GIFT_CARD_NOT_FOUND', 'There is no gift card with this code: check it and try again');

export const giftCardDisabled = () =>
  new AppError(400, 'GIFT_CARD_DISABLED', 'This gift card can no longer be used: please contact the shop');

export const giftCardExpired = (expired: Date) =>
  new AppError(
    400,
    'GIFT_CARD_EXPIRED',
    `This gift card expired on ${expired.toISOString().slice(0, 10)}`,
    undefined,
    { expirationDate: expired.toISOString() },
  );

export const giftCardUsedUp = () =>
  new AppError(400, 'GIFT_CARD_USED_UP', 'This gift card has no balance left');

export const giftCardCurrency = (cardCurrency: string, currency: string) =>
  new AppError(
    400,
    'GIFT_CARD_CURRENCY',
    `This gift card is in ${cardCurrency} and cannot pay for an order in ${currency}`,
    undefined,
    { giftCardCurrency: cardCurrency, currency },
  );

export const giftCardCodeTaken = (code: string) =>
  new AppError(409, 'GIFT_CARD_CODE_EXISTS', `A gift card with the code ${code} already exists`);

export const tooManyCodeTries = () =>
  new AppError(429, 'TOO_MANY_REQUESTS', 'Too many gift card codes tried: try again in a few minutes');

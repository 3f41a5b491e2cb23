// Gift cards' front door: the only file outside gift-cards/ imports.
export { countGiftCardGuess } from './balance';
export { seedDemoGiftCards } from './demo-seed';
export {
  giftCardForCheckout,
  giftCardRedemptionsOf,
  giveBackToGiftCard,
  redeemGiftCard,
  returnGiftCardRedemptions,
  type OrderRedemption,
} from './redeem';
export { giftCardRoutes } from './routes';
export { giftCardsWire } from './wire';

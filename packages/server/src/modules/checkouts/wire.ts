/** The checkouts' wire shapes published to clients: the SDK's checkout types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as checkouts from './schemas';

export const checkoutsWire: NamedShapes = {
  AddressWithContact: checkouts.AddressWithContact,
  CheckoutShippingInfo: checkouts.CheckoutShippingInfo,
  CheckoutBuyerInfo: checkouts.CheckoutBuyerInfo,
  CheckoutLineItem: checkouts.CheckoutLineItem,
  CheckoutGiftCard: checkouts.CheckoutGiftCard,
  ChosenPaymentMethod: checkouts.ChosenPaymentMethod,
  Checkout: checkouts.Checkout,
  CheckoutReply: checkouts.CheckoutReply,
  CheckoutUrlReply: checkouts.CheckoutUrlReply,
  AddressWithContactInput: checkouts.AddressWithContactInput,
  CheckoutInfoInput: checkouts.CheckoutInfoInput,
  CreateCheckoutBody: checkouts.CreateCheckoutBody,
  UpdateCheckoutBody: checkouts.UpdateCheckoutBody,
  AddToCheckoutBody: checkouts.AddToCheckoutBody,
  CreateOrderBody: checkouts.CreateOrderBody,
  CreateOrderReply: checkouts.CreateOrderReply,
  CreateCheckoutFromCartBody: checkouts.CreateCheckoutFromCartBody,
};

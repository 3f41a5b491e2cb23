/** The carts' wire shapes published to clients: the SDK's cart types are generated from them. */
import type { NamedShapes, WireConstants } from '../../contract/render-types';
import { MAX_LINE_QUANTITY, MAX_LINES } from './rules';
import * as estimate from './discount-estimate-schemas';
import * as carts from './schemas';

/** The carts' limits, published with the shapes: a client's own cart (a cookie's, say) keeps to the same. */
export const cartsWireConstants: WireConstants = {
  MAX_CART_LINES: {
    value: MAX_LINES,
    description: 'Most lines (catalog and custom together) one cart holds.',
  },
  MAX_LINE_QUANTITY: { value: MAX_LINE_QUANTITY, description: 'Most units one cart line holds.' },
};

export const cartsWire: NamedShapes = {
  DiscountEstimateBody: estimate.DiscountEstimateBody,
  DiscountEstimate: estimate.DiscountEstimate,
  DiscountEstimateReply: estimate.DiscountEstimateReply,
  MultiCurrencyPrice: carts.MultiCurrencyPrice,
  CartImage: carts.CartImage,
  PageUrl: carts.PageUrl,
  DescriptionLine: carts.DescriptionLine,
  CatalogReference: carts.CatalogReference,
  LineItemAvailability: carts.Availability,
  LineItem: carts.LineItem,
  CustomLineItem: carts.CustomLineItem,
  CartDiscount: carts.CartDiscount,
  MerchantDiscount: carts.MerchantDiscount,
  ContactInfo: carts.ContactInfo,
  SelectedShippingOption: carts.SelectedShippingOption,
  PriceSummary: carts.PriceSummary,
  Cart: carts.Cart,
  CartReply: carts.CartReply,
  ShippingOptionView: carts.ShippingOptionView,
  SelectedCarrierServiceOption: carts.SelectedCarrierServiceOption,
  ShippingInfo: carts.ShippingInfo,
  CalculatedLineItem: carts.CalculatedLineItem,
  TaxSummary: carts.TaxSummary,
  EstimateTotalsReply: carts.EstimateTotalsReply,
  CreateCheckoutReply: carts.CreateCheckoutReply,
  LineItemInput: carts.LineItemInput,
  CustomLineItemInput: carts.CustomLineItemInput,
  CreateCartBody: carts.CreateCartBody,
  UpdateCartBody: carts.UpdateCartBody,
  AddToCartBody: carts.AddToCartBody,
  RemoveLineItemsBody: carts.RemoveLineItemsBody,
  UpdateQuantitiesBody: carts.UpdateQuantitiesBody,
  EstimateTotalsBody: carts.EstimateTotalsBody,
  CreateCheckoutBody: carts.CreateCheckoutBody,
};

import { Type, type Static } from 'typebox';
import { AddressView } from '../../lib/address';
import {
  CartDiscount,
  CartImage,
  CatalogReference,
  DescriptionLine,
  MultiCurrencyPrice,
  PageUrl,
} from '../carts';

/**
 * The wire Order (spec section 3 "Order"), in the field names of the Wix eCom Order that @wix/ecom reads:
 * ids and dates as text, money as the carts' price shape (decimal text and its formatted form).
 * Atelier adds what a buyer's order page needs and Wix keeps elsewhere: fulfilments with tracking, the
 * offline payment method with its instructions, the part paid by gift card, and what each line had
 * fulfilled.
 */

const opt = Type.Optional;
const Str = Type.String();
const DateText = Type.String({ format: 'date-time' });
export const MultiPrice = MultiCurrencyPrice;
const Price = MultiPrice;

export const ORDER_STATUSES = ['INITIALIZED', 'APPROVED', 'CANCELED', 'PENDING', 'REJECTED'] as const;
export const PAYMENT_STATUSES = [
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
] as const;
export const FULFILLMENT_STATUSES = ['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED'] as const;
export const ITEM_TYPES = ['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE', 'CUSTOM_AMOUNT_ITEM'] as const;
/** Spec section 3, Channel type. */
export const CHANNEL_TYPES = [
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
] as const;

export const TaxDetails = Type.Object({ taxableAmount: Price, taxRate: Str, totalTax: Price });

export const OrderLineItem = Type.Object({
  id: Str,
  productName: Type.Object({ original: Str, translated: opt(Str) }),
  catalogReference: opt(CatalogReference),
  /** Atelier: the product's page in the shop (catalog lines). */
  url: opt(PageUrl),
  quantity: Type.Integer(),
  totalDiscount: Price,
  descriptionLines: Type.Array(DescriptionLine),
  image: opt(CartImage),
  physicalProperties: opt(
    Type.Object({ weight: opt(Type.Number()), sku: opt(Str), shippable: Type.Boolean() }),
  ),
  itemType: Type.Object({ preset: Type.Enum([...ITEM_TYPES]) }),
  refundQuantity: Type.Integer(),
  restockQuantity: Type.Integer(),
  /** Atelier: units shipped so far (fulfilments). */
  fulfilledQuantity: Type.Integer(),
  price: Price,
  priceBeforeDiscounts: Price,
  fullPrice: Price,
  lineItemPrice: Price,
  totalPriceBeforeTax: Price,
  totalPriceAfterTax: Price,
  paymentOption: Type.Enum(['FULL_PAYMENT_ONLINE', 'FULL_PAYMENT_OFFLINE']),
  taxDetails: TaxDetails,
  digitalFile: opt(Type.Object({ fileId: Str, link: opt(Str), expirationDate: opt(DateText) })),
  rootCatalogItemId: opt(Str),
  sku: opt(Str),
});
export type OrderLineItemView = Static<typeof OrderLineItem>;

export const ContactDetails = Type.Object({
  firstName: opt(Str),
  lastName: opt(Str),
  phone: opt(Str),
  company: opt(Str),
});

/** billingInfo and recipientInfo: an address (with geocode) and who is there. */
export const AddressWithContact = Type.Object({
  address: opt(AddressView),
  contactDetails: opt(ContactDetails),
});

export const DeliveryLogistics = Type.Object({
  deliveryTime: opt(Str),
  instructions: opt(Str),
  deliverByDate: opt(DateText),
  deliveryTimeSlot: opt(Type.Object({ from: DateText, to: DateText })),
  shippingDestination: opt(AddressWithContact),
  pickupDetails: opt(
    Type.Object({
      address: opt(AddressView),
      pickupMethod: opt(Type.Enum(['STORE_PICKUP', 'PICKUP_POINT'])),
    }),
  ),
});

export const OrderShippingInfo = Type.Object({
  carrierId: opt(Str),
  code: opt(Str),
  title: Str,
  logistics: DeliveryLogistics,
  cost: Type.Object({
    price: Price,
    totalPriceBeforeTax: Price,
    totalPriceAfterTax: Price,
    discount: Price,
  }),
});

export const OrderPriceSummary = Type.Object({
  subtotal: Price,
  shipping: Price,
  tax: Price,
  discount: Price,
  total: Price,
  totalAdditionalFees: Price,
  /** Atelier: paid by gift card at checkout. */
  giftCard: Price,
});

export const Activity = Type.Object({
  id: Str,
  createdDate: DateText,
  type: Str,
  authorEmail: opt(Str),
  merchantComment: opt(Type.Object({ message: Str })),
  orderRefunded: opt(Type.Object({ manual: Type.Boolean(), amount: Price, reason: opt(Str) })),
  /** Atelier: the amount of ORDER_PAID, the tracking of TRACKING_NUMBER_ADDED, a cancel's message. */
  amount: opt(Price),
  trackingInfo: opt(Type.Object({ trackingNumber: Str, shippingProvider: Str, trackingLink: opt(Str) })),
  customMessage: opt(Str),
});

export const Fulfillment = Type.Object({
  id: Str,
  createdDate: DateText,
  lineItems: Type.Array(Type.Object({ id: Str, quantity: Type.Integer() })),
  trackingInfo: opt(Type.Object({ trackingNumber: Str, shippingProvider: Str, trackingLink: opt(Str) })),
});

export const Order = Type.Object({
  id: Str,
  number: Str,
  createdDate: DateText,
  updatedDate: DateText,
  purchasedDate: DateText,
  checkoutId: opt(Str),
  lineItems: Type.Array(OrderLineItem),
  buyerInfo: Type.Object({ visitorId: opt(Str), memberId: opt(Str), email: opt(Str) }),
  createdBy: Type.Object({ visitorId: opt(Str), memberId: opt(Str), appId: opt(Str) }),
  status: Type.Enum([...ORDER_STATUSES]),
  paymentStatus: Type.Enum([...PAYMENT_STATUSES]),
  fulfillmentStatus: Type.Enum([...FULFILLMENT_STATUSES]),
  archived: Type.Boolean(),
  currency: Str,
  weightUnit: Type.Enum(['KG', 'LB']),
  taxIncludedInPrices: Type.Boolean(),
  priceSummary: OrderPriceSummary,
  billingInfo: opt(AddressWithContact),
  shippingInfo: opt(OrderShippingInfo),
  recipientInfo: opt(AddressWithContact),
  buyerNote: opt(Str),
  taxSummary: Type.Object({ totalTax: Price }),
  appliedDiscounts: Type.Array(CartDiscount),
  activities: Type.Array(Activity),
  channelInfo: Type.Object({ type: Type.Enum([...CHANNEL_TYPES]) }),
  balanceSummary: Type.Object({ balance: Price, paid: Price, refunded: Price }),
  seenByAHuman: Type.Boolean(),
  fulfillments: Type.Array(Fulfillment),
  paymentMethod: opt(Type.Object({ id: opt(Str), kind: Str, title: Str, instructions: opt(Str) })),
  couponCode: opt(Str),
  giftCard: opt(Type.Object({ code: Str, amount: Price })),
});
export type OrderView = Static<typeof Order>;

export const OrderReply = Type.Object({ order: Order });
export type OrderReply = Static<typeof OrderReply>;

export const OrderIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

import { Type, type Static } from 'typebox';
import { AddressInput, AddressView } from '../../lib/address';
import { cartSchemas as cart } from '../carts';
import { CHANNEL_TYPES, Order } from '../orders';

/**
 * Wire shapes of checkouts, in the Wix eCommerce checkout's field names (spec sections 3 and 7): calls answer
 * `{ checkout }`. Lines, discounts, prices and shipping options are the cart's shapes: a checkout is priced
 * by the cart's rules. Money is decimal text.
 */

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
const Str = Type.String();
const Text = (max = 200) => Type.String({ maxLength: max });
const DateText = Type.String({ format: 'date-time' });

/** Spec section 3, Channel type: the orders' list (an order keeps its checkout's channel). */
export const ChannelType = Type.Enum([...CHANNEL_TYPES]);
export type ChannelType = (typeof CHANNEL_TYPES)[number];

// ---------- answers ----------

export const AddressWithContact = Type.Object({
  address: opt(AddressView),
  contactDetails: opt(cart.ContactDetails),
});

export const CheckoutShippingInfo = Type.Object({
  shippingDestination: opt(AddressWithContact),
  ...cart.ShippingInfo.properties,
});

export const CheckoutBuyerInfo = Type.Object({
  visitorId: opt(Str),
  memberId: opt(Str),
  email: opt(Str),
});

/**
 * A checkout's catalog line: the cart's line, whose picture spec section 3 (and Wix's checkout) names
 * `media`. The cart's name for it, `image`, is answered too: the two hold the same picture.
 */
export const CheckoutLineItem = Type.Object({ ...cart.LineItem.properties, media: opt(cart.CartImage) });

/** Wix's gift card of a checkout: the code is never answered whole. */
export const CheckoutGiftCard = Type.Object({
  id: Str,
  obfuscatedCode: Str,
  amount: cart.MultiCurrencyPrice,
  appId: Str,
});

/** The offline payment method the buyer chose (Atelier's field: Wix checkouts pay through Wix Payments). */
export const ChosenPaymentMethod = Type.Object({
  id: Str,
  kind: Str,
  title: Str,
  instructions: Str,
});

export const Checkout = Type.Object({
  id: Str,
  cartId: opt(Str),
  createdDate: DateText,
  updatedDate: DateText,
  lineItems: Type.Array(CheckoutLineItem),
  customLineItems: Type.Array(cart.CustomLineItem),
  billingInfo: opt(AddressWithContact),
  shippingInfo: CheckoutShippingInfo,
  buyerNote: opt(Str),
  buyerInfo: CheckoutBuyerInfo,
  currency: Str,
  conversionCurrency: Str,
  paymentCurrency: Str,
  weightUnit: Type.Literal('KG'),
  taxIncludedInPrice: Type.Boolean(),
  channelType: ChannelType,
  couponCode: opt(Str),
  couponProblem: opt(cart.CouponProblem),
  appliedDiscounts: Type.Array(cart.CartDiscount),
  /** The checkout's total: goods after discounts, shipping and tax. */
  priceSummary: cart.PriceSummary,
  /** What the buyer still owes: priceSummary less the gift card (Atelier's methods are all paid later, offline). */
  payNow: cart.PriceSummary,
  payLater: cart.PriceSummary,
  giftCard: opt(CheckoutGiftCard),
  taxSummary: cart.TaxSummary,
  membershipOptions: Type.Object({
    eligibleMemberships: Type.Array(Type.Unknown()),
    invalidMemberships: Type.Array(Type.Unknown()),
    selectedMemberships: Type.Object({ memberships: Type.Array(Type.Unknown()) }),
  }),
  additionalFees: Type.Array(Type.Unknown()),
  violations: Type.Array(Type.Unknown()),
  createdBy: Type.Object({ visitorId: opt(Str), memberId: opt(Str), appId: opt(Str) }),
  completed: Type.Boolean(),
  /** Atelier: the offline payment method chosen (`checkout.paymentMethodId`). */
  paymentMethodId: opt(Str),
  paymentMethod: opt(ChosenPaymentMethod),
  /** Atelier: until when the checkout's units are held for it (STOCK_HOLD_MINUTES), when the hold is on. */
  stockHoldExpiresDate: opt(DateText),
  /** Atelier: the order placed from this checkout, once there is one. */
  orderId: opt(Str),
  revision: Str,
});
export type CheckoutView = Static<typeof Checkout>;

export const CheckoutReply = Type.Object({ checkout: Checkout });
export const CheckoutUrlReply = Type.Object({ checkoutUrl: Str });
export const MarkAsCompletedReply = Type.Object({}, closed);
export const CreateCheckoutFromCartReply = cart.CreateCheckoutReply;
export const CreateOrderReply = Type.Object({ orderId: Str, order: Order });

// ---------- requests ----------

const ContactDetailsInput = Type.Object(
  {
    ...cart.ContactDetails.properties,
    vatId: opt(
      Type.Object({ id: opt(Text(100)), type: opt(Type.Enum(['UNSPECIFIED', 'CPF', 'CNPJ'])) }, closed),
    ),
  },
  closed,
);

export const AddressWithContactInput = Type.Object(
  { address: opt(AddressInput), contactDetails: opt(ContactDetailsInput) },
  closed,
);
export type AddressWithContactInput = Static<typeof AddressWithContactInput>;

const Email = Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()]);

/** What a buyer may set on a checkout (create's `checkoutInfo`, update's `checkout`). */
export const CheckoutInfoInput = Type.Object(
  {
    id: opt(Type.String({ format: 'uuid' })),
    buyerInfo: opt(
      Type.Object(
        { email: opt(Email), visitorId: opt(Text(100)), memberId: opt(Text(100)), contactId: opt(Text(100)) },
        closed,
      ),
    ),
    billingInfo: opt(Type.Union([AddressWithContactInput, Type.Null()])),
    shippingInfo: opt(
      Type.Object(
        {
          shippingDestination: opt(Type.Union([AddressWithContactInput, Type.Null()])),
          selectedCarrierServiceOption: opt(
            Type.Union([
              Type.Object(
                {
                  code: Type.String({ minLength: 1, maxLength: 200 }),
                  carrierId: opt(Text(100)),
                  title: opt(Text(200)),
                },
                closed,
              ),
              Type.Null(),
            ]),
          ),
        },
        closed,
      ),
    ),
    buyerNote: opt(Type.Union([Text(1000), Type.Null()])),
    paymentMethodId: opt(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    channelType: opt(ChannelType),
    buyerLanguage: opt(Text(20)),
    siteLanguage: opt(Text(20)),
    businessLocationId: opt(Text(100)),
  },
  closed,
);
export type CheckoutInfoInput = Static<typeof CheckoutInfoInput>;

const Lines = Type.Array(cart.LineItemInput, { maxItems: 300 });
const CustomLines = Type.Array(cart.CustomLineItemInput, { maxItems: 300 });
const Code = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);
const Url = Type.Union([Type.String({ maxLength: 2000, pattern: '^https?://' }), Type.Null()]);

export const CreateCheckoutBody = Type.Object(
  {
    checkoutInfo: opt(CheckoutInfoInput),
    couponCode: opt(Code),
    giftCardCode: opt(Code),
    lineItems: opt(Lines),
    customLineItems: opt(CustomLines),
    channelType: opt(ChannelType),
    overrideCheckoutUrl: opt(Url),
  },
  closed,
);
export type CreateCheckoutBody = Static<typeof CreateCheckoutBody>;

/** A field mask arrives comma-joined (spec section 7), in the body or the query string. */
export const UpdateCheckoutBody = Type.Object(
  {
    checkout: opt(CheckoutInfoInput),
    couponCode: opt(Code),
    giftCardCode: opt(Code),
    overrideCheckoutUrl: opt(Url),
    lineItems: opt(Lines),
    customLineItems: opt(CustomLines),
    fieldMask: opt(Text(1000)),
  },
  closed,
);
export type UpdateCheckoutBody = Static<typeof UpdateCheckoutBody>;
export const UpdateCheckoutQuery = Type.Object({ fieldMask: opt(Text(1000)) });

/** Wix's packages repeat a checkout's path id in the body of each call on it (`id`): it must match the path. */
const PathIdEcho = { id: opt(Type.String({ format: 'uuid' })) };
export const PathIdBody = Type.Object(PathIdEcho, closed);

export const AddToCheckoutBody = Type.Object(
  { ...PathIdEcho, lineItems: opt(Lines), customLineItems: opt(CustomLines) },
  closed,
);
export type AddToCheckoutBody = Static<typeof AddToCheckoutBody>;

export const RemoveLineItemsBody = cart.RemoveLineItemsBody;
export const UpdateQuantitiesBody = cart.UpdateQuantitiesBody;

export const CreateOrderBody = Type.Object(
  {
    ...PathIdEcho,
    savePaymentMethod: opt(Type.Boolean()),
    delayCapture: opt(Type.Boolean()),
    inAppPurchase: opt(Type.Boolean()),
  },
  closed,
);

/** The cart's create-checkout (spec section 7 "Cart by id", "Current cart"). */
export const CreateCheckoutFromCartBody = Type.Object(
  { ...cart.CreateCheckoutBody.properties, channelType: opt(ChannelType), email: opt(Email) },
  closed,
);
export type CreateCheckoutFromCartBody = Static<typeof CreateCheckoutFromCartBody>;

export const CheckoutIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

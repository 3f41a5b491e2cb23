import { Type, type Static } from 'typebox';
import { AddressInput, AddressView } from '../../lib/address';
import { MAX_LINES } from './rules';

/**
 * Wire shapes of carts, in the Wix eCommerce cart's field names (spec sections 3 and 7): answers
 * `{ cart }`, estimate-totals as Wix's EstimateTotalsResponse. Money is decimal text.
 */

const opt = Type.Optional;
const closed = { additionalProperties: false } as const;
const Str = Type.String();
const Text = (max = 200) => Type.String({ maxLength: max });
const Id = Type.String({ format: 'uuid' });
const LineId = Type.String({ minLength: 1, maxLength: 64 });
const Decimal = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,3})?$' });
const DateText = Type.String({ format: 'date-time' });

// ---------- answers ----------

export const MultiCurrencyPrice = Type.Object({
  amount: Str,
  convertedAmount: Str,
  formattedAmount: Str,
  formattedConvertedAmount: Str,
});

export const TranslatableText = Type.Object({ original: Str, translated: opt(Str) });

export const CartImage = Type.Object({
  id: Str,
  url: Str,
  height: opt(Type.Integer()),
  width: opt(Type.Integer()),
  altText: opt(Str),
  urlExpirationDate: opt(DateText),
});

export const PageUrl = Type.Object({ relativePath: Str, url: Str });

export const DescriptionLine = Type.Object({
  name: TranslatableText,
  lineType: Type.Enum(['PLAIN_TEXT', 'COLOR']),
  plainText: opt(TranslatableText),
  colorInfo: opt(Type.Object({ original: Str, translated: opt(Str), code: opt(Str) })),
});

export const CatalogReference = Type.Object({
  appId: Str,
  catalogItemId: Str,
  options: opt(Type.Object({ variantId: opt(Str) })),
});

export const PhysicalProperties = Type.Object({
  weight: opt(Type.Number()),
  sku: opt(Str),
  shippable: Type.Boolean(),
});

export const ServiceProperties = Type.Object({
  scheduledDate: opt(DateText),
  numberOfParticipants: opt(Type.Integer()),
});

export const CatalogOverrideFields = Type.Object({
  productName: opt(TranslatableText),
  price: opt(Str),
  fullPrice: opt(Str),
  descriptionLines: opt(Type.Array(DescriptionLine)),
  physicalProperties: opt(
    Type.Object({ weight: opt(Type.Number()), sku: opt(Str), shippable: opt(Type.Boolean()) }),
  ),
  image: opt(CartImage),
});

export const Availability = Type.Object({
  status: Type.Enum(['AVAILABLE', 'NOT_FOUND', 'NOT_AVAILABLE', 'PARTIALLY_AVAILABLE']),
  quantityAvailable: opt(Type.Integer()),
});

export const ItemType = Type.Object({
  preset: opt(Type.Enum(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'])),
  custom: opt(Str),
});

export const LineItem = Type.Object({
  id: Str,
  quantity: Type.Integer(),
  catalogReference: CatalogReference,
  productName: TranslatableText,
  url: PageUrl,
  price: MultiCurrencyPrice,
  fullPrice: MultiCurrencyPrice,
  priceBeforeDiscounts: MultiCurrencyPrice,
  lineItemPrice: MultiCurrencyPrice,
  descriptionLines: Type.Array(DescriptionLine),
  image: opt(CartImage),
  availability: Availability,
  physicalProperties: PhysicalProperties,
  itemType: ItemType,
  paymentOption: Type.Literal('FULL_PAYMENT_ONLINE'),
  rootCatalogItemId: Str,
  customLineItem: Type.Boolean(),
  priceUndetermined: Type.Boolean(),
  fixedQuantity: Type.Boolean(),
  catalogOverrideFields: opt(CatalogOverrideFields),
});

export const CustomLineItem = Type.Object({
  id: Str,
  quantity: Type.Integer(),
  productName: TranslatableText,
  price: MultiCurrencyPrice,
  fullPrice: MultiCurrencyPrice,
  priceBeforeDiscounts: MultiCurrencyPrice,
  lineItemPrice: MultiCurrencyPrice,
  descriptionLines: Type.Array(DescriptionLine),
  media: opt(CartImage),
  url: opt(PageUrl),
  itemType: ItemType,
  physicalProperties: opt(PhysicalProperties),
  serviceProperties: opt(ServiceProperties),
  priceDescription: opt(TranslatableText),
  catalogReference: opt(CatalogReference),
  customLineItem: Type.Boolean(),
});

export const CartDiscount = Type.Object({
  discountType: Type.Enum(['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING']),
  lineItemIds: opt(Type.Array(Str)),
  coupon: opt(Type.Object({ id: Str, code: Str, name: opt(Str), amount: opt(MultiCurrencyPrice) })),
  merchantDiscount: opt(Type.Object({ amount: MultiCurrencyPrice, percentage: opt(Type.Number()) })),
  discountRule: opt(Type.Object({ id: Str, name: TranslatableText, amount: opt(MultiCurrencyPrice) })),
});

export const MerchantDiscount = Type.Object({
  amount: MultiCurrencyPrice,
  percentage: opt(Type.Number()),
  lineItemIds: opt(Type.Array(Str)),
});

export const ContactDetails = Type.Object(
  {
    firstName: opt(Text()),
    lastName: opt(Text()),
    phone: opt(Text(50)),
    company: opt(Text()),
  },
  closed,
);

/** Addresses come in the spec's names or Wix's REST names (lib/address.ts) and are answered in both. */
export const ContactInfoInput = Type.Object(
  { address: opt(AddressInput), contactDetails: opt(ContactDetails) },
  closed,
);
export type ContactInfoInput = Static<typeof ContactInfoInput>;

export const ContactInfo = Type.Object({ address: opt(AddressView), contactDetails: opt(ContactDetails) });

export const SelectedShippingOption = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 200 }), carrierId: opt(Type.String({ maxLength: 100 })) },
  closed,
);

export const PriceSummary = Type.Object({
  subtotal: MultiCurrencyPrice,
  discount: MultiCurrencyPrice,
  shipping: MultiCurrencyPrice,
  tax: MultiCurrencyPrice,
  total: MultiCurrencyPrice,
});

/** Why the cart's coupon no longer applies (items removed, expired): the cart keeps it and says so. */
export const CouponProblem = Type.Object({ code: Str, description: Str });

export const Cart = Type.Object({
  id: Str,
  createdDate: DateText,
  updatedDate: DateText,
  lineItems: Type.Array(LineItem),
  customLineItems: Type.Array(CustomLineItem),
  buyerInfo: Type.Object({ visitorId: opt(Str), memberId: opt(Str) }),
  currency: Str,
  conversionCurrency: Str,
  paymentCurrency: Str,
  weightUnit: Type.Literal('KG'),
  taxIncludedInPrices: Type.Boolean(),
  couponCode: opt(Str),
  couponProblem: opt(CouponProblem),
  merchantDiscounts: Type.Array(MerchantDiscount),
  appliedDiscounts: Type.Array(CartDiscount),
  contactInfo: opt(ContactInfo),
  buyerNote: opt(Str),
  selectedShippingOption: opt(SelectedShippingOption),
  priceSummary: PriceSummary,
  revision: Str,
});
export type CartView = Static<typeof Cart>;

export const CartReply = Type.Object({ cart: Cart });

// ---------- estimate-totals ----------

export const DeliveryLogistics = Type.Object({
  deliveryTime: opt(Str),
  instructions: opt(Str),
  deliveryTimeSlot: opt(Type.Object({ from: DateText, to: DateText })),
  pickupDetails: opt(
    Type.Object({
      address: AddressView,
      businessLocation: Type.Boolean(),
      pickupMethod: Type.Enum(['STORE_PICKUP', 'PICKUP_POINT']),
    }),
  ),
});

export const ShippingOptionView = Type.Object({
  code: Str,
  title: Str,
  logistics: DeliveryLogistics,
  cost: Type.Object({ price: MultiCurrencyPrice, otherCharges: Type.Array(Type.Unknown()) }),
});

export const SelectedCarrierServiceOption = Type.Object({
  code: Str,
  title: Str,
  carrierId: Str,
  logistics: DeliveryLogistics,
  cost: Type.Object({
    totalPriceAfterTax: MultiCurrencyPrice,
    totalPriceBeforeTax: MultiCurrencyPrice,
    totalDiscount: MultiCurrencyPrice,
    price: MultiCurrencyPrice,
  }),
  requestedShippingOption: Type.Boolean(),
  otherCharges: Type.Array(Type.Unknown()),
});

export const ShippingInfo = Type.Object({
  selectedCarrierServiceOption: opt(SelectedCarrierServiceOption),
  carrierServiceOptions: Type.Array(
    Type.Object({ carrierId: Str, shippingOptions: Type.Array(ShippingOptionView) }),
  ),
});

export const CalculatedLineItem = Type.Object({
  lineItemId: Str,
  paymentOption: Type.Literal('FULL_PAYMENT_ONLINE'),
  pricesBreakdown: Type.Object({
    totalPriceAfterTax: MultiCurrencyPrice,
    totalPriceBeforeTax: MultiCurrencyPrice,
    totalDiscount: MultiCurrencyPrice,
    price: MultiCurrencyPrice,
    priceBeforeDiscounts: MultiCurrencyPrice,
    lineItemPrice: MultiCurrencyPrice,
    fullPrice: MultiCurrencyPrice,
    taxDetails: Type.Object({
      taxableAmount: MultiCurrencyPrice,
      taxRate: Str,
      totalTax: MultiCurrencyPrice,
    }),
  }),
});

export const TaxSummary = Type.Object({
  taxableAmount: MultiCurrencyPrice,
  totalTax: MultiCurrencyPrice,
  calculationDetails: Type.Object({
    rateType: Type.Enum(['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE']),
    manualRateReason: opt(Type.Literal('GLOBAL_SETTING_TO_MANUAL')),
  }),
});

export const EstimateTotalsReply = Type.Object({
  cart: Cart,
  calculatedLineItems: Type.Array(CalculatedLineItem),
  priceSummary: PriceSummary,
  taxSummary: TaxSummary,
  shippingInfo: ShippingInfo,
  appliedDiscounts: Type.Array(CartDiscount),
  membershipOptions: Type.Object({
    eligibleMemberships: Type.Array(Type.Unknown()),
    invalidMemberships: Type.Array(Type.Unknown()),
    selectedMemberships: Type.Array(Type.Unknown()),
  }),
  currency: Str,
  weightUnit: Type.Literal('KG'),
  violations: Type.Array(Type.Unknown()),
});
export type EstimateTotalsView = Static<typeof EstimateTotalsReply>;

export const CreateCheckoutReply = Type.Object({ checkoutId: Str });
export const DeleteCartReply = Type.Object({}, closed);

// ---------- requests ----------

const ImageInput = Type.Object(
  {
    id: opt(Text(500)),
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    height: opt(Type.Integer({ minimum: 0 })),
    width: opt(Type.Integer({ minimum: 0 })),
    altText: opt(Text(500)),
    urlExpirationDate: opt(Type.String({ maxLength: 50 })),
    filename: opt(Text(500)),
  },
  closed,
);

const NameInput = Type.Object(
  { original: Type.String({ minLength: 1, maxLength: 200 }), translated: opt(Text(400)) },
  closed,
);

const DescriptionLineInput = Type.Object(
  {
    name: NameInput,
    lineType: opt(Type.Enum(['UNRECOGNISED', 'PLAIN_TEXT', 'COLOR'])),
    plainText: opt(Type.Object({ original: Text(600), translated: opt(Text(600)) }, closed)),
    colorInfo: opt(
      Type.Object({ original: Text(500), translated: opt(Text(500)), code: opt(Text(50)) }, closed),
    ),
  },
  closed,
);

const PhysicalInput = Type.Object(
  {
    weight: opt(Type.Number({ minimum: 0, maximum: 1e6 })),
    sku: opt(Text(100)),
    shippable: opt(Type.Boolean()),
  },
  closed,
);

export const CatalogReferenceInput = Type.Object(
  {
    appId: Type.String({ maxLength: 100 }),
    catalogItemId: Type.String({ maxLength: 100 }),
    options: opt(
      Type.Union([Type.Object({ variantId: opt(Type.String({ maxLength: 100 })) }, closed), Type.Null()]),
    ),
  },
  closed,
);

export const CatalogOverrideInput = Type.Object(
  {
    productName: opt(NameInput),
    price: opt(Decimal),
    fullPrice: opt(Decimal),
    descriptionLines: opt(Type.Array(DescriptionLineInput, { maxItems: 20 })),
    physicalProperties: opt(PhysicalInput),
    image: opt(ImageInput),
  },
  closed,
);

export const LineItemInput = Type.Object(
  {
    id: opt(LineId),
    quantity: opt(Type.Integer()),
    catalogReference: CatalogReferenceInput,
    catalogOverrideFields: opt(CatalogOverrideInput),
  },
  closed,
);
export type LineItemInput = Static<typeof LineItemInput>;

export const CustomLineItemInput = Type.Object(
  {
    id: opt(LineId),
    quantity: Type.Integer(),
    price: Decimal,
    fullPrice: opt(Decimal),
    productName: NameInput,
    descriptionLines: opt(Type.Array(DescriptionLineInput, { maxItems: 20 })),
    media: opt(ImageInput),
    url: opt(Type.Object({ relativePath: Text(2000), url: opt(Text(2000)) }, closed)),
    itemType: opt(
      Type.Object(
        { preset: opt(Type.Enum(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'])), custom: opt(Text(100)) },
        closed,
      ),
    ),
    physicalProperties: opt(PhysicalInput),
    serviceProperties: opt(
      Type.Object(
        {
          scheduledDate: opt(Type.String({ format: 'date-time' })),
          numberOfParticipants: opt(Type.Integer({ minimum: 1, maximum: 10_000 })),
        },
        closed,
      ),
    ),
    priceDescription: opt(NameInput),
    catalogReference: opt(CatalogReferenceInput),
  },
  closed,
);
export type CustomLineItemInput = Static<typeof CustomLineItemInput>;

/** An amount off, or a percentage of the lines' prices (Wix answers merchantDiscount.percentage): one of them. */
export const MerchantDiscountInput = Type.Object(
  {
    amount: opt(Decimal),
    percentage: opt(Type.String({ pattern: '^\\d{1,3}(\\.\\d{1,2})?$' })),
    lineItemIds: opt(Type.Array(LineId, { maxItems: MAX_LINES })),
  },
  closed,
);

export const CartInfoInput = Type.Object(
  {
    id: opt(Id),
    buyerNote: opt(Type.Union([Text(1000), Type.Null()])),
    contactInfo: opt(ContactInfoInput),
    selectedShippingOption: opt(SelectedShippingOption),
    buyerLanguage: opt(Text(20)),
    businessLocationId: opt(Text(100)),
  },
  closed,
);

const Lines = Type.Array(LineItemInput, { maxItems: MAX_LINES });
const CustomLines = Type.Array(CustomLineItemInput, { maxItems: MAX_LINES });
const Coupon = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);

export const CreateCartBody = Type.Object(
  {
    cartInfo: opt(CartInfoInput),
    couponCode: opt(Coupon),
    merchantDiscounts: opt(Type.Array(MerchantDiscountInput, { maxItems: 20 })),
    lineItems: opt(Lines),
    customLineItems: opt(CustomLines),
  },
  closed,
);
export type CreateCartBody = Static<typeof CreateCartBody>;

/** A field mask arrives comma-joined (spec section 7); `fieldMask` on carts by id, `cartFieldmask` on the current. */
export const UpdateCartBody = Type.Object(
  {
    ...CreateCartBody.properties,
    fieldMask: opt(Text(1000)),
    cartFieldmask: opt(Text(1000)),
  },
  closed,
);
export type UpdateCartBody = Static<typeof UpdateCartBody>;

export const UpdateCartQuery = Type.Object({ fieldMask: opt(Text(1000)), cartFieldmask: opt(Text(1000)) });

/** Wix's packages repeat a cart's path id in the body of each call on it (`id`): it must match the path. */
const PathIdEcho = { id: opt(Id) };

export const AddToCartBody = Type.Object(
  {
    ...PathIdEcho,
    lineItems: opt(Lines),
    customLineItems: opt(CustomLines),
    businessLocationId: opt(Text(100)),
  },
  closed,
);
export type AddToCartBody = Static<typeof AddToCartBody>;

export const RemoveLineItemsBody = Type.Object(
  { ...PathIdEcho, lineItemIds: Type.Array(LineId, { maxItems: 600 }) },
  closed,
);

export const UpdateQuantitiesBody = Type.Object(
  {
    ...PathIdEcho,
    lineItems: Type.Array(
      Type.Object({ id: opt(LineId), _id: opt(LineId), quantity: Type.Integer() }, closed),
      { maxItems: 600 },
    ),
  },
  closed,
);

const Memberships = Type.Object(
  {
    memberships: opt(
      Type.Array(
        Type.Object(
          {
            id: opt(Text(100)),
            appId: opt(Text(100)),
            lineItemIds: opt(Type.Array(LineId, { maxItems: MAX_LINES })),
          },
          closed,
        ),
        { maxItems: 20 },
      ),
    ),
  },
  closed,
);

export const EstimateTotalsBody = Type.Object(
  {
    ...PathIdEcho,
    selectedShippingOption: opt(SelectedShippingOption),
    shippingAddress: opt(AddressInput),
    billingAddress: opt(AddressInput),
    selectedMemberships: opt(Memberships),
    calculateTax: opt(Type.Union([Type.Boolean(), Type.Null()])),
    calculateShipping: opt(Type.Union([Type.Boolean(), Type.Null()])),
    calculateAdditionalFees: opt(Type.Union([Type.Boolean(), Type.Null()])),
  },
  closed,
);
export type EstimateTotalsBody = Static<typeof EstimateTotalsBody>;

export const CreateCheckoutBody = Type.Object(
  {
    ...PathIdEcho,
    channelType: opt(Text(50)),
    shippingAddress: opt(AddressInput),
    billingAddress: opt(AddressInput),
    selectedShippingOption: opt(SelectedShippingOption),
    email: opt(Type.Union([Text(254), Type.Null()])),
  },
  closed,
);

export const RemoveCouponBody = Type.Object(PathIdEcho, closed);

export const CartIdParams = Type.Object({ id: Id });

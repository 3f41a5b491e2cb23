/**
 * Wire shapes of the carts area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

/** Most lines (catalog and custom together) one cart holds. */
export const MAX_CART_LINES = 300;

/** Most units one cart line holds. */
export const MAX_LINE_QUANTITY = 9999;

export interface DiscountEstimateBody {
  lineItems: {
    productId: string;
    variantId?: string;
    quantity: number;
  }[];
  couponCode?: string;
}

export interface DiscountEstimate {
  currency: string;
  lineItems: {
    productId: string;
    variantId: string;
    name: string;
    quantity: number;
    quantityPriced: number;
    price: {
      amount: string;
      formattedAmount: string;
    };
    lineSubtotal: {
      amount: string;
      formattedAmount: string;
    };
    discount: {
      amount: string;
      formattedAmount: string;
    };
  }[];
  subtotal: {
    amount: string;
    formattedAmount: string;
  };
  discount: {
    amount: string;
    formattedAmount: string;
  };
  total: {
    amount: string;
    formattedAmount: string;
  };
  appliedDiscounts: {
    kind: 'COUPON' | 'AUTOMATIC';
    name: string;
    code?: string;
    amount: {
      amount: string;
      formattedAmount: string;
    };
  }[];
  coupon?: {
    code: string;
    applied: boolean;
    problem?: {
      code: string;
      description: string;
    };
  };
}

export interface DiscountEstimateReply {
  estimate: DiscountEstimate;
}

export interface MultiCurrencyPrice {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

export interface CartImage {
  id: string;
  url: string;
  height?: number;
  width?: number;
  altText?: string;
  urlExpirationDate?: string;
}

export interface PageUrl {
  relativePath: string;
  url: string;
}

export interface DescriptionLine {
  name: {
    original: string;
    translated?: string;
  };
  lineType: 'PLAIN_TEXT' | 'COLOR';
  plainText?: {
    original: string;
    translated?: string;
  };
  colorInfo?: {
    original: string;
    translated?: string;
    code?: string;
  };
}

export interface CatalogReference {
  appId: string;
  catalogItemId: string;
  options?: {
    variantId?: string;
  };
}

export interface LineItemAvailability {
  status: 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
  quantityAvailable?: number;
}

export interface LineItem {
  id: string;
  quantity: number;
  catalogReference: CatalogReference;
  productName: {
    original: string;
    translated?: string;
  };
  url: PageUrl;
  price: MultiCurrencyPrice;
  fullPrice: MultiCurrencyPrice;
  priceBeforeDiscounts: MultiCurrencyPrice;
  lineItemPrice: MultiCurrencyPrice;
  descriptionLines: DescriptionLine[];
  image?: CartImage;
  availability: LineItemAvailability;
  physicalProperties: {
    weight?: number;
    sku?: string;
    shippable: boolean;
  };
  itemType: {
    preset?: 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE';
    custom?: string;
  };
  paymentOption: 'FULL_PAYMENT_ONLINE';
  rootCatalogItemId: string;
  customLineItem: boolean;
  priceUndetermined: boolean;
  fixedQuantity: boolean;
  catalogOverrideFields?: {
    productName?: {
      original: string;
      translated?: string;
    };
    price?: string;
    fullPrice?: string;
    descriptionLines?: DescriptionLine[];
    physicalProperties?: {
      weight?: number;
      sku?: string;
      shippable?: boolean;
    };
    image?: CartImage;
  };
}

export interface CustomLineItem {
  id: string;
  quantity: number;
  productName: {
    original: string;
    translated?: string;
  };
  price: MultiCurrencyPrice;
  fullPrice: MultiCurrencyPrice;
  priceBeforeDiscounts: MultiCurrencyPrice;
  lineItemPrice: MultiCurrencyPrice;
  descriptionLines: DescriptionLine[];
  media?: CartImage;
  url?: PageUrl;
  itemType: {
    preset?: 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE';
    custom?: string;
  };
  physicalProperties?: {
    weight?: number;
    sku?: string;
    shippable: boolean;
  };
  serviceProperties?: {
    scheduledDate?: string;
    numberOfParticipants?: number;
  };
  priceDescription?: {
    original: string;
    translated?: string;
  };
  catalogReference?: CatalogReference;
  customLineItem: boolean;
}

export interface CartDiscount {
  discountType: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  lineItemIds?: string[];
  coupon?: {
    id: string;
    code: string;
    name?: string;
    amount?: MultiCurrencyPrice;
  };
  merchantDiscount?: {
    amount: MultiCurrencyPrice;
    percentage?: number;
  };
  discountRule?: {
    id: string;
    name: {
      original: string;
      translated?: string;
    };
    amount?: MultiCurrencyPrice;
  };
}

export interface MerchantDiscount {
  amount: MultiCurrencyPrice;
  percentage?: number;
  lineItemIds?: string[];
}

export interface ContactInfo {
  address?: {
    formatted?: string;
    location?: {
      latitude?: number;
      longitude?: number;
    };
    addressLine1?: string;
    addressLine2?: string;
    streetAddress?: {
      name?: string;
      number?: string;
      apt?: string;
    };
    city?: string;
    subdivision?: string;
    country?: string;
    postalCode?: string;
    addressLine?: string;
    formattedAddress?: string;
    geocode?: {
      latitude?: number;
      longitude?: number;
    };
  };
  contactDetails?: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    company?: string;
  };
}

export interface SelectedShippingOption {
  code: string;
  carrierId?: string;
}

export interface PriceSummary {
  subtotal: MultiCurrencyPrice;
  discount: MultiCurrencyPrice;
  shipping: MultiCurrencyPrice;
  tax: MultiCurrencyPrice;
  total: MultiCurrencyPrice;
}

export interface Cart {
  id: string;
  createdDate: string;
  updatedDate: string;
  lineItems: LineItem[];
  customLineItems: CustomLineItem[];
  buyerInfo: {
    visitorId?: string;
    memberId?: string;
  };
  currency: string;
  conversionCurrency: string;
  paymentCurrency: string;
  weightUnit: 'KG';
  taxIncludedInPrices: boolean;
  couponCode?: string;
  couponProblem?: {
    code: string;
    description: string;
  };
  merchantDiscounts: MerchantDiscount[];
  appliedDiscounts: CartDiscount[];
  contactInfo?: ContactInfo;
  buyerNote?: string;
  selectedShippingOption?: SelectedShippingOption;
  priceSummary: PriceSummary;
  revision: string;
}

export interface CartReply {
  cart: Cart;
}

export interface ShippingOptionView {
  code: string;
  title: string;
  logistics: {
    deliveryTime?: string;
    instructions?: string;
    deliveryTimeSlot?: {
      from: string;
      to: string;
    };
    pickupDetails?: {
      address: {
        formatted?: string;
        location?: {
          latitude?: number;
          longitude?: number;
        };
        addressLine1?: string;
        addressLine2?: string;
        streetAddress?: {
          name?: string;
          number?: string;
          apt?: string;
        };
        city?: string;
        subdivision?: string;
        country?: string;
        postalCode?: string;
        addressLine?: string;
        formattedAddress?: string;
        geocode?: {
          latitude?: number;
          longitude?: number;
        };
      };
      businessLocation: boolean;
      pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT';
    };
  };
  cost: {
    price: MultiCurrencyPrice;
    otherCharges: unknown[];
  };
}

export interface SelectedCarrierServiceOption {
  code: string;
  title: string;
  carrierId: string;
  logistics: {
    deliveryTime?: string;
    instructions?: string;
    deliveryTimeSlot?: {
      from: string;
      to: string;
    };
    pickupDetails?: {
      address: {
        formatted?: string;
        location?: {
          latitude?: number;
          longitude?: number;
        };
        addressLine1?: string;
        addressLine2?: string;
        streetAddress?: {
          name?: string;
          number?: string;
          apt?: string;
        };
        city?: string;
        subdivision?: string;
        country?: string;
        postalCode?: string;
        addressLine?: string;
        formattedAddress?: string;
        geocode?: {
          latitude?: number;
          longitude?: number;
        };
      };
      businessLocation: boolean;
      pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT';
    };
  };
  cost: {
    totalPriceAfterTax: MultiCurrencyPrice;
    totalPriceBeforeTax: MultiCurrencyPrice;
    totalDiscount: MultiCurrencyPrice;
    price: MultiCurrencyPrice;
  };
  requestedShippingOption: boolean;
  otherCharges: unknown[];
}

export interface ShippingInfo {
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  carrierServiceOptions: {
    carrierId: string;
    shippingOptions: ShippingOptionView[];
  }[];
}

export interface CalculatedLineItem {
  lineItemId: string;
  paymentOption: 'FULL_PAYMENT_ONLINE';
  pricesBreakdown: {
    totalPriceAfterTax: MultiCurrencyPrice;
    totalPriceBeforeTax: MultiCurrencyPrice;
    totalDiscount: MultiCurrencyPrice;
    price: MultiCurrencyPrice;
    priceBeforeDiscounts: MultiCurrencyPrice;
    lineItemPrice: MultiCurrencyPrice;
    fullPrice: MultiCurrencyPrice;
    taxDetails: {
      taxableAmount: MultiCurrencyPrice;
      taxRate: string;
      totalTax: MultiCurrencyPrice;
    };
  };
}

export interface TaxSummary {
  taxableAmount: MultiCurrencyPrice;
  totalTax: MultiCurrencyPrice;
  calculationDetails: {
    rateType: 'NO_TAX_COLLECTED' | 'MANUAL_RATE' | 'AUTO_RATE' | 'FALLBACK_RATE';
    manualRateReason?: 'GLOBAL_SETTING_TO_MANUAL';
  };
}

export interface EstimateTotalsReply {
  cart: Cart;
  calculatedLineItems: CalculatedLineItem[];
  priceSummary: PriceSummary;
  taxSummary: TaxSummary;
  shippingInfo: ShippingInfo;
  appliedDiscounts: CartDiscount[];
  membershipOptions: {
    eligibleMemberships: unknown[];
    invalidMemberships: unknown[];
    selectedMemberships: unknown[];
  };
  currency: string;
  weightUnit: 'KG';
  violations: unknown[];
}

export interface CreateCheckoutReply {
  checkoutId: string;
}

export interface LineItemInput {
  id?: string;
  quantity?: number;
  catalogReference: {
    appId: string;
    catalogItemId: string;
    options?: {
      variantId?: string;
    } | null;
  };
  catalogOverrideFields?: {
    productName?: {
      original: string;
      translated?: string;
    };
    price?: string;
    fullPrice?: string;
    descriptionLines?: {
      name: {
        original: string;
        translated?: string;
      };
      lineType?: 'UNRECOGNISED' | 'PLAIN_TEXT' | 'COLOR';
      plainText?: {
        original: string;
        translated?: string;
      };
      colorInfo?: {
        original: string;
        translated?: string;
        code?: string;
      };
    }[];
    physicalProperties?: {
      weight?: number;
      sku?: string;
      shippable?: boolean;
    };
    image?: {
      id?: string;
      url: string;
      height?: number;
      width?: number;
      altText?: string;
      urlExpirationDate?: string;
      filename?: string;
    };
  };
}

export interface CustomLineItemInput {
  id?: string;
  quantity: number;
  price: string;
  fullPrice?: string;
  productName: {
    original: string;
    translated?: string;
  };
  descriptionLines?: {
    name: {
      original: string;
      translated?: string;
    };
    lineType?: 'UNRECOGNISED' | 'PLAIN_TEXT' | 'COLOR';
    plainText?: {
      original: string;
      translated?: string;
    };
    colorInfo?: {
      original: string;
      translated?: string;
      code?: string;
    };
  }[];
  media?: {
    id?: string;
    url: string;
    height?: number;
    width?: number;
    altText?: string;
    urlExpirationDate?: string;
    filename?: string;
  };
  url?: {
    relativePath: string;
    url?: string;
  };
  itemType?: {
    preset?: 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE';
    custom?: string;
  };
  physicalProperties?: {
    weight?: number;
    sku?: string;
    shippable?: boolean;
  };
  serviceProperties?: {
    scheduledDate?: string;
    numberOfParticipants?: number;
  };
  priceDescription?: {
    original: string;
    translated?: string;
  };
  catalogReference?: {
    appId: string;
    catalogItemId: string;
    options?: {
      variantId?: string;
    } | null;
  };
}

export interface CreateCartBody {
  cartInfo?: {
    id?: string;
    buyerNote?: string | null;
    contactInfo?: {
      address?: {
        formatted?: string;
        location?: {
          latitude?: number;
          longitude?: number;
        };
        addressLine1?: string;
        addressLine2?: string;
        streetAddress?: {
          name?: string;
          number?: string;
          apt?: string;
          formattedAddressLine?: string;
        };
        city?: string;
        subdivision?: string;
        country?: string;
        postalCode?: string;
        addressLine?: string;
        formattedAddress?: string;
        geocode?: {
          latitude?: number;
          longitude?: number;
        };
        hint?: string;
        countryFullname?: string;
        subdivisionFullname?: string;
      };
      contactDetails?: {
        firstName?: string;
        lastName?: string;
        phone?: string;
        company?: string;
      };
    };
    selectedShippingOption?: SelectedShippingOption;
    buyerLanguage?: string;
    businessLocationId?: string;
  };
  couponCode?: string | null;
  merchantDiscounts?: {
    amount?: string;
    percentage?: string;
    lineItemIds?: string[];
  }[];
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
}

export interface UpdateCartBody {
  cartInfo?: {
    id?: string;
    buyerNote?: string | null;
    contactInfo?: {
      address?: {
        formatted?: string;
        location?: {
          latitude?: number;
          longitude?: number;
        };
        addressLine1?: string;
        addressLine2?: string;
        streetAddress?: {
          name?: string;
          number?: string;
          apt?: string;
          formattedAddressLine?: string;
        };
        city?: string;
        subdivision?: string;
        country?: string;
        postalCode?: string;
        addressLine?: string;
        formattedAddress?: string;
        geocode?: {
          latitude?: number;
          longitude?: number;
        };
        hint?: string;
        countryFullname?: string;
        subdivisionFullname?: string;
      };
      contactDetails?: {
        firstName?: string;
        lastName?: string;
        phone?: string;
        company?: string;
      };
    };
    selectedShippingOption?: SelectedShippingOption;
    buyerLanguage?: string;
    businessLocationId?: string;
  };
  couponCode?: string | null;
  merchantDiscounts?: {
    amount?: string;
    percentage?: string;
    lineItemIds?: string[];
  }[];
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
  fieldMask?: string;
  cartFieldmask?: string;
}

export interface AddToCartBody {
  id?: string;
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
  businessLocationId?: string;
}

export interface RemoveLineItemsBody {
  id?: string;
  lineItemIds: string[];
}

export interface UpdateQuantitiesBody {
  id?: string;
  lineItems: {
    id?: string;
    _id?: string;
    quantity: number;
  }[];
}

export interface EstimateTotalsBody {
  id?: string;
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: {
    formatted?: string;
    location?: {
      latitude?: number;
      longitude?: number;
    };
    addressLine1?: string;
    addressLine2?: string;
    streetAddress?: {
      name?: string;
      number?: string;
      apt?: string;
      formattedAddressLine?: string;
    };
    city?: string;
    subdivision?: string;
    country?: string;
    postalCode?: string;
    addressLine?: string;
    formattedAddress?: string;
    geocode?: {
      latitude?: number;
      longitude?: number;
    };
    hint?: string;
    countryFullname?: string;
    subdivisionFullname?: string;
  };
  billingAddress?: {
    formatted?: string;
    location?: {
      latitude?: number;
      longitude?: number;
    };
    addressLine1?: string;
    addressLine2?: string;
    streetAddress?: {
      name?: string;
      number?: string;
      apt?: string;
      formattedAddressLine?: string;
    };
    city?: string;
    subdivision?: string;
    country?: string;
    postalCode?: string;
    addressLine?: string;
    formattedAddress?: string;
    geocode?: {
      latitude?: number;
      longitude?: number;
    };
    hint?: string;
    countryFullname?: string;
    subdivisionFullname?: string;
  };
  selectedMemberships?: {
    memberships?: {
      id?: string;
      appId?: string;
      lineItemIds?: string[];
    }[];
  };
  calculateTax?: boolean | null;
  calculateShipping?: boolean | null;
  calculateAdditionalFees?: boolean | null;
}

export interface CreateCheckoutBody {
  id?: string;
  channelType?: string;
  shippingAddress?: {
    formatted?: string;
    location?: {
      latitude?: number;
      longitude?: number;
    };
    addressLine1?: string;
    addressLine2?: string;
    streetAddress?: {
      name?: string;
      number?: string;
      apt?: string;
      formattedAddressLine?: string;
    };
    city?: string;
    subdivision?: string;
    country?: string;
    postalCode?: string;
    addressLine?: string;
    formattedAddress?: string;
    geocode?: {
      latitude?: number;
      longitude?: number;
    };
    hint?: string;
    countryFullname?: string;
    subdivisionFullname?: string;
  };
  billingAddress?: {
    formatted?: string;
    location?: {
      latitude?: number;
      longitude?: number;
    };
    addressLine1?: string;
    addressLine2?: string;
    streetAddress?: {
      name?: string;
      number?: string;
      apt?: string;
      formattedAddressLine?: string;
    };
    city?: string;
    subdivision?: string;
    country?: string;
    postalCode?: string;
    addressLine?: string;
    formattedAddress?: string;
    geocode?: {
      latitude?: number;
      longitude?: number;
    };
    hint?: string;
    countryFullname?: string;
    subdivisionFullname?: string;
  };
  selectedShippingOption?: SelectedShippingOption;
  email?: string | null;
}

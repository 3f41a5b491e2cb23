/**
 * Wire shapes of the checkouts area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface AddressWithContact {
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

export interface CheckoutShippingInfo {
  shippingDestination?: AddressWithContact;
  selectedCarrierServiceOption?: {
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
      totalPriceAfterTax: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      totalPriceBeforeTax: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      totalDiscount: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      price: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
    };
    requestedShippingOption: boolean;
    otherCharges: unknown[];
  };
  carrierServiceOptions: {
    carrierId: string;
    shippingOptions: {
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
        price: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
        otherCharges: unknown[];
      };
    }[];
  }[];
}

export interface CheckoutBuyerInfo {
  visitorId?: string;
  memberId?: string;
  email?: string;
}

export interface CheckoutLineItem {
  id: string;
  quantity: number;
  catalogReference: {
    appId: string;
    catalogItemId: string;
    options?: {
      variantId?: string;
    };
  };
  productName: {
    original: string;
    translated?: string;
  };
  url: {
    relativePath: string;
    url: string;
  };
  price: {
    amount: string;
    convertedAmount: string;
    formattedAmount: string;
    formattedConvertedAmount: string;
  };
  fullPrice: {
    amount: string;
    convertedAmount: string;
    formattedAmount: string;
    formattedConvertedAmount: string;
  };
  priceBeforeDiscounts: {
    amount: string;
    convertedAmount: string;
    formattedAmount: string;
    formattedConvertedAmount: string;
  };
  lineItemPrice: {
    amount: string;
    convertedAmount: string;
    formattedAmount: string;
    formattedConvertedAmount: string;
  };
  descriptionLines: {
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
  }[];
  image?: {
    id: string;
    url: string;
    height?: number;
    width?: number;
    altText?: string;
    urlExpirationDate?: string;
  };
  availability: {
    status: 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
    quantityAvailable?: number;
  };
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
    descriptionLines?: {
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
    }[];
    physicalProperties?: {
      weight?: number;
      sku?: string;
      shippable?: boolean;
    };
    image?: {
      id: string;
      url: string;
      height?: number;
      width?: number;
      altText?: string;
      urlExpirationDate?: string;
    };
  };
  media?: {
    id: string;
    url: string;
    height?: number;
    width?: number;
    altText?: string;
    urlExpirationDate?: string;
  };
}

export interface CheckoutGiftCard {
  id: string;
  obfuscatedCode: string;
  amount: {
    amount: string;
    convertedAmount: string;
    formattedAmount: string;
    formattedConvertedAmount: string;
  };
  appId: string;
}

export interface ChosenPaymentMethod {
  id: string;
  kind: string;
  title: string;
  instructions: string;
}

export interface Checkout {
  id: string;
  cartId?: string;
  createdDate: string;
  updatedDate: string;
  lineItems: CheckoutLineItem[];
  customLineItems: {
    id: string;
    quantity: number;
    productName: {
      original: string;
      translated?: string;
    };
    price: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    fullPrice: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    priceBeforeDiscounts: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    lineItemPrice: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    descriptionLines: {
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
    }[];
    media?: {
      id: string;
      url: string;
      height?: number;
      width?: number;
      altText?: string;
      urlExpirationDate?: string;
    };
    url?: {
      relativePath: string;
      url: string;
    };
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
    catalogReference?: {
      appId: string;
      catalogItemId: string;
      options?: {
        variantId?: string;
      };
    };
    customLineItem: boolean;
  }[];
  billingInfo?: AddressWithContact;
  shippingInfo: CheckoutShippingInfo;
  buyerNote?: string;
  buyerInfo: CheckoutBuyerInfo;
  currency: string;
  conversionCurrency: string;
  paymentCurrency: string;
  weightUnit: 'KG';
  taxIncludedInPrice: boolean;
  channelType:
    | 'UNSPECIFIED'
    | 'WEB'
    | 'POS'
    | 'EBAY'
    | 'AMAZON'
    | 'OTHER_PLATFORM'
    | 'WIX_APP_STORE'
    | 'WIX_INVOICES'
    | 'BACKOFFICE_MERCHANT'
    | 'WISH'
    | 'CLASS_PASS'
    | 'GLOBAL_E'
    | 'FACEBOOK'
    | 'ETSY'
    | 'TIKTOK'
    | 'FAIRE_COM';
  couponCode?: string;
  couponProblem?: {
    code: string;
    description: string;
  };
  appliedDiscounts: {
    discountType: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
    lineItemIds?: string[];
    coupon?: {
      id: string;
      code: string;
      name?: string;
      amount?: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
    };
    merchantDiscount?: {
      amount: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      percentage?: number;
    };
    discountRule?: {
      id: string;
      name: {
        original: string;
        translated?: string;
      };
      amount?: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
    };
  }[];
  priceSummary: {
    subtotal: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    discount: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    shipping: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    tax: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    total: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
  };
  payNow: {
    subtotal: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    discount: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    shipping: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    tax: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    total: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
  };
  payLater: {
    subtotal: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    discount: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    shipping: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    tax: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    total: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
  };
  giftCard?: CheckoutGiftCard;
  taxSummary: {
    taxableAmount: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    totalTax: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    calculationDetails: {
      rateType: 'NO_TAX_COLLECTED' | 'MANUAL_RATE' | 'AUTO_RATE' | 'FALLBACK_RATE';
      manualRateReason?: 'GLOBAL_SETTING_TO_MANUAL';
    };
  };
  membershipOptions: {
    eligibleMemberships: unknown[];
    invalidMemberships: unknown[];
    selectedMemberships: {
      memberships: unknown[];
    };
  };
  additionalFees: unknown[];
  violations: unknown[];
  createdBy: {
    visitorId?: string;
    memberId?: string;
    appId?: string;
  };
  completed: boolean;
  paymentMethodId?: string;
  paymentMethod?: ChosenPaymentMethod;
  stockHoldExpiresDate?: string;
  orderId?: string;
  revision: string;
}

export interface CheckoutReply {
  checkout: Checkout;
}

export interface CheckoutUrlReply {
  checkoutUrl: string;
}

export interface AddressWithContactInput {
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
    vatId?: {
      id?: string;
      type?: 'UNSPECIFIED' | 'CPF' | 'CNPJ';
    };
  };
}

export interface CheckoutInfoInput {
  id?: string;
  buyerInfo?: {
    email?: string | null;
    visitorId?: string;
    memberId?: string;
    contactId?: string;
  };
  billingInfo?: AddressWithContactInput | null;
  shippingInfo?: {
    shippingDestination?: AddressWithContactInput | null;
    selectedCarrierServiceOption?: {
      code: string;
      carrierId?: string;
      title?: string;
    } | null;
  };
  buyerNote?: string | null;
  paymentMethodId?: string | null;
  channelType?:
    | 'UNSPECIFIED'
    | 'WEB'
    | 'POS'
    | 'EBAY'
    | 'AMAZON'
    | 'OTHER_PLATFORM'
    | 'WIX_APP_STORE'
    | 'WIX_INVOICES'
    | 'BACKOFFICE_MERCHANT'
    | 'WISH'
    | 'CLASS_PASS'
    | 'GLOBAL_E'
    | 'FACEBOOK'
    | 'ETSY'
    | 'TIKTOK'
    | 'FAIRE_COM';
  buyerLanguage?: string;
  siteLanguage?: string;
  businessLocationId?: string;
}

export interface CreateCheckoutBody {
  checkoutInfo?: CheckoutInfoInput;
  couponCode?: string | null;
  giftCardCode?: string | null;
  lineItems?: {
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
  }[];
  customLineItems?: {
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
  }[];
  channelType?:
    | 'UNSPECIFIED'
    | 'WEB'
    | 'POS'
    | 'EBAY'
    | 'AMAZON'
    | 'OTHER_PLATFORM'
    | 'WIX_APP_STORE'
    | 'WIX_INVOICES'
    | 'BACKOFFICE_MERCHANT'
    | 'WISH'
    | 'CLASS_PASS'
    | 'GLOBAL_E'
    | 'FACEBOOK'
    | 'ETSY'
    | 'TIKTOK'
    | 'FAIRE_COM';
  overrideCheckoutUrl?: string | null;
}

export interface UpdateCheckoutBody {
  checkout?: CheckoutInfoInput;
  couponCode?: string | null;
  giftCardCode?: string | null;
  overrideCheckoutUrl?: string | null;
  lineItems?: {
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
  }[];
  customLineItems?: {
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
  }[];
  fieldMask?: string;
}

export interface AddToCheckoutBody {
  id?: string;
  lineItems?: {
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
  }[];
  customLineItems?: {
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
  }[];
}

export interface CreateOrderBody {
  id?: string;
  savePaymentMethod?: boolean;
  delayCapture?: boolean;
  inAppPurchase?: boolean;
}

export interface CreateOrderReply {
  orderId: string;
  order: {
    id: string;
    number: string;
    createdDate: string;
    updatedDate: string;
    purchasedDate: string;
    checkoutId?: string;
    lineItems: {
      id: string;
      productName: {
        original: string;
        translated?: string;
      };
      catalogReference?: {
        appId: string;
        catalogItemId: string;
        options?: {
          variantId?: string;
        };
      };
      url?: {
        relativePath: string;
        url: string;
      };
      quantity: number;
      totalDiscount: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      descriptionLines: {
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
      }[];
      image?: {
        id: string;
        url: string;
        height?: number;
        width?: number;
        altText?: string;
        urlExpirationDate?: string;
      };
      physicalProperties?: {
        weight?: number;
        sku?: string;
        shippable: boolean;
      };
      itemType: {
        preset: 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE' | 'CUSTOM_AMOUNT_ITEM';
      };
      refundQuantity: number;
      restockQuantity: number;
      fulfilledQuantity: number;
      price: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      priceBeforeDiscounts: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      fullPrice: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      lineItemPrice: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      totalPriceBeforeTax: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      totalPriceAfterTax: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      paymentOption: 'FULL_PAYMENT_ONLINE' | 'FULL_PAYMENT_OFFLINE';
      taxDetails: {
        taxableAmount: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
        taxRate: string;
        totalTax: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
      };
      digitalFile?: {
        fileId: string;
        link?: string;
        expirationDate?: string;
      };
      rootCatalogItemId?: string;
      sku?: string;
    }[];
    buyerInfo: CheckoutBuyerInfo;
    createdBy: {
      visitorId?: string;
      memberId?: string;
      appId?: string;
    };
    status: 'INITIALIZED' | 'APPROVED' | 'CANCELED' | 'PENDING' | 'REJECTED';
    paymentStatus:
      'NOT_PAID' | 'PAID' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED' | 'PENDING' | 'PARTIALLY_PAID';
    fulfillmentStatus: 'NOT_FULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED';
    archived: boolean;
    currency: string;
    weightUnit: 'KG' | 'LB';
    taxIncludedInPrices: boolean;
    priceSummary: {
      subtotal: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      shipping: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      tax: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      discount: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      total: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      totalAdditionalFees: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      giftCard: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
    };
    billingInfo?: {
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
    };
    shippingInfo?: {
      carrierId?: string;
      code?: string;
      title: string;
      logistics: {
        deliveryTime?: string;
        instructions?: string;
        deliverByDate?: string;
        deliveryTimeSlot?: {
          from: string;
          to: string;
        };
        shippingDestination?: {
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
        };
        pickupDetails?: {
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
          pickupMethod?: 'STORE_PICKUP' | 'PICKUP_POINT';
        };
      };
      cost: {
        price: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
        totalPriceBeforeTax: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
        totalPriceAfterTax: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
        discount: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
      };
    };
    recipientInfo?: {
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
    };
    buyerNote?: string;
    taxSummary: {
      totalTax: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
    };
    appliedDiscounts: {
      discountType: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
      lineItemIds?: string[];
      coupon?: {
        id: string;
        code: string;
        name?: string;
        amount?: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
      };
      merchantDiscount?: {
        amount: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
        percentage?: number;
      };
      discountRule?: {
        id: string;
        name: {
          original: string;
          translated?: string;
        };
        amount?: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
      };
    }[];
    activities: {
      id: string;
      createdDate: string;
      type: string;
      authorEmail?: string;
      merchantComment?: {
        message: string;
      };
      orderRefunded?: {
        manual: boolean;
        amount: {
          amount: string;
          convertedAmount: string;
          formattedAmount: string;
          formattedConvertedAmount: string;
        };
        reason?: string;
      };
      amount?: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      trackingInfo?: {
        trackingNumber: string;
        shippingProvider: string;
        trackingLink?: string;
      };
      customMessage?: string;
    }[];
    channelInfo: {
      type:
        | 'UNSPECIFIED'
        | 'WEB'
        | 'POS'
        | 'EBAY'
        | 'AMAZON'
        | 'OTHER_PLATFORM'
        | 'WIX_APP_STORE'
        | 'WIX_INVOICES'
        | 'BACKOFFICE_MERCHANT'
        | 'WISH'
        | 'CLASS_PASS'
        | 'GLOBAL_E'
        | 'FACEBOOK'
        | 'ETSY'
        | 'TIKTOK'
        | 'FAIRE_COM';
    };
    balanceSummary: {
      balance: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      paid: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
      refunded: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
    };
    seenByAHuman: boolean;
    fulfillments: {
      id: string;
      createdDate: string;
      lineItems: {
        id: string;
        quantity: number;
      }[];
      trackingInfo?: {
        trackingNumber: string;
        shippingProvider: string;
        trackingLink?: string;
      };
    }[];
    paymentMethod?: {
      id?: string;
      kind: string;
      title: string;
      instructions?: string;
    };
    couponCode?: string;
    giftCard?: {
      code: string;
      amount: {
        amount: string;
        convertedAmount: string;
        formattedAmount: string;
        formattedConvertedAmount: string;
      };
    };
  };
}

export interface CreateCheckoutFromCartBody {
  id?: string;
  channelType?:
    | 'UNSPECIFIED'
    | 'WEB'
    | 'POS'
    | 'EBAY'
    | 'AMAZON'
    | 'OTHER_PLATFORM'
    | 'WIX_APP_STORE'
    | 'WIX_INVOICES'
    | 'BACKOFFICE_MERCHANT'
    | 'WISH'
    | 'CLASS_PASS'
    | 'GLOBAL_E'
    | 'FACEBOOK'
    | 'ETSY'
    | 'TIKTOK'
    | 'FAIRE_COM';
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
  selectedShippingOption?: {
    code: string;
    carrierId?: string;
  };
  email?: string | null;
}

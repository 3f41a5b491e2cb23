/**
 * Wire shapes of the orders area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface OrderTaxDetails {
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
}

export interface OrderLineItem {
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
  taxDetails: OrderTaxDetails;
  digitalFile?: {
    fileId: string;
    link?: string;
    expirationDate?: string;
  };
  rootCatalogItemId?: string;
  sku?: string;
}

export interface OrderContactDetails {
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
}

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
  contactDetails?: OrderContactDetails;
}

export interface OrderDeliveryLogistics {
  deliveryTime?: string;
  instructions?: string;
  deliverByDate?: string;
  deliveryTimeSlot?: {
    from: string;
    to: string;
  };
  shippingDestination?: AddressWithContact;
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
}

export interface OrderShippingInfo {
  carrierId?: string;
  code?: string;
  title: string;
  logistics: OrderDeliveryLogistics;
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
}

export interface OrderPriceSummary {
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
}

export interface OrderActivity {
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
}

export interface OrderFulfillment {
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
}

export interface Order {
  id: string;
  number: string;
  createdDate: string;
  updatedDate: string;
  purchasedDate: string;
  checkoutId?: string;
  lineItems: OrderLineItem[];
  buyerInfo: {
    visitorId?: string;
    memberId?: string;
    email?: string;
  };
  createdBy: {
    visitorId?: string;
    memberId?: string;
    appId?: string;
  };
  status: 'INITIALIZED' | 'APPROVED' | 'CANCELED' | 'PENDING' | 'REJECTED';
  paymentStatus: 'NOT_PAID' | 'PAID' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED' | 'PENDING' | 'PARTIALLY_PAID';
  fulfillmentStatus: 'NOT_FULFILLED' | 'FULFILLED' | 'PARTIALLY_FULFILLED';
  archived: boolean;
  currency: string;
  weightUnit: 'KG' | 'LB';
  taxIncludedInPrices: boolean;
  priceSummary: OrderPriceSummary;
  billingInfo?: AddressWithContact;
  shippingInfo?: OrderShippingInfo;
  recipientInfo?: AddressWithContact;
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
  activities: OrderActivity[];
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
  fulfillments: OrderFulfillment[];
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
}

export interface OrderReply {
  order: Order;
}

export interface OrderSearch {
  filter?: Record<string, unknown> | string;
  sort?:
    | {
        fieldName: string;
        order?: 'ASC' | 'DESC';
      }[]
    | {
        fieldName: string;
        order?: 'ASC' | 'DESC';
      }
    | string;
  cursorPaging?: {
    limit?: number;
    cursor?: string | null;
  };
  paging?: {
    limit?: number;
    offset?: number;
  };
}

export interface SearchOrdersReply {
  orders: Order[];
  metadata: {
    count: number;
    hasNext: boolean;
    cursors: {
      next?: string;
      prev?: string;
    };
  };
}

export interface CollectabilityReply {
  status:
    | 'COLLECTABLE'
    | 'NONCOLLECTABLE_ORDER_IS_CANCELLED'
    | 'NONCOLLECTABLE_ORDER_IS_PAID'
    | 'NONCOLLECTABLE_MISSING_PAYMENT_METHOD'
    | 'NONCOLLECTABLE_ORDER_IS_PENDING'
    | 'NONCOLLECTABLE_ORDER_IS_REJECTED';
  reason?: string;
  amount: {
    amount: string;
    convertedAmount: string;
    formattedAmount: string;
    formattedConvertedAmount: string;
  };
}

export interface OrderWithFulfillments {
  orderId: string;
  fulfillments: OrderFulfillment[];
}

export interface FulfillmentsReply {
  orderWithFulfillments: OrderWithFulfillments;
}

export interface CreateFulfillmentReply {
  orderWithFulfillments: OrderWithFulfillments;
  fulfillmentId: string;
  order: Order;
}

export interface TrackingInfo {
  trackingNumber: string;
  shippingProvider: string;
  trackingLink?: string;
}

export interface FulfillmentInput {
  lineItems?: {
    id: string;
    quantity?: number;
  }[];
  trackingInfo?: TrackingInfo;
}

export interface FulfillmentUpdate {
  id?: string;
  trackingInfo: TrackingInfo | null;
}

export interface FulfillmentChangeReply {
  orderWithFulfillments: OrderWithFulfillments;
  order: Order;
}

export interface OrderPayment {
  id: string;
  createdDate: string;
  amount: {
    amount: string;
    convertedAmount: string;
    formattedAmount: string;
    formattedConvertedAmount: string;
  };
  refundDisabled: boolean;
  regularPaymentDetails: {
    paymentMethod: string;
    offlinePayment: boolean;
    status: string;
    providerTransactionId?: string;
    reference?: string;
  };
  giftCardPaymentDetails?: {
    giftCardId: string;
    obfuscatedCode?: string;
  };
}

export interface OrderRefund {
  id: string;
  createdDate: string;
  transactions: {
    paymentId: string;
    amount: {
      amount: string;
      convertedAmount: string;
      formattedAmount: string;
      formattedConvertedAmount: string;
    };
    refundStatus: string;
    externalRefund: boolean;
  }[];
  details: {
    items: {
      lineItemId: string;
      quantity: number;
    }[];
    shippingIncluded: boolean;
    reason?: string;
  };
}

export interface TransactionsReply {
  orderTransactions: {
    orderId: string;
    payments: OrderPayment[];
    refunds: OrderRefund[];
  };
}

export interface RefundabilityReply {
  refundabilities: {
    paymentId: string;
    refundabilityStatus: 'REFUNDABLE' | 'MANUAL' | 'NOT_REFUNDABLE';
    nonRefundableReason?: string;
    manuallyRefundableReason?: string;
  }[];
  refundableAmount?: {
    amount: string;
    convertedAmount: string;
    formattedAmount: string;
    formattedConvertedAmount: string;
  };
  orderRefundability: {
    refundabilityStatus: 'REFUNDABLE' | 'MANUAL' | 'NOT_REFUNDABLE';
    nonRefundableReason?: string;
    manuallyRefundableReason?: string;
  };
}

export interface RefundReply {
  order: Order;
  refund: OrderRefund;
}

export interface PaymentReminderReply {
  order: Order;
  sentTo: string;
}

export interface MarkAsPaidBody {
  amount?: {
    amount: string;
  };
  reference?: string;
}

export interface OrderNote {
  id: string;
  orderId: string;
  text: string;
  author: {
    kind: 'staff' | 'apiKey' | 'operator';
    id: string;
    name: string;
    email?: string;
  };
  createdDate: string;
}

export interface AddOrderNoteBody {
  text: string;
}

export interface OrderNoteReply {
  note: OrderNote;
}

export interface OrderNotesReply {
  notes: OrderNote[];
}

export interface OrderHistoryEntry {
  id: string;
  createdDate: string;
  action: string;
  actor: {
    kind: string;
    name: string;
    email?: string;
  };
  fields: string[];
  mail?: {
    kind: string;
    to: string;
  };
}

export interface OrderHistoryReply {
  entries: OrderHistoryEntry[];
}

export interface ResendConfirmationReply {
  sent: boolean;
}

/**
 * Wire shapes of the draft-orders area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface DraftOrder {
  id: string;
  status: 'DRAFT' | 'SENT';
  lineItems: {
    id: string;
    productId: string;
    variantId: string;
    quantity: number;
    productName: string;
    variantLabel?: string;
    sku?: string;
    price?: {
      amount: string;
      formattedAmount: string;
    };
    lineTotal?: {
      amount: string;
      formattedAmount: string;
    };
  }[];
  customer: {
    email?: string;
    firstName?: string;
    lastName?: string;
    phone?: string;
  };
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
  shippingOptionCode?: string;
  paymentMethodId?: string;
  buyerNote?: string;
  totals?: {
    currency: string;
    subtotal: {
      amount: string;
      formattedAmount: string;
    };
    shipping: {
      amount: string;
      formattedAmount: string;
    };
    tax: {
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
  };
  shippingOptions: {
    code: string;
    title: string;
    cost: {
      amount: string;
      formattedAmount: string;
    };
    pickup: boolean;
  }[];
  paymentMethods: {
    id: string;
    kind: string;
    title: string;
    instructions: string;
  }[];
  problems: DraftProblem[];
  orderId?: string;
  orderNumber?: string;
  sentDate?: string;
  createdBy: string;
  createdDate: string;
  updatedDate: string;
}

export interface DraftOrderInput {
  lineItems?: {
    id?: string;
    productId: string;
    variantId?: string;
    quantity: number;
  }[];
  customer?: {
    email?: null | string;
    firstName?: null | string;
    lastName?: null | string;
    phone?: null | string;
  };
  shippingAddress?: null | {
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
  shippingOptionCode?: null | string;
  paymentMethodId?: null | string;
  buyerNote?: null | string;
}

export interface DraftOrderReply {
  draftOrder: DraftOrder;
}

export interface DraftOrderSummary {
  id: string;
  status: 'DRAFT' | 'SENT';
  customer: {
    email?: string;
    name?: string;
  };
  lineCount: number;
  units: number;
  orderId?: string;
  orderNumber?: string;
  createdBy: string;
  createdDate: string;
  updatedDate: string;
}

export interface DraftProblem {
  code: string;
  description: string;
  field?: string;
  lineItemId?: string;
  availableQuantity?: number;
}

export interface ListDraftOrdersReply {
  draftOrders: DraftOrderSummary[];
  metadata: {
    count: number;
    offset: number;
    total: number;
  };
}

export interface SendDraftOrderReply {
  draftOrder: DraftOrder;
  orderId: string;
  orderNumber: string;
}

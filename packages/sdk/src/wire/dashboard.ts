/**
 * Wire shapes of the dashboard area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface DashboardAmount {
  amount: string;
  formattedAmount: string;
}

export interface AwaitingPaymentOrder {
  id: string;
  number: string;
  createdDate: string;
  buyerName: string;
  buyerEmail?: string;
  total: DashboardAmount;
  daysWaiting: number;
  amountDue: DashboardAmount;
  paymentMethodTitle: string;
  lastReminderDate?: string;
}

export type FulfilUrgency = 'LATE' | 'TODAY' | 'TOMORROW' | 'LATER';

export interface OrderToFulfil {
  id: string;
  number: string;
  createdDate: string;
  buyerName: string;
  buyerEmail?: string;
  total: DashboardAmount;
  urgency: FulfilUrgency;
  deliveryTitle?: string;
  dueFrom?: string;
  dueTo?: string;
}

export interface PickupOrder {
  id: string;
  number: string;
  createdDate: string;
  buyerName: string;
  buyerEmail?: string;
  total: DashboardAmount;
  paid: boolean;
  pickupTitle?: string;
}

export interface OrdersToHandleReply {
  awaitingPayment: {
    orders: AwaitingPaymentOrder[];
    total: number;
  };
  toFulfil: {
    orders: OrderToFulfil[];
    total: number;
  };
  readyForPickup: {
    orders: PickupOrder[];
    total: number;
  };
}

export interface LowStockVariant {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
  quantity: number;
}

export interface WaitingVariant {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
  waiting: number;
}

export interface StockLevel {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
  sku?: string;
  quantity: number;
  visible: boolean;
  revision: number;
}

export interface StockLevelsQuery {
  low?: boolean;
  q?: string;
  offset?: number;
  limit?: number;
}

export interface StockLevelsReply {
  variants: StockLevel[];
  total: number;
  threshold: number;
}

export interface StockToHandleReply {
  lowStock: {
    variants: LowStockVariant[];
    total: number;
    threshold: number;
  };
  backInStock: {
    variants: WaitingVariant[];
    total: number;
  };
}

export interface TopProduct {
  productId?: string;
  name: string;
  units: number;
  revenue: DashboardAmount;
}

export interface SalesReply {
  sales: {
    timeZone: string;
    currency: string;
    days: {
      date: string;
      orders: number;
      revenue: DashboardAmount;
    }[];
    orders: number;
    revenue: DashboardAmount;
    averageOrderValue: DashboardAmount;
    topByRevenue: TopProduct[];
    topByUnits: TopProduct[];
  };
}

/**
 * The dashboard's Today page (elevated clients): what needs doing now and the last 30 days of sales, and
 * the payment reminder of an unpaid order. `ordersToHandle` and `sales` need `orders:read`, `stockToHandle`
 * `catalog:read`, `sendPaymentReminder` `orders:write`. Errors: `ApplicationError` ORDER_ALREADY_PAID (409),
 * ORDER_CANCELED (409), ORDER_HAS_NO_EMAIL (409), NOT_FOUND (404), PERMISSION_DENIED (403).
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/dashboard';
import type * as OrdersWire from '../wire/orders';

export type OrdersToHandle = ClientForm<Wire.OrdersToHandleReply>;
export type AwaitingPaymentOrder = ClientForm<Wire.AwaitingPaymentOrder>;
export type OrderToFulfil = ClientForm<Wire.OrderToFulfil>;
export type PickupOrder = ClientForm<Wire.PickupOrder>;
export type FulfilUrgency = Wire.FulfilUrgency;
export type StockToHandle = ClientForm<Wire.StockToHandleReply>;
export type Sales = ClientForm<Wire.SalesReply['sales']>;
export type TopProduct = ClientForm<Wire.TopProduct>;
export type PaymentReminder = ClientForm<OrdersWire.PaymentReminderReply>;

export const dashboard = defineModule(
  (context) => ({
    /** GET /v1/dashboard/orders-to-handle: bank transfers awaiting payment, orders to fulfil, pickups. */
    ordersToHandle: (): Promise<OrdersToHandle> =>
      context.request({ method: 'GET', path: '/v1/dashboard/orders-to-handle' }),
    /** GET /v1/dashboard/stock-to-handle: low stock, and the variants members wait for. */
    stockToHandle: (): Promise<StockToHandle> =>
      context.request({ method: 'GET', path: '/v1/dashboard/stock-to-handle' }),
    /** GET /v1/dashboard/sales: the last 30 days in the shop's time zone, the average order, top products. */
    sales: async (): Promise<Sales> =>
      (await context.request<{ sales: Sales }>({ method: 'GET', path: '/v1/dashboard/sales' })).sales,
    /** POST /v1/orders/{id}/payment-reminder: mails the buyer the payment instructions again. */
    sendPaymentReminder: (orderId: string): Promise<PaymentReminder> =>
      context.request({
        method: 'POST',
        path: `/v1/orders/${encodeURIComponent(orderId)}/payment-reminder`,
        body: {},
      }),
  }),
  { elevated: ['ordersToHandle', 'stockToHandle', 'sales', 'sendPaymentReminder'] },
);

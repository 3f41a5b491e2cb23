// The orders' front door: the only file outside orders/ imports.
export { orderRoutes } from './routes';
export { ordersWire } from './wire';
export { createOrder, ORDER_EVENTS, type CreateOrderResult, type OrderDraft } from './create';
export { orderView, type OrderRow } from './view';
export type { LinkKeys } from './digital';
export { orderById } from './store';
export { CHANNEL_TYPES, Order, OrderReply, type OrderView } from './schemas';
export { sendOrderMail, type MailExtras } from './mail';
export { sendDownloadsMail } from './download-mail';
export { confirmProviderPayment, startCardPayment, type PaymentProvider } from './payments/provider';
export { insufficientStock, shortLinesFrom, type ShortLine } from './short-stock';
export { attachUnpaidOrderSweep, cancelUnpaidOrders } from './unpaid-sweep';
export { seedDemoOrders } from './demo';
export { markAsPaid, type BankCredit } from './payments';
export { owingOrders, type OwingOrder } from './owing';

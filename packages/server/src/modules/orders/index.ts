// The orders' front door: the only file outside orders/ imports.
export { orderRoutes } from './routes';
export { ordersWire } from './wire';
export { createOrder, ORDER_EVENTS, type CreateOrderResult, type OrderDraft } from './create';
export { orderView, type OrderRow } from './view';
export { Order, OrderReply, type OrderView } from './schemas';

/** The dashboard's wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const dashboardWire: NamedShapes = {
  DashboardAmount: s.Amount,
  AwaitingPaymentOrder: s.AwaitingPaymentOrder,
  FulfilUrgency: s.Urgency,
  OrderToFulfil: s.OrderToFulfil,
  PickupOrder: s.PickupOrder,
  OrdersToHandleReply: s.OrdersToHandleReply,
  LowStockVariant: s.LowStockVariant,
  WaitingVariant: s.WaitingVariant,
  StockLevel: s.StockLevel,
  StockLevelsQuery: s.StockLevelsQuery,
  StockLevelsReply: s.StockLevelsReply,
  StockToHandleReply: s.StockToHandleReply,
  TopProduct: s.TopProduct,
  SalesReply: s.SalesReply,
};

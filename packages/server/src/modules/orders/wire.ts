/** The orders' wire shapes published to clients: the SDK's order types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as o from './schemas';
import * as f from './schemas-fulfil';
import * as i from './schemas-input';
import * as p from './schemas-payments';
import * as n from './schemas-staff';

export const ordersWire: NamedShapes = {
  OrderTaxDetails: o.TaxDetails,
  OrderLineItem: o.OrderLineItem,
  OrderContactDetails: o.ContactDetails,
  AddressWithContact: o.AddressWithContact,
  OrderDeliveryLogistics: o.DeliveryLogistics,
  OrderShippingInfo: o.OrderShippingInfo,
  OrderPriceSummary: o.OrderPriceSummary,
  OrderActivity: o.Activity,
  OrderFulfillment: o.Fulfillment,
  Order: o.Order,
  OrderReply: o.OrderReply,
  OrderSearch: i.OrderSearch,
  SearchOrdersReply: i.SearchOrdersReply,
  CollectabilityReply: i.CollectabilityReply,
  OrderWithFulfillments: f.OrderWithFulfillments,
  FulfillmentsReply: f.FulfillmentsReply,
  CreateFulfillmentReply: f.CreateFulfillmentReply,
  TrackingInfo: f.TrackingInfoInput,
  FulfillmentInput: f.FulfillmentInput,
  FulfillmentUpdate: f.FulfillmentUpdate,
  FulfillmentChangeReply: f.FulfillmentChangeReply,
  OrderPayment: p.PaymentView,
  OrderRefund: p.RefundView,
  TransactionsReply: p.TransactionsReply,
  RefundabilityReply: p.RefundabilityReply,
  RefundReply: p.RefundReply,
  PaymentReminderReply: p.PaymentReminderReply,
  MarkAsPaidBody: p.MarkAsPaidBody,
  OrderNote: n.OrderNote,
  AddOrderNoteBody: n.AddNoteBody,
  OrderNoteReply: n.NoteReply,
  OrderNotesReply: n.NotesReply,
  OrderHistoryEntry: n.HistoryEntry,
  OrderHistoryReply: n.HistoryReply,
  ResendConfirmationReply: n.ResendConfirmationReply,
};

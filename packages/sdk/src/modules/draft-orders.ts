/**
 * Draft orders, the shop's phone and mail orders, built by staff (elevated clients) for a customer: lines from
 * the catalog, the customer, the address, a delivery option and an offline payment method. Each answer carries
 * the draft priced now by the shop's rules (`totals`, `shippingOptions` offered to its address,
 * `paymentMethods` the shop offers) and `problems` that would stop "send" (each with its `field` and, for a
 * line, its `lineItemId`). `sendDraftOrder` places the order as a checkout would and mails the customer; sending
 * again answers the same order. Update and send take `{ revision }` (the `updatedDate` the page showed).
 * Errors: `ValidationError` (`draftOrder.customer.email`, `draftOrder.lineItems[i].productId`,
 * `draftOrder.lineItems[i].quantity`, `draftOrder.paymentMethodId`), `ApplicationError` INSUFFICIENT_STOCK
 * (409, `data.lines`), BUYER_EMAIL_REQUIRED, SHIPPING_ADDRESS_REQUIRED, SHIPPING_OPTION_REQUIRED,
 * SHIPPING_OPTION_NOT_OFFERED, PAYMENT_METHOD_NEEDS_PICKUP, NOTHING_TO_ORDER (400), DRAFT_ORDER_SENT,
 * DRAFT_ORDER_CHANGED (409), NOT_FOUND (404), PERMISSION_DENIED (403: reads `orders:read`, writes
 * `orders:write`).
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/draft-orders';
import { revisionHeaders, type RevisionOption } from './order-management';

export type DraftOrder = ClientForm<Wire.DraftOrder>;
export type DraftOrderInput = Wire.DraftOrderInput;
export type DraftOrderSummary = ClientForm<Wire.DraftOrderSummary>;
export type DraftProblem = Wire.DraftProblem;
export interface DraftOrdersPage {
  draftOrders: DraftOrderSummary[];
  metadata: Wire.ListDraftOrdersReply['metadata'];
}
export interface SentDraftOrder {
  draftOrder: DraftOrder;
  orderId: string;
  orderNumber: string;
}
export interface ListDraftOrdersOptions {
  status?: 'DRAFT' | 'SENT';
  paging?: { limit?: number; offset?: number };
}

const path = (id: string, rest = '') => `/v1/draft-orders/${encodeURIComponent(id)}${rest}`;

export const draftOrders = defineModule(
  (context) => ({
    /** POST /v1/draft-orders: a new draft (nothing is required until it is sent). */
    createDraftOrder: async (input: DraftOrderInput): Promise<DraftOrder> =>
      (
        await context.request<{ draftOrder: DraftOrder }>({
          method: 'POST',
          path: '/v1/draft-orders',
          body: { draftOrder: input },
        })
      ).draftOrder,
    /** GET /v1/draft-orders: the latest changed first. */
    listDraftOrders: (options: ListDraftOrdersOptions = {}): Promise<DraftOrdersPage> =>
      context.request<DraftOrdersPage>({
        method: 'GET',
        path: '/v1/draft-orders',
        query: { status: options.status, limit: options.paging?.limit, offset: options.paging?.offset },
      }),
    /** GET /v1/draft-orders/{id}: the draft priced now. */
    getDraftOrder: async (_id: string): Promise<DraftOrder> =>
      (await context.request<{ draftOrder: DraftOrder }>({ method: 'GET', path: path(_id) })).draftOrder,
    /** PATCH /v1/draft-orders/{id}: each field given replaces the draft's (`null` clears). */
    updateDraftOrder: async (
      _id: string,
      input: DraftOrderInput,
      options?: RevisionOption,
    ): Promise<DraftOrder> =>
      (
        await context.request<{ draftOrder: DraftOrder }>({
          method: 'PATCH',
          path: path(_id),
          body: { draftOrder: input },
          headers: revisionHeaders(options),
        })
      ).draftOrder,
    /** DELETE /v1/draft-orders/{id}: a draft not sent yet. */
    deleteDraftOrder: async (_id: string): Promise<void> => {
      await context.request<Record<string, never>>({ method: 'DELETE', path: path(_id) });
    },
    /** POST /v1/draft-orders/{id}/send: the order placed (or the one placed before) and the customer mailed. */
    sendDraftOrder: (_id: string, options?: RevisionOption): Promise<SentDraftOrder> =>
      context.request<SentDraftOrder>({
        method: 'POST',
        path: path(_id, '/send'),
        body: {},
        headers: revisionHeaders(options),
      }),
  }),
  {
    elevated: [
      'createDraftOrder',
      'listDraftOrders',
      'getDraftOrder',
      'updateDraftOrder',
      'deleteDraftOrder',
      'sendDraftOrder',
    ],
  },
);

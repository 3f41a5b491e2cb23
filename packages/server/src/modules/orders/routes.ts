import type { AppContext } from '../../context';
import { Type } from 'typebox';
import { ELEVATED, EVERYONE, route, WITH_TOKEN, type RouteDef } from '../../http/route-table';
import { cancelOrder } from './cancel';
import { sendPaymentReminder } from './reminder';
import { PaymentReminderReply } from './schemas-payments';
import { orderByLink } from './order-link';
import { orderPaymentRoutes } from './routes-payments';
import { orderStaffRoutes } from './routes-staff';
import { revisionOf, REVISION_HEADER } from './conflict';
import { createFulfillment, listFulfillments } from './fulfil';
import { deleteFulfillment, updateFulfillment } from './fulfil-edit';
import { OrderIdParams, OrderReply } from './schemas';
import {
  CancelOrderBody,
  CollectabilityParams,
  CollectabilityReply,
  CreateOrderBody,
  SearchOrdersBody,
  SearchOrdersReply,
  UpdateOrderBody,
  UpdateOrderQuery,
} from './schemas-input';
import {
  CreateFulfillmentBody,
  CreateFulfillmentReply,
  FulfillmentChangeReply,
  FulfillmentOrderParams,
  FulfillmentParams,
  FulfillmentsReply,
  UpdateFulfillmentBody,
} from './schemas-fulfil';
import { attachment } from '../../http/content-disposition';
import { exportOrdersCsv } from './export';
import { searchOrders } from './search';
import { createMerchantOrder, getOrder, paymentCollectability } from './service';
import { updateOrderFields } from './update';

const tags = ['orders'];
const area = 'ecom';

/**
 * Spec section 7 "Orders", at the root and under /ecom. A buyer (visitor or member) reads and searches its
 * own orders; creating, updating and canceling are the shop's (an elevated caller).
 */
export const orderRoutes = (ctx: AppContext): RouteDef[] => {
  const { db, config } = ctx;
  return [
    route({
      method: 'GET',
      url: '/v1/orders/:id',
      area,
      roles: WITH_TOKEN,
      permission: 'orders:read',
      schema: { tags, params: OrderIdParams, response: { 200: OrderReply } },
      handler: (req) => getOrder(db, config, req.caller, req.params.id),
    }),
    route({
      // The order link of the order mails (order-link.ts): read only, for whoever holds the mail's token.
      method: 'GET',
      url: '/v1/order-link',
      area,
      roles: EVERYONE,
      permission: 'orders:read',
      schema: {
        tags,
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: OrderReply },
      },
      handler: (req) => orderByLink(ctx, req.query.token),
    }),
    route({
      method: 'POST',
      url: '/v1/orders/search',
      area,
      roles: WITH_TOKEN,
      permission: 'orders:read',
      optionalBody: true,
      schema: { tags, body: SearchOrdersBody, response: { 200: SearchOrdersReply } },
      handler: (req) => searchOrders(db, config, req.caller, req.body),
    }),
    route({
      // The dashboard's list as a file: every order its filter finds, streamed (export.ts).
      method: 'GET',
      url: '/v1/orders/export.csv',
      area,
      roles: ELEVATED,
      permission: 'orders:read',
      schema: {
        tags,
        querystring: Type.Object({
          filter: Type.Optional(Type.String({ maxLength: 10_000 })),
          sort: Type.Optional(Type.String({ maxLength: 2_000 })),
        }),
        response: { 200: Type.Unknown({ description: 'The orders as CSV (text/csv), with a header row' }) },
      },
      handler: (req, reply) => {
        const stream = exportOrdersCsv(db, req.query);
        void reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment('orders.csv'))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff');
        return stream;
      },
    }),
    route({
      method: 'POST',
      url: '/v1/orders',
      area,
      roles: ELEVATED,
      permission: 'orders:write',
      schema: { tags, body: CreateOrderBody, response: { 200: OrderReply } },
      handler: (req) => createMerchantOrder(ctx, req.body),
    }),
    route({
      method: 'PATCH',
      // Wix names this path parameter `order.id`; a dot cannot end a Fastify parameter, so it is `id` here.
      url: '/v1/orders/:id',
      area,
      roles: ELEVATED,
      permission: 'orders:write',
      schema: {
        tags,
        params: OrderIdParams,
        querystring: UpdateOrderQuery,
        body: UpdateOrderBody,
        response: { 200: OrderReply },
      },
      handler: (req) =>
        updateOrderFields(
          db,
          config,
          req.caller,
          req.params.id,
          req.body,
          req.query.fieldMask,
          revisionOf(req.headers[REVISION_HEADER]),
        ),
    }),
    route({
      method: 'POST',
      url: '/v1/orders/:id/cancel',
      area,
      roles: ELEVATED,
      permission: 'orders:write',
      optionalBody: true,
      schema: { tags, params: OrderIdParams, body: CancelOrderBody, response: { 200: OrderReply } },
      handler: (req) =>
        cancelOrder(ctx, req.caller, req.params.id, req.body, {
          revision: revisionOf(req.headers[REVISION_HEADER]),
        }),
    }),
    route({
      // Atelier: mails the buyer of an unpaid order its payment instructions again.
      method: 'POST',
      url: '/v1/orders/:id/payment-reminder',
      area,
      roles: ELEVATED,
      permission: 'orders:write',
      optionalBody: true,
      schema: {
        tags,
        params: OrderIdParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: PaymentReminderReply },
      },
      handler: (req) => sendPaymentReminder(ctx, req.caller, req.params.id),
    }),
    route({
      method: 'GET',
      url: '/v1/payments-collector/orders/:ecomOrderId/payment-collectability-status',
      area,
      roles: WITH_TOKEN,
      permission: 'orders:read',
      schema: { tags, params: CollectabilityParams, response: { 200: CollectabilityReply } },
      handler: (req) => paymentCollectability(db, req.caller, req.params.ecomOrderId),
    }),
    route({
      method: 'POST',
      url: '/v1/fulfillments/orders/:orderId/create-fulfillment',
      area,
      roles: ELEVATED,
      permission: 'orders:write',
      schema: {
        tags,
        params: FulfillmentOrderParams,
        body: CreateFulfillmentBody,
        response: { 200: CreateFulfillmentReply },
      },
      handler: (req) =>
        createFulfillment(
          ctx,
          req.caller,
          req.params.orderId,
          req.body,
          revisionOf(req.headers[REVISION_HEADER]),
        ),
    }),
    route({
      method: 'GET',
      url: '/v1/fulfillments/orders/:orderId',
      area,
      roles: WITH_TOKEN,
      permission: 'orders:read',
      schema: { tags, params: FulfillmentOrderParams, response: { 200: FulfillmentsReply } },
      handler: (req) => listFulfillments(ctx, req.caller, req.params.orderId),
    }),
    route({
      method: 'PATCH',
      url: '/v1/fulfillments/:fulfillmentId/orders/:orderId',
      area,
      roles: ELEVATED,
      permission: 'orders:write',
      schema: {
        tags,
        params: FulfillmentParams,
        body: UpdateFulfillmentBody,
        response: { 200: FulfillmentChangeReply },
      },
      handler: (req) => updateFulfillment(ctx, req.caller, req.params, req.body),
    }),
    route({
      method: 'DELETE',
      url: '/v1/fulfillments/:fulfillmentId/orders/:orderId',
      area,
      roles: ELEVATED,
      permission: 'orders:write',
      schema: { tags, params: FulfillmentParams, response: { 200: FulfillmentChangeReply } },
      handler: (req) => deleteFulfillment(ctx, req.caller, req.params),
    }),
    ...orderPaymentRoutes(ctx),
    ...orderStaffRoutes(ctx),
  ];
};

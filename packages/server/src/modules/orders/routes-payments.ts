import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { attachment } from '../../http/content-disposition';
import { ELEVATED, EVERYONE, route, WITH_TOKEN, type RouteDef } from '../../http/route-table';
import { download } from './downloads';
import { markAsPaid, listTransactions } from './payments';
import { getRefundability, refundOrder } from './refunds';
import { OrderIdParams, OrderReply } from './schemas';
import { FulfillmentOrderParams } from './schemas-fulfil';
import {
  MarkAsPaidBody,
  RefundabilityReply,
  RefundBody,
  RefundReply,
  TransactionsReply,
} from './schemas-payments';
import { revisionOf, REVISION_HEADER } from './conflict';

const tags = ['orders'];
const area = 'ecom';

/** Payments, refunds and downloads of orders (Wix's order transactions and refunds, in its path style). */
export const orderPaymentRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'POST',
    url: '/v1/orders/:id/mark-as-paid',
    area,
    roles: ELEVATED,
    permission: 'orders:write',
    optionalBody: true,
    schema: { tags, params: OrderIdParams, body: MarkAsPaidBody, response: { 200: OrderReply } },
    handler: (req) =>
      markAsPaid(ctx, req.caller, req.params.id, req.body, {
        revision: revisionOf(req.headers[REVISION_HEADER]),
      }),
  }),
  route({
    method: 'GET',
    url: '/v1/payments/orders/:orderId',
    area,
    roles: WITH_TOKEN,
    permission: 'orders:read',
    schema: { tags, params: FulfillmentOrderParams, response: { 200: TransactionsReply } },
    handler: (req) => listTransactions(ctx, req.caller, req.params.orderId),
  }),
  route({
    method: 'GET',
    url: '/v1/order-refunds/orders/:orderId/refundability',
    area,
    roles: ELEVATED,
    permission: 'orders:read',
    schema: { tags, params: FulfillmentOrderParams, response: { 200: RefundabilityReply } },
    handler: (req) => getRefundability(ctx, req.caller, req.params.orderId),
  }),
  route({
    method: 'POST',
    url: '/v1/order-refunds/orders/:orderId/refund',
    area,
    roles: ELEVATED,
    permission: 'orders:write',
    optionalBody: true,
    schema: { tags, params: FulfillmentOrderParams, body: RefundBody, response: { 200: RefundReply } },
    handler: (req) =>
      refundOrder(ctx, req.caller, req.params.orderId, req.body, revisionOf(req.headers[REVISION_HEADER])),
  }),
  route({
    method: 'GET',
    url: '/v1/orders/:id/downloads/:lineId',
    area,
    roles: EVERYONE,
    permission: 'orders:read',
    schema: {
      tags,
      params: Type.Object({ id: Type.String({ format: 'uuid' }), lineId: Type.String({ maxLength: 64 }) }),
      querystring: Type.Object({
        expires: Type.String({ maxLength: 40 }),
        signature: Type.String({ maxLength: 100 }),
      }),
      // The file's bytes, as its own media type (errors are JSON as everywhere).
      response: { 200: Type.Unknown({ description: 'The file, as an attachment' }) },
    },
    handler: async (req, reply) => {
      const file = await download(ctx, req.params, req.query);
      void reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachment(file.fileName))
        .header('content-length', String(file.bytes.length))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return file.bytes;
    },
  }),
];

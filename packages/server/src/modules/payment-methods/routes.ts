import type { AppContext } from '../../context';
import { ELEVATED, EVERYONE, route, type RouteDef } from '../../http/route-table';
import * as s from './schemas';
import * as service from './service';

const tags = ['payment-methods'];
const area = 'ecom';

/** The merchant's offline payment methods: everyone reads the enabled ones, elevated callers manage them. */
export const paymentMethodRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'GET',
    url: '/v1/payment-methods',
    area,
    roles: EVERYONE,
    permission: 'settings:read',
    schema: { tags, response: { 200: s.PaymentMethodsReply } },
    handler: (req) => service.listPaymentMethods(ctx.db, req.caller),
  }),
  route({
    method: 'POST',
    url: '/v1/payment-methods',
    area,
    roles: ELEVATED,
    permission: 'settings:write',
    schema: { tags, body: s.CreatePaymentMethodBody, response: { 200: s.PaymentMethodReply } },
    handler: (req) => service.createPaymentMethod(ctx.db, req.body.paymentMethod),
  }),
  route({
    method: 'PATCH',
    url: '/v1/payment-methods/:id',
    area,
    roles: ELEVATED,
    permission: 'settings:write',
    schema: {
      tags,
      params: s.IdParams,
      body: s.UpdatePaymentMethodBody,
      response: { 200: s.PaymentMethodReply },
    },
    handler: (req) => service.updatePaymentMethod(ctx.db, req.params.id, req.body.paymentMethod),
  }),
  route({
    method: 'DELETE',
    url: '/v1/payment-methods/:id',
    area,
    roles: ELEVATED,
    permission: 'settings:write',
    schema: { tags, params: s.IdParams, response: { 200: s.Empty } },
    handler: (req) => service.deletePaymentMethod(ctx.db, req.params.id),
  }),
];

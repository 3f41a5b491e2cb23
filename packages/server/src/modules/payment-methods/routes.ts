import type { AppContext } from '../../context';
import { withAudit } from '../audit';
import type { Db } from '../../db/open';
import { notFound } from '../../http/errors';
import { ELEVATED, EVERYONE, route, type RouteDef } from '../../http/route-table';
import * as s from './schemas';
import * as service from './service';

const tags = ['payment-methods'];
const area = 'ecom';

/** The merchant's offline payment methods: everyone reads the enabled ones, elevated callers manage them. */
/** The method before a change, for the audit log (404 when there is none). */
const methodOf = async (db: Db, id: string) => {
  const method = await service.paymentMethodById(db, id);
  if (!method) throw notFound('Payment method', id);
  return method;
};

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
    handler: (req) =>
      withAudit(
        ctx.db,
        { action: 'paymentMethod.created', entity: 'paymentMethod', after: (r) => r.paymentMethod },
        (tx: Db) => service.createPaymentMethod(tx, req.body.paymentMethod),
      ),
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
    handler: (req) =>
      withAudit(
        ctx.db,
        {
          action: 'paymentMethod.updated',
          entity: 'paymentMethod',
          id: req.params.id,
          before: (tx) => methodOf(tx, req.params.id),
          after: (r) => r.paymentMethod,
        },
        (tx: Db) => service.updatePaymentMethod(tx, req.params.id, req.body.paymentMethod),
      ),
  }),
  route({
    method: 'DELETE',
    url: '/v1/payment-methods/:id',
    area,
    roles: ELEVATED,
    permission: 'settings:write',
    schema: { tags, params: s.IdParams, response: { 200: s.Empty } },
    handler: (req) =>
      withAudit(
        ctx.db,
        {
          action: 'paymentMethod.deleted',
          entity: 'paymentMethod',
          id: req.params.id,
          before: (tx) => methodOf(tx, req.params.id),
        },
        (tx: Db) => service.deletePaymentMethod(tx, req.params.id),
      ),
  }),
];

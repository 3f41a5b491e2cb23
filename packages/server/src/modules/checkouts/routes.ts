import type { AppContext } from '../../context';
import { idempotencyScope, withIdempotency } from '../../http/idempotency';
import { route, WITH_TOKEN, type RouteDef } from '../../http/route-table';
import { cartSchemas, targetOf } from '../carts';
import { createCheckoutFromCart } from './from-cart';
import { placeOrder } from './place-order';
import {
  AddToCheckoutBody,
  CheckoutIdParams,
  CheckoutReply,
  CheckoutUrlReply,
  CreateCheckoutBody,
  CreateCheckoutFromCartBody,
  CreateCheckoutFromCartReply,
  CreateOrderBody,
  CreateOrderReply,
  MarkAsCompletedReply,
  PathIdBody,
  RemoveLineItemsBody,
  UpdateCheckoutBody,
  UpdateCheckoutQuery,
  UpdateQuantitiesBody,
} from './schemas';
import {
  addToCheckout,
  checkEcho,
  checkoutUrl,
  createCheckout,
  getCheckout,
  markAsCompleted,
  patchCheckout,
  removeCoupon,
  removeGiftCard,
  removeLineItems,
  removeOverrideCheckoutUrl,
  updateQuantities,
} from './service';

const tags = ['checkouts'];
const area = 'ecom';
/** A checkout belongs to a token's subject (or is an elevated app's): a caller without a token has none (401). */
const roles = WITH_TOKEN;
const params = CheckoutIdParams;

type Req = { params: { id: string }; body?: { id?: string | undefined } };
/** The checkout a call names: the path's id, which Wix's packages repeat in the body. */
const idOf = (req: Req) => {
  checkEcho(req.params.id, req.body?.id);
  return req.params.id;
};

/** Spec section 7 "Checkout", and the cart's create-checkout, mounted under `/ecom` too. */
export const checkoutRoutes = (ctx: AppContext): RouteDef[] => {
  const { db, config } = ctx;
  const simple = [
    ['remove-coupon', removeCoupon],
    ['remove-gift-card', removeGiftCard],
    ['remove-override-checkout-url', removeOverrideCheckoutUrl],
  ] as const;
  return [
    route({
      method: 'POST',
      url: '/v1/checkouts',
      area,
      roles,
      permission: 'orders:write',
      schema: { tags, body: CreateCheckoutBody, response: { 200: CheckoutReply } },
      handler: (req) => createCheckout(db, config, req.caller, req.body, req.ip),
    }),
    route({
      method: 'GET',
      url: '/v1/checkouts/:id',
      area,
      roles,
      permission: 'orders:read',
      schema: { tags, params, response: { 200: CheckoutReply } },
      handler: (req) => getCheckout(db, config, req.caller, req.params.id),
    }),
    route({
      method: 'GET',
      url: '/v1/checkouts/:id/checkout-url',
      area,
      roles,
      permission: 'orders:read',
      schema: { tags, params, response: { 200: CheckoutUrlReply } },
      handler: (req) => checkoutUrl(db, config, req.caller, req.params.id),
    }),
    route({
      method: 'PATCH',
      url: '/v1/checkouts/:id',
      area,
      roles,
      permission: 'orders:write',
      schema: {
        tags,
        params,
        querystring: UpdateCheckoutQuery,
        body: UpdateCheckoutBody,
        response: { 200: CheckoutReply },
      },
      handler: (req) =>
        patchCheckout(db, config, req.caller, req.params.id, req.body, req.query.fieldMask, req.ip),
    }),
    ...simple.map(([name, run]) =>
      route({
        method: 'POST',
        url: `/v1/checkouts/:id/${name}`,
        area,
        roles,
        permission: 'orders:write',
        optionalBody: true,
        schema: { tags, params, body: PathIdBody, response: { 200: CheckoutReply } },
        handler: (req) => run(db, config, req.caller, idOf(req)),
      }),
    ),
    route({
      method: 'POST',
      url: '/v1/checkouts/:id/add-to-checkout',
      area,
      roles,
      permission: 'orders:write',
      schema: { tags, params, body: AddToCheckoutBody, response: { 200: CheckoutReply } },
      handler: (req) => addToCheckout(db, config, req.caller, idOf(req), req.body),
    }),
    route({
      method: 'POST',
      url: '/v1/checkouts/:id/remove-line-items',
      area,
      roles,
      permission: 'orders:write',
      schema: { tags, params, body: RemoveLineItemsBody, response: { 200: CheckoutReply } },
      handler: (req) => removeLineItems(db, config, req.caller, idOf(req), req.body.lineItemIds),
    }),
    route({
      method: 'POST',
      url: '/v1/checkouts/:id/update-line-items-quantity',
      area,
      roles,
      permission: 'orders:write',
      schema: { tags, params, body: UpdateQuantitiesBody, response: { 200: CheckoutReply } },
      handler: (req) => updateQuantities(db, config, req.caller, idOf(req), req.body.lineItems),
    }),
    route({
      method: 'POST',
      url: '/v1/checkouts/:id/create-order',
      area,
      roles,
      permission: 'orders:write',
      optionalBody: true,
      schema: { tags, params, body: CreateOrderBody, response: { 200: CreateOrderReply } },
      handler: (req) =>
        withIdempotency(
          db,
          req.headers['idempotency-key'] as string | undefined,
          idempotencyScope(req.caller, 'POST /v1/checkouts/:id/create-order'),
          { params: req.params, body: req.body },
          () => placeOrder(ctx, req.caller, idOf(req)),
        ),
    }),
    route({
      method: 'POST',
      url: '/v1/checkouts/:id/mark-as-completed',
      area,
      roles,
      permission: 'orders:write',
      optionalBody: true,
      schema: { tags, params, body: PathIdBody, response: { 200: MarkAsCompletedReply } },
      handler: (req) => markAsCompleted(db, config, req.caller, idOf(req)),
    }),
    ...(['/v1/carts/current', '/v1/carts/:id'] as const).map((prefix) =>
      route({
        method: 'POST',
        url: `${prefix}/create-checkout`,
        area,
        roles,
        permission: 'orders:write',
        optionalBody: true,
        schema: {
          tags: ['carts'],
          ...(prefix === '/v1/carts/:id' ? { params: cartSchemas.CartIdParams } : {}),
          body: CreateCheckoutFromCartBody,
          response: { 200: CreateCheckoutFromCartReply },
        },
        handler: (req) =>
          createCheckoutFromCart(
            db,
            config,
            req.caller,
            targetOf((req.params as { id?: string }).id, req.body.id),
            req.body,
          ),
      }),
    ),
  ];
};

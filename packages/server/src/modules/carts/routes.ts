import type { AppContext } from '../../context';
import { ELEVATED, route, WITH_TOKEN, type RouteDef } from '../../http/route-table';
import { estimateDiscounts } from './discount-estimate';
import { DiscountEstimateBody, DiscountEstimateReply } from './discount-estimate-schemas';
import {
  AddToCartBody,
  CartIdParams,
  CartReply,
  CreateCartBody,
  DeleteCartReply,
  EstimateTotalsBody,
  EstimateTotalsReply,
  RemoveCouponBody,
  RemoveLineItemsBody,
  UpdateCartBody,
  UpdateCartQuery,
  UpdateQuantitiesBody,
} from './schemas';
import {
  addToCart,
  createCart,
  deleteCart,
  getCart,
  patchCart,
  removeCoupon,
  removeLineItems,
  targetOf,
  updateQuantities,
} from './service';
import { estimateTotals } from './totals';

const tags = ['carts'];
const area = 'ecom';
/** Carts belong to a token's subject: a caller without a token has none (401). */
const roles = WITH_TOKEN;

/**
 * Spec section 7 "Cart by id" and "Current cart" (create-checkout is the checkouts module's): the same calls on the caller's current cart
 * (`/v1/carts/current/...`) and on a cart by id (`/v1/carts/{id}/...`), mounted under `/ecom` too.
 */
export const cartRoutes = (ctx: AppContext): RouteDef[] => {
  const { db, config } = ctx;
  const actions = (prefix: string, params?: typeof CartIdParams) => {
    /** The cart a call names: the path's id (which the body may repeat), else the caller's current cart. */
    const target = (req: { params: unknown; body?: unknown }) =>
      targetOf((req.params as { id?: string }).id, (req.body as { id?: string } | undefined)?.id);
    return [
      route({
        method: 'POST',
        url: `${prefix}/add-to-cart`,
        area,
        roles,
        permission: 'orders:write',
        schema: { tags, ...(params ? { params } : {}), body: AddToCartBody, response: { 200: CartReply } },
        handler: (req) => addToCart(db, config, req.caller, target(req), req.body),
      }),
      route({
        method: 'POST',
        url: `${prefix}/remove-line-items`,
        area,
        roles,
        permission: 'orders:write',
        schema: {
          tags,
          ...(params ? { params } : {}),
          body: RemoveLineItemsBody,
          response: { 200: CartReply },
        },
        handler: (req) => removeLineItems(db, config, req.caller, target(req), req.body.lineItemIds),
      }),
      route({
        method: 'POST',
        url: `${prefix}/update-line-items-quantity`,
        area,
        roles,
        permission: 'orders:write',
        schema: {
          tags,
          ...(params ? { params } : {}),
          body: UpdateQuantitiesBody,
          response: { 200: CartReply },
        },
        handler: (req) => updateQuantities(db, config, req.caller, target(req), req.body.lineItems),
      }),
      route({
        method: 'POST',
        url: `${prefix}/remove-coupon`,
        area,
        optionalBody: true,
        roles,
        permission: 'orders:write',
        schema: { tags, ...(params ? { params } : {}), body: RemoveCouponBody, response: { 200: CartReply } },
        handler: (req) => removeCoupon(db, config, req.caller, target(req)),
      }),
      route({
        method: 'POST',
        url: `${prefix}/estimate-totals`,
        area,
        optionalBody: true,
        roles,
        permission: 'orders:read',
        schema: {
          tags,
          ...(params ? { params } : {}),
          body: EstimateTotalsBody,
          response: { 200: EstimateTotalsReply },
        },
        handler: (req) => estimateTotals(db, config, req.caller, target(req), req.body),
      }),
      route({
        method: 'GET',
        url: prefix,
        area,
        roles,
        permission: 'orders:read',
        schema: { tags, ...(params ? { params } : {}), response: { 200: CartReply } },
        handler: (req) => getCart(db, config, req.caller, target(req)),
      }),
      route({
        method: 'DELETE',
        url: prefix,
        area,
        roles,
        permission: 'orders:write',
        schema: { tags, ...(params ? { params } : {}), response: { 200: DeleteCartReply } },
        handler: (req) => deleteCart(db, req.caller, target(req)),
      }),
      route({
        method: 'PATCH',
        url: prefix,
        area,
        roles,
        permission: 'orders:write',
        schema: {
          tags,
          ...(params ? { params } : {}),
          querystring: UpdateCartQuery,
          body: UpdateCartBody,
          response: { 200: CartReply },
        },
        handler: (req) =>
          patchCart(
            db,
            config,
            req.caller,
            target(req),
            req.body,
            req.query.fieldMask ?? req.query.cartFieldmask,
          ),
      }),
    ];
  };
  return [
    route({
      method: 'POST',
      url: '/v1/carts',
      area,
      roles,
      permission: 'orders:write',
      schema: { tags, body: CreateCartBody, response: { 200: CartReply } },
      handler: (req) => createCart(db, config, req.caller, req.body),
    }),
    ...actions('/v1/carts/current'),
    ...actions('/v1/carts/:id', CartIdParams),
    // The dashboard's "try it on a cart": a cart priced as a shopper's would be, stored nowhere.
    route({
      method: 'POST',
      url: '/v1/discounts/estimate',
      area,
      roles: ELEVATED,
      permission: 'marketing:read',
      schema: { tags, body: DiscountEstimateBody, response: { 200: DiscountEstimateReply } },
      handler: (req) => estimateDiscounts(db, req.body, new Date()),
    }),
  ];
};

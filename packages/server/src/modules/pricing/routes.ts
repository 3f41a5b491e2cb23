import type { AppContext } from '../../context';
import { withAudit } from '../audit';
import type { Db } from '../../db/open';
import { ELEVATED, route, type RouteDef } from '../../http/route-table';
import * as admin from './admin';
import * as s from './schemas';

const tags = ['pricing'];
const area = 'ecom';
const roles = ELEVATED;

/**
 * The merchant's API of coupons, automatic discounts (discount rules), tax rates and tax settings: elevated
 * callers only, at the root and under /ecom.
 */
/** A coupon's audit entry, with the coupon as it was. */
const couponAudit = (action: string, id: string) => ({
  action,
  entity: 'coupon',
  id,
  before: async (tx: Db) => (await admin.getCoupon(tx, id)).coupon,
});

export const pricingRoutes = (ctx: AppContext): RouteDef[] => [
  route({
    method: 'POST',
    url: '/v1/coupons',
    area,
    roles,
    permission: 'marketing:write',
    schema: { tags, body: s.CreateCouponBody, response: { 200: s.CouponReply } },
    handler: (req) =>
      withAudit(ctx.db, { action: 'coupon.created', entity: 'coupon', after: (r) => r.coupon }, (tx: Db) =>
        admin.createCoupon(tx, req.body.coupon),
      ),
  }),
  route({
    method: 'GET',
    url: '/v1/coupons',
    area,
    roles,
    permission: 'marketing:read',
    schema: { tags, response: { 200: s.CouponsReply } },
    handler: () => admin.listCoupons(ctx.db),
  }),
  route({
    method: 'GET',
    url: '/v1/coupons/:id',
    area,
    roles,
    permission: 'marketing:read',
    schema: { tags, params: s.IdParams, response: { 200: s.CouponReply } },
    handler: (req) => admin.getCoupon(ctx.db, req.params.id),
  }),
  route({
    method: 'PATCH',
    url: '/v1/coupons/:id',
    area,
    roles,
    permission: 'marketing:write',
    schema: { tags, params: s.IdParams, body: s.UpdateCouponBody, response: { 200: s.CouponReply } },
    handler: (req) =>
      withAudit(
        ctx.db,
        { ...couponAudit('coupon.updated', req.params.id), after: (r) => r.coupon },
        (tx: Db) => admin.updateCoupon(tx, req.params.id, req.body.coupon),
      ),
  }),
  route({
    method: 'DELETE',
    url: '/v1/coupons/:id',
    area,
    roles,
    permission: 'marketing:write',
    schema: { tags, params: s.IdParams, response: { 200: s.Empty } },
    handler: (req) =>
      withAudit(ctx.db, couponAudit('coupon.deleted', req.params.id), (tx: Db) =>
        admin.deleteCoupon(tx, req.params.id),
      ),
  }),
  route({
    method: 'POST',
    url: '/v1/discount-rules',
    area,
    roles,
    permission: 'marketing:write',
    schema: { tags, body: s.CreateDiscountRuleBody, response: { 200: s.DiscountRuleReply } },
    handler: (req) => admin.createDiscountRule(ctx.db, req.body.discountRule),
  }),
  route({
    method: 'GET',
    url: '/v1/discount-rules',
    area,
    roles,
    permission: 'marketing:read',
    schema: { tags, response: { 200: s.DiscountRulesReply } },
    handler: () => admin.listAllDiscountRules(ctx.db),
  }),
  route({
    method: 'GET',
    url: '/v1/discount-rules/:id',
    area,
    roles,
    permission: 'marketing:read',
    schema: { tags, params: s.IdParams, response: { 200: s.DiscountRuleReply } },
    handler: (req) => admin.getDiscountRule(ctx.db, req.params.id),
  }),
  route({
    method: 'PATCH',
    url: '/v1/discount-rules/:id',
    area,
    roles,
    permission: 'marketing:write',
    schema: {
      tags,
      params: s.IdParams,
      body: s.UpdateDiscountRuleBody,
      response: { 200: s.DiscountRuleReply },
    },
    handler: (req) => admin.updateDiscountRule(ctx.db, req.params.id, req.body.discountRule),
  }),
  route({
    method: 'DELETE',
    url: '/v1/discount-rules/:id',
    area,
    roles,
    permission: 'marketing:write',
    schema: { tags, params: s.IdParams, response: { 200: s.Empty } },
    handler: (req) => admin.deleteDiscountRule(ctx.db, req.params.id),
  }),
  route({
    method: 'POST',
    url: '/v1/tax-rates',
    area,
    roles,
    permission: 'settings:write',
    schema: { tags, body: s.CreateTaxRateBody, response: { 200: s.TaxRateReply } },
    handler: (req) => admin.createTaxRate(ctx.db, req.body.taxRate),
  }),
  route({
    method: 'GET',
    url: '/v1/tax-rates',
    area,
    roles,
    permission: 'settings:read',
    schema: { tags, response: { 200: s.TaxRatesReply } },
    handler: () => admin.listAllTaxRates(ctx.db),
  }),
  route({
    method: 'GET',
    url: '/v1/tax-rates/:id',
    area,
    roles,
    permission: 'settings:read',
    schema: { tags, params: s.IdParams, response: { 200: s.TaxRateReply } },
    handler: (req) => admin.getTaxRate(ctx.db, req.params.id),
  }),
  route({
    method: 'PATCH',
    url: '/v1/tax-rates/:id',
    area,
    roles,
    permission: 'settings:write',
    schema: { tags, params: s.IdParams, body: s.UpdateTaxRateBody, response: { 200: s.TaxRateReply } },
    handler: (req) => admin.updateTaxRate(ctx.db, req.params.id, req.body.taxRate),
  }),
  route({
    method: 'DELETE',
    url: '/v1/tax-rates/:id',
    area,
    roles,
    permission: 'settings:write',
    schema: { tags, params: s.IdParams, response: { 200: s.Empty } },
    handler: (req) => admin.deleteTaxRate(ctx.db, req.params.id),
  }),
  route({
    method: 'GET',
    url: '/v1/tax-settings',
    area,
    roles,
    permission: 'settings:read',
    schema: { tags, response: { 200: s.TaxSettingsReply } },
    handler: () => admin.getTaxSettings(ctx.db),
  }),
  route({
    method: 'PATCH',
    url: '/v1/tax-settings',
    area,
    roles,
    permission: 'settings:write',
    schema: { tags, body: s.UpdateTaxSettingsBody, response: { 200: s.TaxSettingsReply } },
    handler: (req) => admin.updateTaxSettings(ctx.db, req.body.taxSettings),
  }),
];

import type { AppContext } from '../../context';
import { ELEVATED, ANY_CALLER, EVERYONE, route, type HttpMethod } from '../../http/route-table';
import * as admin from './admin';
import { GetRatesBody, GetRatesReply } from './rates-schemas';
import { getShippingRates } from './rates-service';
import * as S from './schemas';

const tags = ['shipping'];

/** A management route: elevated callers only, in the ecom area (root and /ecom). */
const manage = (method: HttpMethod, url: string) => ({
  method,
  url,
  area: 'ecom' as const,
  roles: ELEVATED,
  permission: method === 'GET' ? ('settings:read' as const) : ('settings:write' as const),
});

/** The merchant's shipping API: regions, their rates, and pickup locations. */
const adminRoutes = (ctx: AppContext) => [
  route({
    ...manage('POST', '/v1/shipping-regions'),
    schema: { tags, body: S.CreateRegionBody, response: { 200: S.RegionReply } },
    handler: (req) => admin.createRegion(ctx.db, req.body.region),
  }),
  route({
    ...manage('GET', '/v1/shipping-regions'),
    schema: { tags, response: { 200: S.RegionsReply } },
    handler: () => admin.listRegions(ctx.db),
  }),
  route({
    ...manage('GET', '/v1/shipping-regions/:id'),
    schema: { tags, params: S.IdParams, response: { 200: S.RegionReply } },
    handler: (req) => admin.getRegion(ctx.db, req.params.id),
  }),
  route({
    ...manage('PATCH', '/v1/shipping-regions/:id'),
    schema: { tags, params: S.IdParams, body: S.UpdateRegionBody, response: { 200: S.RegionReply } },
    handler: (req) => admin.updateRegion(ctx.db, req.params.id, req.body.region),
  }),
  route({
    ...manage('DELETE', '/v1/shipping-regions/:id'),
    schema: { tags, params: S.IdParams, response: { 200: S.Empty } },
    handler: (req) => admin.deleteRegion(ctx.db, req.params.id),
  }),
  route({
    ...manage('POST', '/v1/shipping-rates'),
    schema: { tags, body: S.CreateRateBody, response: { 200: S.RateReply } },
    handler: (req) => admin.createRate(ctx.db, req.body.rate),
  }),
  route({
    ...manage('GET', '/v1/shipping-rates'),
    schema: { tags, querystring: S.RatesQuery, response: { 200: S.RatesReply } },
    handler: (req) => admin.listRates(ctx.db, req.query.regionId),
  }),
  route({
    ...manage('GET', '/v1/shipping-rates/:id'),
    schema: { tags, params: S.IdParams, response: { 200: S.RateReply } },
    handler: (req) => admin.getRate(ctx.db, req.params.id),
  }),
  route({
    ...manage('PATCH', '/v1/shipping-rates/:id'),
    schema: { tags, params: S.IdParams, body: S.UpdateRateBody, response: { 200: S.RateReply } },
    handler: (req) => admin.updateRate(ctx.db, req.params.id, req.body.rate),
  }),
  route({
    ...manage('DELETE', '/v1/shipping-rates/:id'),
    schema: { tags, params: S.IdParams, response: { 200: S.Empty } },
    handler: (req) => admin.deleteRate(ctx.db, req.params.id),
  }),
  route({
    ...manage('POST', '/v1/pickup-locations'),
    schema: { tags, body: S.CreatePickupBody, response: { 200: S.PickupReply } },
    handler: (req) => admin.createPickup(ctx.db, req.body.pickupLocation),
  }),
  route({
    ...manage('GET', '/v1/pickup-locations'),
    schema: { tags, response: { 200: S.PickupsReply } },
    handler: () => admin.listPickups(ctx.db),
  }),
  route({
    ...manage('GET', '/v1/pickup-locations/:id'),
    schema: { tags, params: S.IdParams, response: { 200: S.PickupReply } },
    handler: (req) => admin.getPickup(ctx.db, req.params.id),
  }),
  route({
    ...manage('PATCH', '/v1/pickup-locations/:id'),
    schema: { tags, params: S.IdParams, body: S.UpdatePickupBody, response: { 200: S.PickupReply } },
    handler: (req) => admin.updatePickup(ctx.db, req.params.id, req.body.pickupLocation),
  }),
  route({
    ...manage('DELETE', '/v1/pickup-locations/:id'),
    schema: { tags, params: S.IdParams, response: { 200: S.Empty } },
    handler: (req) => admin.deletePickup(ctx.db, req.params.id),
  }),
];

/** The shipping-rates plug-in the platform calls (spec section 7): open to every caller. */
const pluginRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v1/getRates',
    area: 'ecom',
    roles: EVERYONE,
    permission: ANY_CALLER,
    schema: { tags, body: GetRatesBody, response: { 200: GetRatesReply } },
    handler: (req) => getShippingRates(ctx.db, req.body, new Date()),
  }),
];

export const shippingRoutes = (ctx: AppContext) => [...pluginRoutes(ctx), ...adminRoutes(ctx)];

import { Type } from 'typebox';
import type { AppContext } from '../../context';
import type { Caller } from '../../http/auth';
import { EVERYONE, route } from '../../http/route-table';
import {
  AvailabilityBody,
  CollectionCountsBody,
  GetProductQuery,
  IdParams,
  QueryBody,
  QueryGetParams,
  SlugParams,
  VariantsQueryBody,
} from './schemas-input';
import {
  Availability,
  Collection,
  CollectionCountsReply,
  PageMetadata,
  Product,
  ProductVariant,
  QueryCollectionsReply,
  QueryProductsReply,
  Variant,
} from './schemas';
import * as read from './read-service';
import { collectionCounts } from './listing/collection-counts';

const tags = ['catalog'];
const reader = (caller: Caller, merchantData?: boolean) => ({
  elevated: caller.role === 'admin',
  merchantData: merchantData ?? true,
});

/** Catalog reads of spec section 7: open to every role; invisible products only for elevated callers. */
export const catalogReadRoutes = (ctx: AppContext) => {
  const listProducts = (caller: Caller, query: unknown, withVariants: boolean) =>
    read.queryProducts(ctx.db, query, { ...reader(caller), withVariants }, ctx.shopperDocs);
  return [
    route({
      method: 'GET',
      url: '/v1/products/:id',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: {
        tags,
        params: IdParams,
        querystring: GetProductQuery,
        response: { 200: Type.Object({ product: Product }) },
      },
      handler: (req) =>
        read.getProduct(ctx.db, req.params.id, reader(req.caller, req.query.includeMerchantSpecificData)),
    }),
    route({
      method: 'POST',
      url: '/v1/products/query-platformized',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, body: QueryBody, response: { 200: QueryProductsReply } },
      handler: (req) => listProducts(req.caller, req.body.query, req.body.includeVariants === true),
    }),
    route({
      method: 'GET',
      url: '/v1/products/query-platformized',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, querystring: QueryGetParams, response: { 200: QueryProductsReply } },
      handler: (req) => listProducts(req.caller, read.decodeQueryParam(req.query['.r']), false),
    }),
    route({
      method: 'POST',
      url: '/v1/products/query',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, body: QueryBody, response: { 200: QueryProductsReply } },
      handler: (req) => listProducts(req.caller, req.body.query, req.body.includeVariants === true),
    }),
    route({
      method: 'POST',
      url: '/v1/products/collection-counts',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, body: CollectionCountsBody, response: { 200: CollectionCountsReply } },
      handler: (req) => collectionCounts(ctx.db, req.body.query),
    }),
    route({
      method: 'POST',
      url: '/v1/products/:id/productOptionsAvailability',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, params: IdParams, body: AvailabilityBody, response: { 200: Availability } },
      handler: (req) =>
        read.productOptionsAvailability(ctx.db, req.params.id, req.body.options, reader(req.caller)),
    }),
    route({
      method: 'POST',
      url: '/v1/products/:id/variants/query',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: {
        tags,
        params: IdParams,
        body: VariantsQueryBody,
        response: {
          200: Type.Object({
            variants: Type.Array(Variant),
            metadata: Type.Object({ items: Type.Integer(), offset: Type.Integer() }),
            totalResults: Type.Integer(),
          }),
        },
      },
      handler: (req) =>
        read.queryProductVariants(
          ctx.db,
          req.params.id,
          req.body,
          reader(req.caller, req.body.includeMerchantSpecificData),
        ),
    }),
    route({
      method: 'POST',
      url: '/v1/variants/query',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: {
        tags,
        body: QueryBody,
        response: { 200: Type.Object({ variants: Type.Array(ProductVariant), metadata: PageMetadata }) },
      },
      handler: (req) => read.queryVariants(ctx.db, req.body.query, reader(req.caller)),
    }),
    route({
      method: 'GET',
      url: '/v1/variants/:id',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, params: IdParams, response: { 200: Type.Object({ variant: ProductVariant }) } },
      handler: (req) => read.getVariant(ctx.db, req.params.id, reader(req.caller)),
    }),
    route({
      method: 'GET',
      url: '/v1/collections/slug/:slug',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, params: SlugParams, response: { 200: Type.Object({ collection: Collection }) } },
      handler: (req) => read.getCollectionBySlug(ctx.db, req.params.slug, reader(req.caller)),
    }),
    route({
      method: 'GET',
      url: '/v1/collections/:id',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, params: IdParams, response: { 200: Type.Object({ collection: Collection }) } },
      handler: (req) => read.getCollection(ctx.db, req.params.id, reader(req.caller)),
    }),
    route({
      method: 'POST',
      url: '/v1/collections/query',
      area: 'catalog',
      roles: EVERYONE,
      permission: 'catalog:read',
      schema: { tags, body: QueryBody, response: { 200: QueryCollectionsReply } },
      handler: (req) => read.queryCollections(ctx.db, req.body.query, reader(req.caller)),
    }),
  ];
};

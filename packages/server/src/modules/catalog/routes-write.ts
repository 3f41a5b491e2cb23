import { Type } from 'typebox';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open';
import { withAudit } from '../audit';
import { readShopPolicy } from '../shop-settings';
import { getCollection } from './read-service';
import { ELEVATED_READER } from './store';
import { ELEVATED, route, type HttpMethod } from '../../http/route-table';
import { bulkAdjust, bulkDelete, bulkSet } from './bulk-service';
import { REVISION_HEADER, revisionOf } from './conflict';
import * as collectionsService from './collection-service';
import {
  addProductMedia,
  arrangeProductMedia,
  changeChoiceMedia,
  removeProductMedia,
} from './media/media-service';
import { clearProductField, createProduct, deleteProduct, updateProduct } from './product-service';
import { BulkReply, Collection, Empty, Product, StockAdjustReply, Variant } from './schemas';
import { adjustStock } from './stock/service';
import { invalidField } from '../../http/errors';
import * as I from './schemas-input';
import { resetVariants, updateVariants } from './variant-service';

const tags = ['catalog'];
/** The product revision a dashboard page showed (If-Match); absent for Wix-compatible callers. */
const shown = (req: { headers: Record<string, string | string[] | undefined> }) =>
  revisionOf(req.headers[REVISION_HEADER]);
const ProductReply = Type.Object({ product: Product });
const CollectionReply = Type.Object({ collection: Collection });
/** A collection's product ids, first one first. */
const ProductOrderReply = Type.Object({ productIds: Type.Array(Type.String()) });

/** A collection's audit entry, with the collection as the merchant saw it before. */
const collectionAudit = (action: string, id: string) => ({
  action,
  entity: 'collection',
  id,
  before: async (tx: Db) => (await getCollection(tx, id, ELEVATED_READER)).collection,
});

/** A management route: elevated callers only (spec section 6), in the catalog area. */
const write = (method: HttpMethod, url: string) => ({
  method,
  url,
  area: 'catalog' as const,
  roles: ELEVATED,
  permission: 'catalog:write' as const,
});

/** Catalog writes of spec section 7. */
export const catalogWriteRoutes = (ctx: AppContext) => [
  route({
    ...write('POST', '/v1/products'),
    schema: { tags, body: I.CreateProductBody, response: { 200: ProductReply } },
    handler: async (req) => {
      const { currency } = await readShopPolicy(ctx.db, ctx.config);
      return createProduct(ctx.db, req.body.product as I.CreateProduct, currency);
    },
  }),
  route({
    ...write('PATCH', '/v1/products/:id'),
    schema: { tags, params: I.IdParams, body: I.UpdateProductBody, response: { 200: ProductReply } },
    handler: (req) => updateProduct(ctx.db, req.params.id, req.body.product as I.UpdateProduct, shown(req)),
  }),
  route({
    ...write('DELETE', '/v1/products/:id'),
    schema: { tags, params: I.IdParams, response: { 200: Empty } },
    handler: (req) => deleteProduct(ctx.db, req.params.id, shown(req)),
  }),
  route({
    ...write('PATCH', '/v1/products/:id/variants'),
    schema: {
      tags,
      params: I.IdParams,
      body: I.UpdateVariantsBody,
      response: { 200: Type.Object({ variants: Type.Array(Variant), revision: Type.Integer() }) },
    },
    handler: (req) => updateVariants(ctx.db, req.params.id, req.body.variants, shown(req)),
  }),
  route({
    ...write('POST', '/v1/products/:id/variants/resetToDefault'),
    schema: { tags, params: I.IdParams, response: { 200: Empty } },
    handler: (req) => resetVariants(ctx.db, req.params.id),
  }),
  route({
    ...write('POST', '/v1/collections/:id/productIds'),
    schema: { tags, params: I.IdParams, body: I.ProductIdsBody, response: { 200: Empty } },
    handler: (req) => collectionsService.changeMembers(ctx.db, req.params.id, req.body.productIds, true),
  }),
  route({
    ...write('POST', '/v1/collections/:id/productIds/delete'),
    schema: { tags, params: I.IdParams, body: I.ProductIdsBody, response: { 200: Empty } },
    handler: (req) => collectionsService.changeMembers(ctx.db, req.params.id, req.body.productIds, false),
  }),
  route({
    ...write('PUT', '/v1/collections/:id/product-order'),
    schema: { tags, params: I.IdParams, body: I.ProductOrderBody, response: { 200: ProductOrderReply } },
    handler: (req) => collectionsService.setProductOrder(ctx.db, req.params.id, req.body.productIds),
  }),
  route({
    ...write('GET', '/v1/collections/:id/product-order'),
    permission: 'catalog:read',
    schema: { tags, params: I.IdParams, response: { 200: ProductOrderReply } },
    handler: async (req) => ({
      productIds: await collectionsService.readProductOrder(ctx.db, req.params.id),
    }),
  }),
  route({
    ...write('POST', '/v1/products/:id/media'),
    schema: { tags, params: I.IdParams, body: I.AddMediaBody, response: { 200: Empty } },
    handler: (req) => addProductMedia(ctx.db, req.params.id, req.body.media, shown(req)),
  }),
  route({
    ...write('POST', '/v1/products/:id/media/delete'),
    schema: { tags, params: I.IdParams, body: I.DeleteMediaBody, response: { 200: Empty } },
    handler: (req) => removeProductMedia(ctx.db, req.params.id, req.body.mediaIds, shown(req)),
  }),
  route({
    ...write('PATCH', '/v1/products/:id/media'),
    schema: { tags, params: I.IdParams, body: I.ArrangeMediaBody, response: { 200: Empty } },
    handler: (req) => arrangeProductMedia(ctx.db, req.params.id, req.body.media, shown(req)),
  }),
  route({
    ...write('PATCH', '/v1/products/:id/choices/media'),
    schema: { tags, params: I.IdParams, body: I.ChoiceMediaBody, response: { 200: Empty } },
    handler: (req) => changeChoiceMedia(ctx.db, req.params.id, req.body.media, true),
  }),
  route({
    ...write('POST', '/v1/products/:id/choices/media/delete'),
    schema: { tags, params: I.IdParams, body: I.ChoiceMediaBody, response: { 200: Empty } },
    handler: (req) => changeChoiceMedia(ctx.db, req.params.id, req.body.media, false),
  }),
  route({
    ...write('DELETE', '/v1/products/:id/options'),
    schema: { tags, params: I.IdParams, response: { 200: Empty } },
    handler: (req) => clearProductField(ctx.db, req.params.id, 'options'),
  }),
  route({
    ...write('POST', '/v1/products/:id/remove-brand'),
    schema: { tags, params: I.IdParams, response: { 200: Empty } },
    handler: (req) => clearProductField(ctx.db, req.params.id, 'brand'),
  }),
  route({
    ...write('POST', '/v1/products/:id/remove-ribbon'),
    schema: { tags, params: I.IdParams, response: { 200: Empty } },
    handler: (req) => clearProductField(ctx.db, req.params.id, 'ribbon'),
  }),
  route({
    ...write('POST', '/v1/collections'),
    schema: { tags, body: I.CreateCollectionBody, response: { 200: CollectionReply } },
    handler: (req) =>
      withAudit(
        ctx.db,
        { action: 'collection.created', entity: 'collection', after: (r) => r.collection },
        (tx: Db) => collectionsService.createCollection(tx, req.body.collection),
      ),
  }),
  route({
    ...write('PATCH', '/v1/collections/:id'),
    schema: { tags, params: I.IdParams, body: I.UpdateCollectionBody, response: { 200: CollectionReply } },
    handler: (req) =>
      withAudit(
        ctx.db,
        { ...collectionAudit('collection.updated', req.params.id), after: (r) => r.collection },
        (tx: Db) => collectionsService.updateCollection(tx, req.params.id, req.body.collection),
      ),
  }),
  route({
    ...write('DELETE', '/v1/collections/:id'),
    schema: { tags, params: I.IdParams, response: { 200: Empty } },
    handler: (req) =>
      withAudit(ctx.db, collectionAudit('collection.deleted', req.params.id), (tx: Db) =>
        collectionsService.deleteCollection(tx, req.params.id),
      ),
  }),
  route({
    ...write('POST', '/v1/stock/adjust'),
    schema: { tags, body: I.StockAdjustBody, response: { 200: StockAdjustReply } },
    handler: (req) => {
      const { productId, variantId, set, change } = req.body;
      if ((set === undefined) === (change === undefined))
        throw invalidField('set', 'VALIDATION', 'give either set or change');
      return adjustStock(
        ctx.db,
        { productId, variantId, ...(set !== undefined ? { set } : { change: change! }) },
        shown(req),
      );
    },
  }),
  route({
    ...write('POST', '/v1/bulk/products/update'),
    schema: { tags, body: I.BulkUpdateBody, response: { 200: BulkReply } },
    handler: (req) => bulkSet(ctx.db, req.body.ids, req.body.set),
  }),
  route({
    ...write('POST', '/v1/bulk/products/adjust-properties'),
    schema: { tags, body: I.BulkAdjustBody, response: { 200: BulkReply } },
    handler: (req) => bulkAdjust(ctx.db, req.body.ids, req.body.adjust),
  }),
  route({
    ...write('POST', '/v1/bulk/products/delete'),
    schema: { tags, body: I.BulkDeleteBody, response: { 200: BulkReply } },
    handler: (req) => bulkDelete(ctx.db, req.body.ids),
  }),
];

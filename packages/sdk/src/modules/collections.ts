/**
 * Catalog collections (spec section 7): read by slug or query for everyone; create, update and
 * delete are management operations (elevated client). Adding products to a collection is
 * `products.addProductsToCollection`, as in the Wix SDK.
 */
import { defineModule } from '../module';
import { query, type QueryBuilder, type QueryMetadata } from '../query';
import type { Collection, CollectionInput } from './products-types';

export type { Collection, CollectionInput } from './products-types';

export interface CollectionsQueryResponse {
  collections: Collection[];
  metadata: QueryMetadata;
  totalResults: number;
}

const collectionPath = (id: string) => `/v1/collections/${encodeURIComponent(id)}`;

export const collections = defineModule(
  (context) => ({
    /** GET /v1/collections/slug/{slug}; an unknown slug is an ApplicationError with code NOT_FOUND. */
    getCollectionBySlug: (slug: string): Promise<{ collection: Collection }> =>
      context.request({ method: 'GET', path: `/v1/collections/slug/${encodeURIComponent(slug)}` }),

    getCollection: (id: string): Promise<{ collection: Collection }> =>
      context.request({ method: 'GET', path: collectionPath(id) }),

    /** A query over collections (POST /v1/collections/query); by name unless sorted. */
    queryCollections: (): QueryBuilder<Collection> =>
      query(async (wire) => {
        const answer = await context.request<CollectionsQueryResponse>({
          method: 'POST',
          path: '/v1/collections/query',
          body: { query: wire },
        });
        return { items: answer.collections, metadata: answer.metadata };
      }),

    // ---- management operations (elevated client) ----

    createCollection: (
      collection: Pick<CollectionInput, 'name'> & Partial<CollectionInput>,
    ): Promise<{ collection: Collection }> =>
      context.request({ method: 'POST', path: '/v1/collections', body: { collection } }),

    updateCollection: (
      id: string,
      collection: Partial<CollectionInput>,
    ): Promise<{ collection: Collection }> =>
      context.request({
        method: 'PATCH',
        path: collectionPath(id),
        body: { collection: { ...collection, id } },
      }),

    deleteCollection: (id: string): Promise<Record<string, never>> =>
      context.request({ method: 'DELETE', path: collectionPath(id) }),

    /** The ids of the collection's products in its order, first one first (staff). */
    getProductOrder: (id: string): Promise<{ productIds: string[] }> =>
      context.request({ method: 'GET', path: `${collectionPath(id)}/product-order` }),

    /**
     * Puts the collection's products in this order (PUT /v1/collections/{id}/product-order): every one of
     * them, once. An id not in the collection, one listed twice, or a product left out is a
     * ValidationError naming the field (`productIds[i]` or `productIds`).
     */
    setProductOrder: (id: string, productIds: string[]): Promise<{ productIds: string[] }> =>
      context.request({ method: 'PUT', path: `${collectionPath(id)}/product-order`, body: { productIds } }),
  }),
  {
    elevated: [
      'createCollection',
      'updateCollection',
      'deleteCollection',
      'getProductOrder',
      'setProductOrder',
    ],
  },
);

/**
 * The dashboard's product form (elevated clients, `catalog:write`). A page that showed a product passes the
 * product's `revision` back: a write on a product written since is refused with 409 `PRODUCT_CHANGED`, whose
 * `data` holds the current revision and `changes` (who changed which fields, when), so the person can reload
 * instead of overwriting. Without a revision a write is never checked (as for a Wix-compatible caller).
 * Also: image uploads (`POST /v1/media/files`), the media's order and alt texts, and bulk visibility and delete.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/catalog';
import type { BulkResponse, Product, UpdateProductInput } from './products-types';

/** The product's `revision` as the page showed it. */
export interface ProductRevisionOption {
  revision?: number;
}

/** One change made since the page's revision, as a 409 PRODUCT_CHANGED carries it. */
export interface ProductChange {
  actorName: string;
  actorEmail?: string;
  action: string;
  createdDate: string;
  fields: string[];
}

export type MediaFile = ClientForm<Wire.MediaFile>;
export type MediaUpload = Wire.UploadBody;
export type MediaArrangement = Wire.ArrangeMediaBody['media'][number];

/** The header a product write carries the revision shown in (none without one). */
export const productRevisionHeaders = (options: ProductRevisionOption | undefined) =>
  options?.revision === undefined ? undefined : { 'if-match': `"${options.revision}"` };
const productPath = (id: string, rest = '') => `/v1/products/${encodeURIComponent(id)}${rest}`;

export const productEditing = defineModule(
  (context) => ({
    /** PATCH /v1/products/{id}, checked against the revision shown. */
    updateProduct: (
      id: string,
      product: UpdateProductInput,
      options: ProductRevisionOption = {},
    ): Promise<{ product: Product }> =>
      context.request({
        method: 'PATCH',
        path: productPath(id),
        body: { product: { ...product, id } },
        headers: productRevisionHeaders(options),
      }),
    /** DELETE /v1/products/{id}, checked against the revision shown. */
    deleteProduct: (id: string, options: ProductRevisionOption = {}): Promise<Record<string, never>> =>
      context.request({ method: 'DELETE', path: productPath(id), headers: productRevisionHeaders(options) }),
    /** POST /v1/media/files: an image (base64 `data`), stored; answers its id for addProductMedia. */
    uploadMediaFile: (file: MediaUpload): Promise<{ file: MediaFile }> =>
      context.request({ method: 'POST', path: '/v1/media/files', body: file }),
    /** POST /v1/products/{id}/media: uploaded files by `mediaId`, appended. */
    addProductMedia: (
      id: string,
      mediaIds: string[],
      options: ProductRevisionOption = {},
    ): Promise<Record<string, never>> =>
      context.request({
        method: 'POST',
        path: productPath(id, '/media'),
        body: { media: mediaIds.map((mediaId) => ({ mediaId })) },
        headers: productRevisionHeaders(options),
      }),
    /** POST /v1/products/{id}/media/delete. */
    removeProductMedia: (
      id: string,
      mediaIds: string[],
      options: ProductRevisionOption = {},
    ): Promise<Record<string, never>> =>
      context.request({
        method: 'POST',
        path: productPath(id, '/media/delete'),
        body: { mediaIds },
        headers: productRevisionHeaders(options),
      }),
    /** PATCH /v1/products/{id}/media: every item, in the new order, each with its alt text. */
    arrangeProductMedia: (
      id: string,
      media: MediaArrangement[],
      options: ProductRevisionOption = {},
    ): Promise<Record<string, never>> =>
      context.request({
        method: 'PATCH',
        path: productPath(id, '/media'),
        body: { media },
        headers: productRevisionHeaders(options),
      }),
    /** POST /v1/bulk/products/update with `set.visible`: shows or hides every product, all or nothing. */
    setProductsVisible: (ids: string[], visible: boolean): Promise<BulkResponse> =>
      context.request({ method: 'POST', path: '/v1/bulk/products/update', body: { ids, set: { visible } } }),
    /** POST /v1/bulk/products/delete: deletes every product, all or nothing. */
    deleteProducts: (ids: string[]): Promise<BulkResponse> =>
      context.request({ method: 'POST', path: '/v1/bulk/products/delete', body: { ids } }),
  }),
  {
    elevated: [
      'updateProduct',
      'deleteProduct',
      'uploadMediaFile',
      'addProductMedia',
      'removeProductMedia',
      'arrangeProductMedia',
      'setProductsVisible',
      'deleteProducts',
    ],
  },
);

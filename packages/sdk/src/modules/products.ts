/**
 * Catalog products (spec section 7 "Catalog reads" and "Catalog writes"). Reads are open to every
 * caller; writes are management operations and need an elevated client (spec section 6).
 */
import { defineModule, type ModuleContext } from '../module';
import { productRevisionHeaders, type ProductRevisionOption } from './product-editing';
import { query, type QueryBuilder, type QueryPage, type WireQuery } from '../query';
import { toService } from '../transform';
import { MAX_GET_QUERY_LENGTH } from '../transport';
import type {
  Adjustment,
  Amount,
  BulkResponse,
  ChoiceMedia,
  CollectionCounts,
  CreateProductInput,
  DigitalFile,
  DigitalFileUpload,
  MediaInput,
  Product,
  ProductOptionsAvailability,
  ProductsQueryResponse,
  ProductVariant,
  UpdateProductInput,
  Variant,
  VariantUpdate,
} from './products-types';

export type * from './products-types';

export interface QueryProductsOptions {
  /** Text search over name and description; results come in relevance order unless sorted. */
  search?: string;
  /** Each product carries its `variants`. */
  includeVariants?: boolean;
  /**
   * `POST` (default) sends `{ query }`; `GET` sends the query base64url-encoded in the `.r`
   * parameter, and falls back to `POST` when that would pass the GET length limit (spec section 9).
   */
  method?: 'GET' | 'POST';
}

export interface QueryProductVariantsOptions {
  /** Option name -> choice description; variants matching every one of them. */
  choices?: Record<string, string>;
  variantIds?: string[];
  paging?: { limit?: number; offset?: number };
  includeMerchantSpecificData?: boolean;
}

export interface ProductVariantsResponse {
  variants: Variant[];
  metadata: { items: number; offset: number };
  totalResults: number;
}

const QUERY_PATH = '/v1/products/query-platformized';
const productPath = (id: string, rest = '') => `/v1/products/${encodeURIComponent(id)}${rest}`;
const collectionPath = (id: string, rest = '') => `/v1/collections/${encodeURIComponent(id)}${rest}`;

/** UTF-8 JSON -> base64url, in browsers and Node alike. */
export function encodeQueryParam(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function productQueryRunner(context: ModuleContext, options: QueryProductsOptions) {
  return async (wire: WireQuery): Promise<QueryPage<Product>> => {
    const search = options.search?.trim();
    const body = {
      query: { ...wire, ...(search ? { search } : {}) },
      ...(options.includeVariants ? { includeVariants: true } : {}),
    };
    let answer: ProductsQueryResponse | undefined;
    if (options.method === 'GET' && !options.includeVariants) {
      const r = encodeQueryParam(toService({ query: body.query }));
      if (r.length + 3 <= MAX_GET_QUERY_LENGTH) {
        answer = await context.request<ProductsQueryResponse>({
          method: 'GET',
          path: QUERY_PATH,
          query: { '.r': r },
          fieldMap: { query: 'query' },
        });
      }
    }
    answer ??= await context.request<ProductsQueryResponse>({
      method: 'POST',
      path: QUERY_PATH,
      body,
      fieldMap: { query: 'query' },
    });
    return { items: answer.products, metadata: answer.metadata };
  };
}

export const products = defineModule(
  (context) => ({
    /** GET /v1/products/{id}. Merchant data (cost, profit) is only given to an elevated client. */
    getProduct: (
      id: string,
      options: { includeMerchantSpecificData?: boolean } = {},
    ): Promise<{ product: Product }> =>
      context.request({
        method: 'GET',
        path: productPath(id),
        ...(options.includeMerchantSpecificData !== undefined
          ? { query: { includeMerchantSpecificData: options.includeMerchantSpecificData } }
          : {}),
      }),

    /**
     * A query over products (POST /v1/products/query-platformized): filter, sort, page, then `find()`.
     * `queryProducts({ search: 'vase' }).eq('collections.id', id).ascending('price').limit(12).find()`
     */
    queryProducts: (options: QueryProductsOptions = {}): QueryBuilder<Product> =>
      query(productQueryRunner(context, options)),

    /**
     * Atelier's own (POST /v1/products/collection-counts): each visible collection's count of the
     * products a search and a filter find, for the counts beside a listing's collections.
     * `collectionCounts({ search: 'vase', filter: { discountedPrice: { $lte: 50 } } })`
     */
    collectionCounts: (
      options: { search?: string; filter?: Record<string, unknown> } = {},
    ): Promise<CollectionCounts> => {
      const search = options.search?.trim();
      const query = { ...(options.filter ? { filter: options.filter } : {}), ...(search ? { search } : {}) };
      return context.request({ method: 'POST', path: '/v1/products/collection-counts', body: { query } });
    },

    /** Which variant a selection names, and which choices stay available (option name -> choice). */
    getProductOptionsAvailability: (
      id: string,
      options: Record<string, string>,
    ): Promise<ProductOptionsAvailability> =>
      context.request({
        method: 'POST',
        path: productPath(id, '/productOptionsAvailability'),
        body: { options },
      }),

    queryProductVariants: (
      id: string,
      options: QueryProductVariantsOptions = {},
    ): Promise<ProductVariantsResponse> =>
      context.request({ method: 'POST', path: productPath(id, '/variants/query'), body: options }),

    /** Variants across products (POST /v1/variants/query). */
    queryVariants: (): QueryBuilder<ProductVariant> =>
      query(async (wire) => {
        const answer = await context.request<{
          variants: ProductVariant[];
          metadata: ProductsQueryResponse['metadata'];
        }>({ method: 'POST', path: '/v1/variants/query', body: { query: wire } });
        return { items: answer.variants, metadata: answer.metadata };
      }),

    getVariant: (id: string): Promise<{ variant: ProductVariant }> =>
      context.request({ method: 'GET', path: `/v1/variants/${encodeURIComponent(id)}` }),

    // ---- management operations (elevated client) ----

    createProduct: (product: CreateProductInput): Promise<{ product: Product }> =>
      context.request({ method: 'POST', path: '/v1/products', body: { product } }),

    updateProduct: (id: string, product: UpdateProductInput): Promise<{ product: Product }> =>
      context.request({ method: 'PATCH', path: productPath(id), body: { product: { ...product, id } } }),

    deleteProduct: (id: string): Promise<Record<string, never>> =>
      context.request({ method: 'DELETE', path: productPath(id) }),

    /**
     * With `options.revision` (the product's as the page showed it) a product written since is refused with
     * 409 PRODUCT_CHANGED; the answer's `revision` is the product's after this write.
     */
    updateVariants: (
      id: string,
      variants: VariantUpdate[],
      options: ProductRevisionOption = {},
    ): Promise<{ variants: Variant[]; revision: number }> =>
      context.request({
        method: 'PATCH',
        path: productPath(id, '/variants'),
        body: { variants },
        headers: productRevisionHeaders(options),
      }),

    resetVariantsToDefault: (id: string): Promise<Record<string, never>> =>
      context.request({ method: 'POST', path: productPath(id, '/variants/resetToDefault') }),

    addProductMedia: (id: string, media: MediaInput[]): Promise<Record<string, never>> =>
      context.request({ method: 'POST', path: productPath(id, '/media'), body: { media } }),

    removeProductMedia: (id: string, mediaIds: string[]): Promise<Record<string, never>> =>
      context.request({ method: 'POST', path: productPath(id, '/media/delete'), body: { mediaIds } }),

    addMediaToChoices: (id: string, media: ChoiceMedia[]): Promise<Record<string, never>> =>
      context.request({ method: 'PATCH', path: productPath(id, '/choices/media'), body: { media } }),

    removeMediaFromChoices: (id: string, media: ChoiceMedia[]): Promise<Record<string, never>> =>
      context.request({ method: 'POST', path: productPath(id, '/choices/media/delete'), body: { media } }),

    /**
     * Atelier's own (POST /v1/products/{id}/digital-file): sets the file buyers of a digital product
     * download once their order is paid, replacing the one it had. At most 10 MiB.
     */
    uploadDigitalFile: (id: string, file: DigitalFileUpload): Promise<{ file: DigitalFile }> =>
      context.request({ method: 'POST', path: productPath(id, '/digital-file'), body: file }),

    /** GET /v1/products/{id}/digital-file: the file's name, type, size, SHA-256 and upload date. */
    getDigitalFile: (id: string): Promise<{ file: DigitalFile }> =>
      context.request({ method: 'GET', path: productPath(id, '/digital-file') }),

    deleteDigitalFile: (id: string): Promise<Record<string, never>> =>
      context.request({ method: 'DELETE', path: productPath(id, '/digital-file') }),

    deleteProductOptions: (id: string): Promise<Record<string, never>> =>
      context.request({ method: 'DELETE', path: productPath(id, '/options') }),

    removeBrand: (id: string): Promise<Record<string, never>> =>
      context.request({ method: 'POST', path: productPath(id, '/remove-brand') }),

    removeRibbon: (id: string): Promise<Record<string, never>> =>
      context.request({ method: 'POST', path: productPath(id, '/remove-ribbon') }),

    addProductsToCollection: (collectionId: string, productIds: string[]): Promise<Record<string, never>> =>
      context.request({
        method: 'POST',
        path: collectionPath(collectionId, '/productIds'),
        body: { productIds },
      }),

    removeProductsFromCollection: (
      collectionId: string,
      productIds: string[],
    ): Promise<Record<string, never>> =>
      context.request({
        method: 'POST',
        path: collectionPath(collectionId, '/productIds/delete'),
        body: { productIds },
      }),

    /** Sets price, cost or weight of every product in `ids`, all or nothing. */
    bulkUpdateProducts: (
      ids: string[],
      set: { price?: Amount; cost?: Amount; weight?: number },
    ): Promise<BulkResponse> =>
      context.request({ method: 'POST', path: '/v1/bulk/products/update', body: { ids, set } }),

    /** Adjusts price, cost or weight by an amount or a percentage, all or nothing. */
    bulkAdjustProductProperties: (
      ids: string[],
      adjust: { price?: Adjustment; cost?: Adjustment; weight?: Adjustment },
    ): Promise<BulkResponse> =>
      context.request({ method: 'POST', path: '/v1/bulk/products/adjust-properties', body: { adjust, ids } }),
  }),
  {
    elevated: [
      'createProduct',
      'updateProduct',
      'deleteProduct',
      'updateVariants',
      'resetVariantsToDefault',
      'addProductMedia',
      'removeProductMedia',
      'addMediaToChoices',
      'removeMediaFromChoices',
      'uploadDigitalFile',
      'getDigitalFile',
      'deleteDigitalFile',
      'deleteProductOptions',
      'removeBrand',
      'removeRibbon',
      'addProductsToCollection',
      'removeProductsFromCollection',
      'bulkUpdateProducts',
      'bulkAdjustProductProperties',
    ],
  },
);

/** The variant id of a product without options (spec section 9: the all-zero identifier). */
export const EMPTY_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

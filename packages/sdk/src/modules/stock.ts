/**
 * The stock page (elevated clients): tracked variants fewest units first (`catalog:read`), and one variant's
 * units set or changed (`catalog:write`, audited). Errors: a count below zero or an untracked product is a
 * ValidationError naming `set`, `change` or `variantId`; an unknown variant an ApplicationError NOT_FOUND.
 */
import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as CatalogWire from '../wire/catalog';
import type * as Wire from '../wire/dashboard';
import { productRevisionHeaders, type ProductRevisionOption } from './product-editing';

export type StockLevel = ClientForm<Wire.StockLevel>;
export type StockLevels = ClientForm<Wire.StockLevelsReply>;
export type StockLevelsQuery = Wire.StockLevelsQuery;
/** The variant's units now, and its product's revision after the change. */
export type AdjustedStock = ClientForm<CatalogWire.StockAdjustReply>['level'] & { revision: number };

/** A new count of units, or units added (a negative change takes them). */
export type StockChange = { set: number } | { change: number };

export const stock = defineModule(
  (context) => ({
    /** GET /v1/dashboard/stock-levels: a page of tracked variants, fewest units first, and how many match. */
    stockLevels: (query: StockLevelsQuery = {}): Promise<StockLevels> =>
      context.request({
        method: 'GET',
        path: '/v1/dashboard/stock-levels',
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
      }),
    /**
     * POST /v1/stock/adjust: sets or changes one variant's units; answers its units now. With
     * `options.revision` (the product's as the page showed it) a product written since is refused with 409
     * PRODUCT_CHANGED.
     */
    adjustStock: async (
      productId: string,
      variantId: string,
      change: StockChange,
      options: ProductRevisionOption = {},
    ): Promise<AdjustedStock> => {
      const reply = await context.request<ClientForm<CatalogWire.StockAdjustReply>>({
        method: 'POST',
        path: '/v1/stock/adjust',
        body: { productId, variantId, ...change },
        headers: productRevisionHeaders(options),
      });
      return { ...reply.level, revision: reply.revision };
    },
  }),
  { elevated: ['stockLevels', 'adjustStock'] },
);

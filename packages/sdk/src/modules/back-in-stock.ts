import type { ClientForm } from '../client-form';
import { defineModule } from '../module';
import type * as Wire from '../wire/back-in-stock';

/** A member's wish to hear when a sold-out variant is back (client form: `_id`, `_createdDate`, Dates). */
export type BackInStockRequest = ClientForm<Wire.BackInStockRequest>;
export type BackInStockRequestStatus = Wire.BackInStockRequestStatus;

export interface ListBackInStockRequestsOptions {
  productId?: string;
  status?: BackInStockRequestStatus;
  paging?: { limit?: number; offset?: number };
}

/**
 * Back-in-stock requests. A member asks to be mailed once when a sold-out variant (the empty variant
 * `EMPTY_VARIANT_ID` for a product without options) is back in stock, lists and deletes its own; the
 * merchant lists everyone's (an elevated client). Errors: ApplicationError VARIANT_IN_STOCK (409: it
 * can be bought now), NOT_FOUND (404: no such variant shown to shoppers, or not the member's request),
 * TOO_MANY_BACK_IN_STOCK_REQUESTS (400); 401/403 for a caller who is not a member.
 */
export const backInStock = defineModule(
  (context) => ({
    requestNotice: async (productId: string, variantId: string): Promise<BackInStockRequest> =>
      (
        await context.request<{ request: BackInStockRequest }>({
          method: 'POST',
          path: '/v1/back-in-stock/requests',
          body: { productId, variantId },
        })
      ).request,
    listMyRequests: async (): Promise<BackInStockRequest[]> =>
      (
        await context.request<{ requests: BackInStockRequest[] }>({
          method: 'GET',
          path: '/v1/back-in-stock/requests/my',
        })
      ).requests,
    deleteMyRequest: (_id: string): Promise<Record<string, never>> =>
      context.request<Record<string, never>>({
        method: 'DELETE',
        path: `/v1/back-in-stock/requests/${encodeURIComponent(_id)}`,
      }),
    listRequests: (options: ListBackInStockRequestsOptions = {}) =>
      context.request<{
        requests: BackInStockRequest[];
        metadata: { count: number; offset: number; total: number };
      }>({
        method: 'GET',
        path: '/v1/back-in-stock/requests',
        query: {
          productId: options.productId,
          status: options.status,
          limit: options.paging?.limit,
          offset: options.paging?.offset,
        },
      }),
  }),
  { elevated: ['listRequests'] },
);

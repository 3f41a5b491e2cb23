/**
 * Wire shapes of the back-in-stock area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export type BackInStockRequestStatus = 'WAITING' | 'NOTIFIED';

export interface BackInStockRequest {
  id: string;
  memberId: string;
  productId: string;
  variantId: string;
  status: BackInStockRequestStatus;
  productName: string;
  productSlug: string;
  choices: Record<string, string>;
  createdDate: string;
  notifiedDate?: string;
}

export interface BackInStockRequestInput {
  productId: string;
  variantId: string;
}

export interface BackInStockRequestReply {
  request: BackInStockRequest;
}

export interface BackInStockRequestsReply {
  requests: BackInStockRequest[];
}

export interface BackInStockMerchantReply {
  requests: BackInStockRequest[];
  metadata: {
    count: number;
    offset: number;
    total: number;
  };
}

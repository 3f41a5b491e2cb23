/** The back-in-stock wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import * as s from './schemas';

export const backInStockWire: NamedShapes = {
  BackInStockRequestStatus: s.RequestStatus,
  BackInStockRequest: s.BackInStockRequest,
  BackInStockRequestInput: s.RequestBody,
  BackInStockRequestReply: s.RequestReply,
  BackInStockRequestsReply: s.RequestsReply,
  BackInStockMerchantReply: s.MerchantReply,
};

import type { AppContext } from '../../../context';
import { ELEVATED, route, type HttpMethod } from '../../../http/route-table';
import { IdParams } from '../schemas-input';
import {
  PriceApplyReply,
  PriceChangeBody,
  PriceChangeReply,
  PricePreviewReply,
  PriceUndoReply,
} from './schemas';
import { applyPriceChange, getPriceChange, previewPriceChange, undoPriceChange } from './service';

const tags = ['catalog'];
const staff = (method: HttpMethod, url: string, permission: 'catalog:read' | 'catalog:write') => ({
  method,
  url,
  area: 'catalog' as const,
  roles: ELEVATED,
  permission,
});

/** The dashboard's bulk price changes: preview, apply (one transaction, one audit entry), read and undo. */
export const priceChangeRoutes = (ctx: AppContext) => [
  route({
    ...staff('POST', '/v1/bulk/products/prices/preview', 'catalog:write'),
    schema: { tags, body: PriceChangeBody, response: { 200: PricePreviewReply } },
    handler: (req) => previewPriceChange(ctx.db, req.body.target, req.body.change),
  }),
  route({
    ...staff('POST', '/v1/bulk/products/prices/apply', 'catalog:write'),
    schema: { tags, body: PriceChangeBody, response: { 200: PriceApplyReply } },
    handler: (req) => applyPriceChange(ctx.db, req.body.target, req.body.change),
  }),
  route({
    ...staff('GET', '/v1/bulk/products/prices/:id', 'catalog:read'),
    schema: { tags, params: IdParams, response: { 200: PriceChangeReply } },
    handler: (req) => getPriceChange(ctx.db, req.params.id),
  }),
  route({
    ...staff('POST', '/v1/bulk/products/prices/:id/undo', 'catalog:write'),
    schema: { tags, params: IdParams, response: { 200: PriceUndoReply } },
    handler: (req) => undoPriceChange(ctx.db, req.params.id),
  }),
];

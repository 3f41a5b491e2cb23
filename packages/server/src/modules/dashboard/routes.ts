import type { AppContext } from '../../context';
import { ELEVATED, route } from '../../http/route-table';
import {
  OrdersToHandleReply,
  SalesReply,
  StockLevelsQuery,
  StockLevelsReply,
  StockToHandleReply,
} from './schemas';
import { salesOfLastDays } from './sales';
import { ordersToHandle, stockLevels, stockToHandle } from './service';

const tags = ['dashboard'];
const area = 'shop';

/** The dashboard's Today page: what needs doing now, and the last 30 days of sales. */
export const dashboardRoutes = (ctx: AppContext) => [
  route({
    method: 'GET',
    url: '/v1/dashboard/orders-to-handle',
    area,
    roles: ELEVATED,
    permission: 'orders:read',
    schema: { tags, response: { 200: OrdersToHandleReply } },
    handler: () => ordersToHandle(ctx),
  }),
  route({
    method: 'GET',
    url: '/v1/dashboard/stock-to-handle',
    area,
    roles: ELEVATED,
    permission: 'catalog:read',
    schema: { tags, response: { 200: StockToHandleReply } },
    handler: () => stockToHandle(ctx),
  }),
  route({
    method: 'GET',
    url: '/v1/dashboard/stock-levels',
    area,
    roles: ELEVATED,
    permission: 'catalog:read',
    schema: { tags, querystring: StockLevelsQuery, response: { 200: StockLevelsReply } },
    handler: (req) =>
      stockLevels(ctx, {
        ...(req.query.low !== undefined ? { low: req.query.low } : {}),
        ...(req.query.q !== undefined ? { search: req.query.q } : {}),
        ...(req.query.offset !== undefined ? { offset: req.query.offset } : {}),
        ...(req.query.limit !== undefined ? { limit: req.query.limit } : {}),
      }),
  }),
  route({
    method: 'GET',
    url: '/v1/dashboard/sales',
    area,
    roles: ELEVATED,
    permission: 'orders:read',
    schema: { tags, response: { 200: SalesReply } },
    handler: () => salesOfLastDays(ctx),
  }),
];

import type { AppContext } from '../../context';
import { route, WITH_TOKEN, type RouteDef } from '../../http/route-table';
import { OrderIdParams, OrderReply } from './schemas';
import { getOrder } from './service';

const tags = ['orders'];
const area = 'ecom';

/** Spec section 7 "Orders", at the root and under /ecom. */
export const orderRoutes = (ctx: AppContext): RouteDef[] => {
  const { db, config } = ctx;
  return [
    route({
      method: 'GET',
      url: '/v1/orders/:id',
      area,
      roles: WITH_TOKEN,
      schema: { tags, params: OrderIdParams, response: { 200: OrderReply } },
      handler: (req) => getOrder(db, config, req.caller, req.params.id),
    }),
  ];
};

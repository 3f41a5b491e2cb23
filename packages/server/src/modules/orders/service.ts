import type { Db } from '../../db/open';
import type { Caller } from '../../http/auth';
import { visibleOrder } from './access';
import type { OrderReply } from './schemas';
import { orderById } from './store';
import { orderView } from './view';

export interface OrderDeps {
  storefrontUrl: string;
}

/** GET /v1/orders/{id}: its buyer's or an elevated caller's; anyone else is answered 404. */
export async function getOrder(db: Db, deps: OrderDeps, caller: Caller, id: string): Promise<OrderReply> {
  const row = visibleOrder(caller, await orderById(db, id), id);
  return { order: orderView(row, deps.storefrontUrl) };
}

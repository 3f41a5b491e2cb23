import type { Db } from '../../db/open';
import { recordChange } from '../audit';
import type { ProductRow } from './derive';
import { productViews } from './load';
import { ELEVATED_READER } from './store';

/** A product as the merchant sees it, for the audit log's before and after. */
export async function productSnapshot(db: Db, row: ProductRow) {
  const [view] = await productViews(db, [row], ELEVATED_READER);
  return view!;
}

/** Records a change of a product in the transaction that made it. */
export const auditProduct = (tx: Db, action: string, id: string, before?: object, after?: object) =>
  recordChange(tx, action, { type: 'product', id }, before, after);

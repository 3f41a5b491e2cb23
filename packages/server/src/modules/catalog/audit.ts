import type { Db } from '../../db/open';
import { recordChange } from '../audit';
import type { ProductRow, VariantRow } from './derive';
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

const AUDITED_VARIANT_FIELDS = ['price', 'cost', 'weight', 'sku', 'visible', 'quantity', 'inStock'] as const;

/** A variant as the audit log names it: its choices in the options' order ("S / Red"), or its id without options. */
const variantLabel = (v: VariantRow, optionNames: readonly string[]) =>
  optionNames.map((name) => v.choices[name] ?? '').join(' / ') || v.id;

/**
 * A write of some variants for the audit log: of each variant in `changed`, only the fields that moved,
 * as they were and as they are, under the variant's label (`variants.S / Red.price`).
 */
export function variantChanges(
  before: readonly VariantRow[],
  after: readonly VariantRow[],
  changed: ReadonlySet<string>,
  optionNames: readonly string[],
) {
  const was = new Map(before.map((v) => [v.id, v]));
  const out = { before: {} as Record<string, object>, after: {} as Record<string, object> };
  for (const v of after) {
    const old = was.get(v.id);
    if (!old || !changed.has(v.id)) continue;
    const moved = AUDITED_VARIANT_FIELDS.filter((f) => old[f] !== v[f]);
    if (moved.length === 0) continue;
    const label = variantLabel(v, optionNames);
    out.before[label] = Object.fromEntries(moved.map((f) => [f, old[f]]));
    out.after[label] = Object.fromEntries(moved.map((f) => [f, v[f]]));
  }
  return { before: { variants: out.before }, after: { variants: out.after } };
}

import type { Db } from '../../db/open';
import { recordEvent } from '../events';
import { variantsOf } from './load';
import { auditProduct, productSnapshot, variantChanges } from './audit';
import { refuseIfStale } from './conflict';
import { matches } from './rules';
import type { VariantInput } from './schemas-input';
import { CATALOG_EVENTS, lockProduct, productEvent, reload, saveProduct } from './store';
import { amount, Violations, weight } from './validate';
import { variantView } from './view';

/**
 * PATCH /v1/products/{id}/variants: each entry names variants by ids or by (partial) choices and
 * sets price, cost, weight, sku, visibility or stock on all of them. Turns manageVariants on.
 * `revision`: the one the caller's page showed (If-Match; conflict.ts). Answers the product's new revision
 * beside the variants, which the dashboard's next batch names.
 */
export async function updateVariants(db: Db, id: string, entries: VariantInput[], revision?: string) {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    await refuseIfStale(tx, product, revision);
    const loaded = (await variantsOf(tx, [id])).get(id) ?? [];
    const variants = [...loaded];
    // Entries name variants by id (the grid: one each, 250 a batch): found by index, not by a scan each.
    const place = new Map(loaded.map((x, n) => [x.id, n]));
    const v = new Violations();
    const changed = new Set<string>();
    entries.forEach((entry, i) => {
      const at = `variants[${i}]`;
      if (entry.variantIds) {
        entry.variantIds.forEach((vid, j) => {
          if (!place.has(vid))
            v.add(`${at}.variantIds[${j}]`, 'VALIDATION', 'is not a variant of this product');
        });
      }
      if (entry.choices) {
        for (const [name, value] of Object.entries(entry.choices)) {
          const option = product.productOptions.find((o) => o.name === name);
          if (!option) v.add(`${at}.choices.${name}`, 'VALIDATION', 'is not an option of this product');
          else if (!option.choices.some((c) => c.description === value)) {
            v.add(`${at}.choices.${name}`, 'VALIDATION', `has no choice "${value}"`);
          }
        }
      }
      const price = entry.price === undefined ? undefined : amount(entry.price, `${at}.price`, v);
      const cost =
        entry.cost === undefined
          ? undefined
          : entry.cost === null
            ? null
            : (amount(entry.cost, `${at}.cost`, v) ?? null);
      const w = entry.weight === undefined ? undefined : weight(entry.weight, `${at}.weight`, v);
      if (v.list.length > 0) return;
      const named = entry.variantIds ? entry.variantIds.map((vid) => place.get(vid)!) : variants.keys();
      for (const n of named) {
        const x = variants[n]!;
        if (!matches(x.choices, entry.choices ?? {})) continue;
        changed.add(x.id);
        variants[n] = {
          ...x,
          ...(price !== undefined ? { price } : {}),
          ...(cost !== undefined ? { cost } : {}),
          ...(w !== undefined ? { weight: w } : {}),
          ...(entry.sku !== undefined ? { sku: entry.sku } : {}),
          ...(entry.visible !== undefined ? { visible: entry.visible } : {}),
          ...(entry.stock?.quantity !== undefined ? { quantity: entry.stock.quantity } : {}),
          ...(entry.stock?.inStock !== undefined ? { inStock: entry.stock.inStock } : {}),
        };
      }
    });
    v.throwIfAny();
    // A variant's in-stock flag is derived from the product's tracking, which this write leaves alone:
    // the variants no entry named keep their rows as they are.
    const written = await saveProduct(tx, { ...product, manageVariants: true }, variants, false, changed);
    await recordEvent(tx, { type: CATALOG_EVENTS.variantsChanged, entityId: id });
    const row = await reload(tx, id);
    await productEvent(tx, CATALOG_EVENTS.productChanged, row);
    // The entry names the changed variants' changed fields: a whole product of 1,000 variants, before
    // and after, made each batch's entry megabytes.
    const audit = variantChanges(
      loaded,
      written,
      changed,
      product.productOptions.map((o) => o.name),
    );
    const turnedOn = !product.manageVariants;
    await auditProduct(
      tx,
      'product.variants_updated',
      id,
      { ...audit.before, ...(turnedOn ? { manageVariants: false } : {}) },
      { ...audit.after, ...(turnedOn ? { manageVariants: true } : {}) },
    );
    const saved = (await variantsOf(tx, [id])).get(id) ?? [];
    return { variants: saved.map((x) => variantView(row, x, true)), revision: row.revision };
  });
}

/** Every variant back to the product's own price, cost, weight and sku; manageVariants off. */
export async function resetVariants(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    const before = await productSnapshot(tx, product);
    const variants = ((await variantsOf(tx, [id])).get(id) ?? []).map((x) => ({
      ...x,
      price: null,
      cost: null,
      weight: null,
      sku: null,
      visible: true,
    }));
    await saveProduct(tx, { ...product, manageVariants: false }, variants, false);
    await recordEvent(tx, { type: CATALOG_EVENTS.variantsChanged, entityId: id });
    const after = await productEvent(tx, CATALOG_EVENTS.productChanged, await reload(tx, id));
    await auditProduct(tx, 'product.variants_reset', id, before, after);
    return {};
  });
}

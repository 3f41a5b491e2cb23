import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { products, productVariants } from '../../db/schema';
import { recordEvent } from '../events';
import { derive, productColumns, type ProductRow } from './derive';
import { variantsOf } from './load';
import { auditProduct, productSnapshot } from './audit';
import { refuseIfStale } from './conflict';
import { sanitiseRichText } from './rich-text';
import type { CreateProduct, UpdateProduct } from './schemas-input';
import * as rules from './validate';
import {
  buildVariants,
  CATALOG_EVENTS,
  checkCollections,
  lockProduct,
  productEvent,
  reload,
  saveProduct,
  setCollections,
  uniqueSlug,
} from './store';

const F = 'product';

/** Checks and normalises the fields present in a create or update; throws every violation at once. */
async function normalise(db: Db, input: UpdateProduct, current: ProductRow | undefined) {
  const v = new rules.Violations();
  const out: Partial<ProductRow> = {};
  if (input.name !== undefined)
    out.name = input.name.trim() || (v.add(`${F}.name`, 'MIN_LENGTH', 'must not be blank') ?? '');
  if (input.description !== undefined) out.description = sanitiseRichText(input.description);
  if (input.visible !== undefined) out.visible = input.visible;
  if (input.productType !== undefined) out.productType = input.productType;
  if (input.sku !== undefined) out.sku = input.sku;
  if (input.brand !== undefined) out.brand = input.brand?.trim() || null;
  if (input.ribbon !== undefined) out.ribbon = input.ribbon?.trim() || null;
  if (input.manageVariants !== undefined) out.manageVariants = input.manageVariants;
  if (input.weight !== undefined) out.weight = rules.weight(input.weight, `${F}.weight`, v) ?? null;
  if (input.priceData) {
    out.price = rules.amount(input.priceData.price, `${F}.priceData.price`, v) ?? '0.00';
    if (input.priceData.currency) out.currency = input.priceData.currency;
  }
  if (input.costAndProfitData) {
    const cost = input.costAndProfitData.itemCost;
    out.cost = cost === null ? null : (rules.amount(cost, `${F}.costAndProfitData.itemCost`, v) ?? null);
  }
  if (input.discount) Object.assign(out, rules.discount(input.discount, `${F}.discount`, v));
  if (input.pricePerUnitData !== undefined) {
    out.pricePerUnitData = rules.pricePerUnitData(input.pricePerUnitData, `${F}.pricePerUnitData`, v) ?? null;
  }
  if (input.stock?.trackInventory !== undefined) out.trackInventory = input.stock.trackInventory;
  if (input.productOptions)
    out.productOptions = rules.productOptions(input.productOptions, `${F}.productOptions`, v);
  if (input.slug !== undefined || (input.name !== undefined && !current)) {
    out.slug = await uniqueSlug(
      db,
      products,
      { slug: input.slug, name: out.name ?? '' },
      `${F}.slug`,
      v,
      current?.id,
    );
  }
  if (input.collectionIds) await checkCollections(db, input.collectionIds, `${F}.collectionIds`, v);
  v.throwIfAny();
  return out;
}

const stockDefaults = (input: UpdateProduct) => ({
  quantity: input.stock?.quantity ?? (input.stock?.trackInventory ? 0 : null),
  inStock: input.stock?.inStock ?? true,
});

/** `currency`: the one a product that names none is priced in (the shop's, from its settings). */
export async function createProduct(db: Db, input: CreateProduct, currency: string) {
  return db.transaction(async (tx) => {
    const fields = await normalise(tx, input, undefined);
    const id = randomUUID();
    const base = {
      id,
      description: '',
      visible: true,
      productType: 'physical',
      sku: null,
      currency,
      cost: null,
      weight: null,
      discountType: 'NONE',
      discountValue: '0.00',
      pricePerUnitData: null,
      trackInventory: false,
      manageVariants: false,
      brand: null,
      ribbon: null,
      productOptions: [],
      media: [],
      ...fields,
    } as Omit<
      ProductRow,
      'createdDate' | 'lastUpdated' | 'searchVector' | keyof ReturnType<typeof derive>['columns']
    >;
    const variants = buildVariants(id, base.productOptions, [], stockDefaults(input));
    const derived = derive(base, variants);
    const [row] = await tx
      .insert(products)
      .values({ ...base, ...derived.columns })
      .returning(productColumns);
    await tx.insert(productVariants).values(derived.variants);
    await setCollections(tx, id, input.collectionIds ?? []);
    const product = await productEvent(tx, CATALOG_EVENTS.productCreated, row!);
    await auditProduct(tx, 'product.created', id, undefined, product);
    return { product };
  });
}

/** `revision`: the one the caller's page showed (If-Match); a write on a newer product is refused (conflict.ts). */
export async function updateProduct(db: Db, id: string, input: UpdateProduct, revision?: string) {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    await refuseIfStale(tx, current, revision);
    const before = await productSnapshot(tx, current);
    const fields = await normalise(tx, input, current);
    const row = { ...current, ...fields };
    const existing = (await variantsOf(tx, [id])).get(id) ?? [];
    const stock = input.stock;
    let variants = input.productOptions
      ? buildVariants(id, row.productOptions, existing, stockDefaults(input))
      : existing;
    if (stock?.quantity !== undefined || stock?.inStock !== undefined) {
      variants = variants.map((v) => ({
        ...v,
        quantity: stock.quantity ?? v.quantity,
        inStock: stock.inStock ?? v.inStock,
      }));
    }
    if (input.stock?.trackInventory === true)
      variants = variants.map((v) => ({ ...v, quantity: v.quantity ?? 0 }));
    await saveProduct(tx, row, variants, true);
    if (input.collectionIds) await setCollections(tx, id, input.collectionIds);
    const product = await productEvent(tx, CATALOG_EVENTS.productChanged, await reload(tx, id));
    await auditProduct(tx, 'product.updated', id, before, product);
    return { product };
  });
}

export async function deleteProduct(db: Db, id: string, revision?: string) {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    await refuseIfStale(tx, current, revision);
    const before = await productSnapshot(tx, current);
    await tx.delete(products).where(eq(products.id, id));
    await recordEvent(tx, { type: CATALOG_EVENTS.productDeleted, entityId: id });
    await auditProduct(tx, 'product.deleted', id, before);
    return {};
  });
}

/** remove-brand, remove-ribbon and delete options: one field back to empty. */
export async function clearProductField(db: Db, id: string, what: 'brand' | 'ribbon' | 'options') {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    const before = await productSnapshot(tx, current);
    if (what === 'options') {
      const existing = (await variantsOf(tx, [id])).get(id) ?? [];
      const first = existing[0];
      const variants = buildVariants(id, [], [], {
        quantity: first?.quantity ?? null,
        inStock: first?.inStock ?? true,
      });
      await saveProduct(tx, { ...current, productOptions: [], manageVariants: false }, variants, true);
      await recordEvent(tx, { type: CATALOG_EVENTS.variantsChanged, entityId: id });
    } else {
      await saveProduct(tx, { ...current, [what]: null }, (await variantsOf(tx, [id])).get(id) ?? [], false);
    }
    const after = await productEvent(tx, CATALOG_EVENTS.productChanged, await reload(tx, id));
    await auditProduct(tx, 'product.updated', id, before, after);
    return {};
  });
}

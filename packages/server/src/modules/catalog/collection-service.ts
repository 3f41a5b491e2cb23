import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { collections, mediaFiles, productCollections, type MediaItemData } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { recordEvent } from '../events';
import { productCounts } from './load';
import type { CollectionInput } from './schemas-input';
import { refreshShopperDocs } from './listing/shopper-docs';
import { memberOrderBy } from './listing/shopper-listing';
import { CATALOG_EVENTS, lockProductIds, uniqueSlug } from './store';
import { Violations } from './validate';
import { collectionView } from './view';

const F = 'collection';

async function mediaFor(db: Db, id: string | null, v: Violations): Promise<MediaItemData | null | undefined> {
  if (id === null) return null;
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  if (!file) return v.add(`${F}.mediaId`, 'VALIDATION', 'is not an uploaded media file');
  return {
    id: file.id,
    mediaType: 'image',
    url: `/media/${file.fileName}`,
    width: file.width,
    height: file.height,
  };
}

/**
 * Locks a collection for a write. Catalog writers lock collections before products: a product write
 * key-share locks the collections its product is in before the product, and those it names as it
 * checks them (shareCollections); this write locks the collection's products next. Renaming or
 * deleting takes FOR UPDATE, which waits for a product write adding a membership, so the members read
 * next include that product and its document is rebuilt with the change. Changing members takes
 * FOR NO KEY UPDATE: it waits for another such writer but lets product writes name the collection
 * meanwhile.
 */
async function lockCollection(db: Db, id: string, strength: 'update' | 'no key update') {
  const [row] = await db.select().from(collections).where(eq(collections.id, id)).for(strength);
  if (!row) throw notFound('Collection', id);
  return row;
}

/** Ids of the products in a collection, whose shopper documents list it. */
async function memberIds(db: Db, collectionId: string) {
  const rows = await db
    .select({ id: productCollections.productId })
    .from(productCollections)
    .where(eq(productCollections.collectionId, collectionId));
  return rows.map((r) => r.id);
}

/**
 * Locks the products of a collection and answers their ids. Taken before the collection is deleted:
 * the delete cascades to their membership rows, which a write of one of them not yet committed also
 * updates (its row's triggers), and that write would then wait for this transaction while this one
 * waited for it.
 */
function lockMembers(db: Db, collectionId: string) {
  return lockProductIds(
    db,
    db
      .select({ id: productCollections.productId })
      .from(productCollections)
      .where(eq(productCollections.collectionId, collectionId)),
  );
}

async function answer(db: Db, row: typeof collections.$inferSelect, type: string) {
  const counts = await productCounts(db, [row.id], true);
  const collection = collectionView(row, counts.get(row.id) ?? 0);
  await recordEvent(db, { type, entityId: row.id, entity: collection as unknown as Record<string, unknown> });
  return { collection };
}

export async function createCollection(db: Db, input: Partial<CollectionInput> & { name: string }) {
  return db.transaction(async (tx) => {
    const v = new Violations();
    const name = input.name.trim() || (v.add(`${F}.name`, 'MIN_LENGTH', 'must not be blank') ?? '');
    const slug = await uniqueSlug(tx, collections, { slug: input.slug, name }, `${F}.slug`, v);
    const media = input.mediaId === undefined ? null : await mediaFor(tx, input.mediaId, v);
    v.throwIfAny();
    const [row] = await tx
      .insert(collections)
      .values({
        name,
        slug: slug!,
        description: input.description ?? '',
        visible: input.visible ?? true,
        media,
      })
      .returning();
    return answer(tx, row!, CATALOG_EVENTS.collectionCreated);
  });
}

export async function updateCollection(db: Db, id: string, input: Partial<CollectionInput>) {
  return db.transaction(async (tx) => {
    const current = await lockCollection(tx, id, 'update');
    const v = new Violations();
    const name =
      input.name === undefined
        ? current.name
        : input.name.trim() || v.add(`${F}.name`, 'MIN_LENGTH', 'must not be blank');
    const slug =
      input.slug === undefined
        ? current.slug
        : await uniqueSlug(tx, collections, { slug: input.slug, name: '' }, `${F}.slug`, v, id);
    const media = input.mediaId === undefined ? current.media : await mediaFor(tx, input.mediaId, v);
    v.throwIfAny();
    const [row] = await tx
      .update(collections)
      .set({
        name: name!,
        slug: slug!,
        description: input.description ?? current.description,
        visible: input.visible ?? current.visible,
        media: media ?? null,
        lastUpdated: new Date(),
      })
      .where(eq(collections.id, id))
      .returning();
    await refreshShopperDocs(tx, await memberIds(tx, id));
    return answer(tx, row!, CATALOG_EVENTS.collectionChanged);
  });
}

export async function deleteCollection(db: Db, id: string) {
  return db.transaction(async (tx) => {
    await lockCollection(tx, id, 'update');
    const members = await lockMembers(tx, id);
    await tx.delete(collections).where(eq(collections.id, id));
    await refreshShopperDocs(tx, members);
    await recordEvent(tx, { type: CATALOG_EVENTS.collectionDeleted, entityId: id });
    return {};
  });
}

/** Adds or removes products of a collection; unknown product ids are field violations. */
export async function changeMembers(db: Db, id: string, productIds: string[], add: boolean) {
  return db.transaction(async (tx) => {
    const current = await lockCollection(tx, id, 'no key update');
    const unique = [...new Set(productIds)];
    // Locked before their membership rows are written, in one order for every writer: those rows'
    // trigger takes a share lock on each product, which two such writers could not both upgrade.
    const known = new Set(await lockProductIds(tx, unique));
    const v = new Violations();
    productIds.forEach((pid, i) => {
      if (!known.has(pid)) v.add(`productIds[${i}]`, 'VALIDATION', 'is not a known product');
    });
    v.throwIfAny();
    if (add) {
      await tx
        .insert(productCollections)
        .values(unique.map((productId) => ({ collectionId: id, productId })))
        .onConflictDoNothing();
    } else {
      await tx
        .delete(productCollections)
        .where(and(eq(productCollections.collectionId, id), inArray(productCollections.productId, unique)));
    }
    await refreshShopperDocs(tx, unique);
    const [row] = await tx
      .update(collections)
      .set({ lastUpdated: new Date() })
      .where(eq(collections.id, current.id))
      .returning();
    await answer(tx, row!, CATALOG_EVENTS.collectionChanged);
    await recordAudit(tx, {
      action: add ? 'collection.products_added' : 'collection.products_removed',
      entity: { type: 'collection', id },
      ...(add ? { after: { productIds: unique } } : { before: { productIds: unique } }),
    });
    return {};
  });
}

/** The ids of a collection's products, visible or not, in the collection's order. */
export async function productOrder(db: Db, collectionId: string) {
  const rows = await db
    .select({ id: productCollections.productId })
    .from(productCollections)
    .where(eq(productCollections.collectionId, collectionId))
    .orderBy(...memberOrderBy);
  return rows.map((r) => r.id);
}

/** The order of a collection's products; an unknown collection is NOT_FOUND. */
export async function readProductOrder(db: Db, id: string) {
  const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.id, id));
  if (!row) throw notFound('Collection', id);
  return productOrder(db, id);
}

/**
 * Sets the order of a collection's products: `productIds` lists every product of the collection once,
 * first one first. An id not in the collection, one listed twice, or a product of the collection left
 * out are field violations, and nothing changes.
 */
export async function setProductOrder(db: Db, id: string, productIds: string[]) {
  return db.transaction(async (tx) => {
    await lockCollection(tx, id, 'no key update');
    // The membership rows' triggers take a share lock on each product: locked first, in one order.
    await lockMembers(tx, id);
    const before = await productOrder(tx, id);
    const members = new Set(before);
    const seen = new Set<string>();
    const v = new Violations();
    productIds.forEach((pid, i) => {
      if (!members.has(pid)) v.add(`productIds[${i}]`, 'VALIDATION', 'is not a product of this collection');
      else if (seen.has(pid)) v.add(`productIds[${i}]`, 'VALIDATION', 'is listed twice');
      seen.add(pid);
    });
    const missing = before.filter((pid) => !seen.has(pid));
    if (missing.length > 0)
      v.add(
        'productIds',
        'VALIDATION',
        `must list every product of the collection; missing: ${missing.join(', ')}`,
      );
    v.throwIfAny();
    if (productIds.length > 0)
      await tx
        .update(productCollections)
        .set({
          position: sql`array_position(${sql.param(productIds)}::uuid[], ${productCollections.productId})`,
        })
        .where(eq(productCollections.collectionId, id));
    const [row] = await tx
      .update(collections)
      .set({ lastUpdated: new Date() })
      .where(eq(collections.id, id))
      .returning();
    // The shop's cached listings of the collection follow the event (its page's order changed).
    await answer(tx, row!, CATALOG_EVENTS.collectionChanged);
    await recordAudit(tx, {
      action: 'collection.product_order_set',
      entity: { type: 'collection', id },
      before: { productIds: before },
      after: { productIds },
    });
    return { productIds };
  });
}

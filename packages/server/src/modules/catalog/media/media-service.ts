import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { mediaFiles, type MediaItemData, type ProductOptionData } from '../../../db/schema';
import type { ProductRow } from '../derive';
import { variantsOf } from '../load';
import type { AddMedia, ArrangeMedia, ChoiceMedia } from '../schemas-input';
import { refuseIfStale } from '../conflict';
import { auditProduct } from '../audit';
import { CATALOG_EVENTS, lockProduct, productEvent, reload, saveProduct } from '../store';
import { Violations } from '../validate';

/** Largest number of media items on one product. */
export const MAX_PRODUCT_MEDIA = 100;

function findChoice(options: ProductOptionData[], option: string, choice: string) {
  return options.find((o) => o.name === option)?.choices.find((c) => c.description === choice);
}

async function withProduct(
  db: Db,
  id: string,
  change: (p: ProductRow, tx: Db) => Promise<void> | void,
  revision?: string,
) {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    await refuseIfStale(tx, product, revision);
    const copy = structuredClone(product);
    await change(copy, tx);
    await saveProduct(tx, copy, (await variantsOf(tx, [id])).get(id) ?? [], false);
    await productEvent(tx, CATALOG_EVENTS.productChanged, await reload(tx, id));
    // Only the media and the choices' media can change here: the entry names those that did.
    const mediaOf = (p: ProductRow) => ({ media: p.media, productOptions: p.productOptions });
    await auditProduct(tx, 'product.updated', id, mediaOf(product), mediaOf(copy));
    return {};
  });
}

/** POST /v1/products/{id}/media: uploaded files by mediaId, or external images by url. */
export async function addProductMedia(db: Db, id: string, media: AddMedia, revision?: string) {
  return withProduct(
    db,
    id,
    async (product, tx) => {
      const v = new Violations();
      const ids = media.flatMap((m) => (m.mediaId ? [m.mediaId] : []));
      const files = ids.length ? await tx.select().from(mediaFiles).where(inArray(mediaFiles.id, ids)) : [];
      const added: { item: MediaItemData; choice?: { option: string; choice: string } }[] = [];
      media.forEach((m, i) => {
        if ((m.mediaId === undefined) === (m.url === undefined)) {
          return v.add(`media[${i}]`, 'ONE_OF_ALIGNMENT', 'needs exactly one of mediaId and url');
        }
        if (m.choice && !findChoice(product.productOptions, m.choice.option, m.choice.choice)) {
          return v.add(`media[${i}].choice`, 'VALIDATION', 'is not a choice of this product');
        }
        const file = files.find((f) => f.id === m.mediaId);
        if (m.mediaId && !file)
          return v.add(`media[${i}].mediaId`, 'VALIDATION', 'is not an uploaded media file');
        const item: MediaItemData = file
          ? {
              id: file.id,
              mediaType: 'image',
              url: `/media/${file.fileName}`,
              width: file.width,
              height: file.height,
            }
          : { id: randomUUID(), mediaType: 'image', url: m.url!, width: 0, height: 0 };
        added.push({ item, ...(m.choice ? { choice: m.choice } : {}) });
      });
      if (product.media.length + added.length > MAX_PRODUCT_MEDIA) {
        v.add('media', 'MAX_SIZE', `a product holds at most ${MAX_PRODUCT_MEDIA} media items`);
      }
      v.throwIfAny();
      for (const { item, choice } of added) {
        if (!product.media.some((m) => m.id === item.id)) product.media.push(item);
        if (choice) findChoice(product.productOptions, choice.option, choice.choice)!.mediaIds.push(item.id);
      }
    },
    revision,
  );
}

/** POST /v1/products/{id}/media/delete: by ids; no ids removes every item. */
export async function removeProductMedia(db: Db, id: string, mediaIds: string[], revision?: string) {
  return withProduct(
    db,
    id,
    (product) => {
      const gone = (mid: string) => mediaIds.length === 0 || mediaIds.includes(mid);
      product.media = product.media.filter((m) => !gone(m.id));
      for (const option of product.productOptions) {
        for (const choice of option.choices) choice.mediaIds = choice.mediaIds.filter((m) => !gone(m));
      }
    },
    revision,
  );
}

/** PATCH (add) and delete of media shown for a choice; the media must belong to the product. */
export async function changeChoiceMedia(db: Db, id: string, entries: ChoiceMedia[], add: boolean) {
  return withProduct(db, id, (product) => {
    const v = new Violations();
    entries.forEach((e, i) => {
      const choice = findChoice(product.productOptions, e.option, e.choice);
      if (!choice) return v.add(`media[${i}]`, 'VALIDATION', 'is not a choice of this product');
      const ids = e.mediaIds ?? [];
      ids.forEach((mid, j) => {
        if (add && !product.media.some((m) => m.id === mid)) {
          v.add(`media[${i}].mediaIds[${j}]`, 'VALIDATION', 'is not a media item of this product');
        }
      });
      if (add) choice.mediaIds = [...new Set([...choice.mediaIds, ...ids])];
      else choice.mediaIds = ids.length === 0 ? [] : choice.mediaIds.filter((m) => !ids.includes(m));
    });
    v.throwIfAny();
  });
}

/**
 * PATCH /v1/products/{id}/media (Atelier's own): the product's media in a new order, each item's alt text
 * set (an empty one removes it). Every item of the product is named, once.
 */
export async function arrangeProductMedia(db: Db, id: string, media: ArrangeMedia, revision?: string) {
  return withProduct(
    db,
    id,
    (product) => {
      const v = new Violations();
      const byId = new Map(product.media.map((m) => [m.id, m]));
      const seen = new Set<string>();
      media.forEach((m, i) => {
        if (!byId.has(m.id)) v.add(`media[${i}].id`, 'VALIDATION', 'is not a media item of this product');
        else if (seen.has(m.id)) v.add(`media[${i}].id`, 'VALIDATION', 'is named twice');
        seen.add(m.id);
      });
      if (v.list.length === 0 && seen.size !== product.media.length) {
        v.add('media', 'VALIDATION', 'must name every media item of the product');
      }
      v.throwIfAny();
      product.media = media.map((m) => {
        const { altText: _old, ...item } = byId.get(m.id)!;
        const alt = m.altText?.trim();
        return alt ? { ...item, altText: alt } : item;
      });
    },
    revision,
  );
}

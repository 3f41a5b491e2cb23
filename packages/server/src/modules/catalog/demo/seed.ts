import { count, like } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, events, products } from '../../../db/schema';
import { createCollection } from '../collection-service';
import { saveMediaFile } from '../media-files';
import { addProductMedia } from '../media-service';
import { createProduct } from '../product-service';
import type { CreateProduct, VariantInput } from '../schemas-input';
import { updateVariants } from '../variant-service';
import { productArt, type ArtInput } from './art';
import { BACKDROPS, DEMO_COLLECTIONS, DEMO_PRODUCTS, type DemoProduct } from './data';

/**
 * True for a database whose catalog was never used: no products, no collections and no catalog
 * event ever recorded (so a merchant who deleted everything does not get the demo back on restart).
 */
export async function catalogNeverUsed(db: Db): Promise<boolean> {
  const [p] = await db.select({ n: count() }).from(products);
  const [c] = await db.select({ n: count() }).from(collections);
  const [e] = await db.select({ n: count() }).from(events).where(like(events.type, 'catalog.%'));
  return Number(p?.n) === 0 && Number(c?.n) === 0 && Number(e?.n) === 0;
}

async function picture(db: Db, dataDir: string, art: ArtInput, name: string) {
  const svg = Buffer.from(productArt(art));
  const { file } = await saveMediaFile(db, dataDir, {
    bytes: svg,
    mime: 'image/svg+xml',
    originalName: `${name}.svg`,
    width: 800,
    height: 800,
  });
  return file.id;
}

function productInput(p: DemoProduct, collectionIds: string[]): CreateProduct {
  const options: NonNullable<CreateProduct['productOptions']> = [];
  if (p.sizes)
    options.push({
      name: p.sizes.name,
      optionType: 'drop_down',
      choices: p.sizes.choices.map((value) => ({ value })),
    });
  if (p.colors) {
    options.push({
      name: 'Color',
      optionType: 'color',
      choices: p.colors.map((c) => ({ value: c.hex, description: c.name })),
    });
  }
  return {
    name: p.name,
    description: p.description,
    priceData: { price: p.price },
    costAndProfitData: { itemCost: p.cost },
    brand: p.brand,
    ribbon: p.ribbon ?? null,
    weight: p.weight,
    ...(p.discount ? { discount: p.discount } : {}),
    ...(p.pricePerUnit
      ? {
          pricePerUnitData: {
            totalQuantity: p.pricePerUnit.total,
            totalMeasurementUnit: p.pricePerUnit.unit as 'G',
            baseQuantity: p.pricePerUnit.base,
            baseMeasurementUnit: p.pricePerUnit.unit as 'G',
          },
        }
      : {}),
    stock:
      p.stock === undefined
        ? { trackInventory: false, inStock: true }
        : { trackInventory: true, quantity: p.stock },
    productOptions: options,
    collectionIds,
  };
}

/**
 * Seeds the demo catalog in one transaction: all of it, or nothing. Pictures go to DATA_DIR/media.
 * An aborted signal stops it between two products (and rolls everything back).
 */
export async function seedDemoCatalog(
  db: Db,
  dataDir: string,
  signal?: AbortSignal,
): Promise<{ products: number; collections: number }> {
  return db.transaction(async (tx) => {
    const collectionIds = new Map<string, string>();
    for (const [i, c] of DEMO_COLLECTIONS.entries()) {
      const mediaId = await picture(
        tx,
        dataDir,
        { ...c.art, backdrop: BACKDROPS[i % BACKDROPS.length]!, seed: c.slug },
        c.slug,
      );
      const { collection } = await createCollection(tx, {
        name: c.name,
        slug: c.slug,
        description: c.description,
        mediaId,
      });
      collectionIds.set(c.slug, collection.id);
    }
    for (const [i, p] of DEMO_PRODUCTS.entries()) {
      signal?.throwIfAborted();
      const backdrop = BACKDROPS[i % BACKDROPS.length]!;
      const { product } = await createProduct(
        tx,
        productInput(
          p,
          p.collections.map((slug) => collectionIds.get(slug)!),
        ),
      );
      const media: { mediaId: string; choice?: { option: string; choice: string } }[] = [
        {
          mediaId: await picture(
            tx,
            dataDir,
            { kind: p.kind, color: p.color, backdrop, seed: p.name },
            product.slug,
          ),
        },
      ];
      for (const c of p.colors ?? []) {
        const art = { kind: p.kind, color: c.hex, backdrop, seed: p.name };
        media.push({
          mediaId: await picture(tx, dataDir, art, `${product.slug}-${c.name}`),
          choice: { option: 'Color', choice: c.name },
        });
      }
      await addProductMedia(tx, product.id, media);
      const changes: VariantInput[] = [];
      p.sizes?.prices?.forEach((price, j) =>
        changes.push({ choices: { [p.sizes!.name]: p.sizes!.choices[j]! }, price }),
      );
      for (const choice of p.soldOut ?? []) {
        const option = p.colors?.some((c) => c.name === choice) ? 'Color' : p.sizes!.name;
        changes.push({ choices: { [option]: choice }, stock: { quantity: 0 } });
      }
      if (changes.length > 0) await updateVariants(tx, product.id, changes);
    }
    return { products: DEMO_PRODUCTS.length, collections: DEMO_COLLECTIONS.length };
  });
}

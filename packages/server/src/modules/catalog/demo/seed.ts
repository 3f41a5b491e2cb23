import { count, like } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { collections, events, products } from '../../../db/schema';
import { createCollection } from '../collection-service';
import { storeImage } from '../media/media-files';
import { addProductMedia } from '../media/media-service';
import { createProduct } from '../product-service';
import type { CreateProduct, VariantInput } from '../schemas-input';
import { settleCatalog } from '../listing/settle';
import { updateVariants } from '../variant-service';
import type { ArtInput } from './art';
import { BACKDROPS, DEMO_COLLECTIONS, DEMO_PRODUCTS, type DemoProduct } from './data';
import { renderAll } from './pictures';

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

const backdrop = (i: number) => BACKDROPS[i % BACKDROPS.length]!;
const collectionKey = (slug: string) => `collection:${slug}`;
const productKey = (name: string, color?: string) => `product:${name}:${color ?? ''}`;

/** Every picture the demo catalog shows: one per collection, one per product and one per colour. */
function demoArt(): Map<string, ArtInput> {
  const arts = new Map<string, ArtInput>();
  DEMO_COLLECTIONS.forEach((c, i) =>
    arts.set(collectionKey(c.slug), { ...c.art, backdrop: backdrop(i), seed: c.slug }),
  );
  DEMO_PRODUCTS.forEach((p, i) => {
    const art = { kind: p.kind, backdrop: backdrop(i), seed: p.name };
    arts.set(productKey(p.name), { ...art, color: p.color });
    for (const c of p.colors ?? []) arts.set(productKey(p.name, c.name), { ...art, color: c.hex });
  });
  return arts;
}

/** Stores a rendered picture the way a merchant's upload is stored; answers its media id. */
async function picture(db: Db, dataDir: string, rendered: Promise<Buffer> | undefined, name: string) {
  const { file } = await storeImage(db, dataDir, {
    bytes: await rendered!,
    mimeType: 'image/webp',
    fileName: `${name}.webp`,
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

/** The demo's prices are US dollars, as its orders, gift card and shipping rates. */
const DEMO_CURRENCY = 'USD';

/**
 * Seeds the demo catalog in one transaction: all of it, or nothing. Pictures go to DATA_DIR/media.
 * An aborted signal stops it between two products (and rolls everything back).
 */
export async function seedDemoCatalog(
  db: Db,
  dataDir: string,
  signal?: AbortSignal,
): Promise<{ products: number; collections: number }> {
  const rendered = renderAll(demoArt());
  const seeded = await db.transaction(async (tx) => {
    const collectionIds = new Map<string, string>();
    for (const c of DEMO_COLLECTIONS) {
      const mediaId = await picture(tx, dataDir, rendered.get(collectionKey(c.slug)), c.slug);
      const { collection } = await createCollection(tx, {
        name: c.name,
        slug: c.slug,
        description: c.description,
        mediaId,
      });
      collectionIds.set(c.slug, collection.id);
    }
    for (const p of DEMO_PRODUCTS) {
      signal?.throwIfAborted();
      const { product } = await createProduct(
        tx,
        productInput(
          p,
          p.collections.map((slug) => collectionIds.get(slug)!),
        ),
        DEMO_CURRENCY,
      );
      const media: { mediaId: string; choice?: { option: string; choice: string } }[] = [
        { mediaId: await picture(tx, dataDir, rendered.get(productKey(p.name)), product.slug) },
      ];
      for (const c of p.colors ?? []) {
        const file = rendered.get(productKey(p.name, c.name));
        media.push({
          mediaId: await picture(tx, dataDir, file, `${product.slug}-${c.name}`),
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
  await settleCatalog(db);
  return seeded;
}

'use server';

/**
 * Server actions of the dashboard's products pages: save (create or update, with the revision the page
 * showed, then the pictures), delete, image upload, and bulk show, hide and delete. The server checks the
 * person's permission and the revision; the pages only hide what a role may not do.
 */
import { ApplicationError, ValidationError, type Product } from '@atelier/sdk';
import { revalidateTag } from 'next/cache';
import {
  fieldOfServerPath,
  mediaUrl,
  productConflictMessage,
  productInputOf,
  type FormMedia,
  type ProductFormValues,
} from './admin-product-form';
import { catalogTags } from './catalog-tags';
import { apiUrl } from './client';
import { getShopClock } from './shop-settings';
import { signedIn } from './staff';
import { staffFailure, type StaffResult } from './staff-errors';

export type ProductSaveResult =
  | { ok: true; id: string; revision: number }
  | {
      ok: false;
      message: string;
      field?: keyof ProductFormValues | 'media';
      fields?: { field: keyof ProductFormValues; message: string }[];
      conflict?: boolean;
    };

async function failure(error: unknown): Promise<ProductSaveResult> {
  if (error instanceof ApplicationError && error.code === 'PRODUCT_CHANGED') {
    const { timeZone } = await getShopClock();
    return {
      ok: false,
      conflict: true,
      message: productConflictMessage(error.details.applicationError.data, timeZone),
    };
  }
  if (error instanceof ValidationError) {
    const fields = error.fieldViolations.flatMap((v) => {
      const field = fieldOfServerPath(v.field);
      return field ? [{ field, message: v.description }] : [];
    });
    const first = error.fieldViolations[0];
    return {
      ok: false,
      message: fields.length
        ? 'Please check the fields marked below.'
        : (first?.description ?? 'Please check the form.'),
      fields,
      ...(first && !fields.length && first.field.startsWith('media') ? { field: 'media' as const } : {}),
    };
  }
  const words = staffFailure(error);
  return { ok: false, message: words.ok ? '' : words.message };
}

const dropShopCache = () => revalidateTag(catalogTags.products, { expire: 0 });

/**
 * Saves the product: its fields (checked against `revision`, the one the page showed), then its pictures:
 * removed ones go, uploaded ones are added, and all are put in the form's order with their alt texts.
 * Each write bumps the revision by one, so each next write names the one before it.
 */
export async function saveProductForm(
  id: string | undefined,
  values: ProductFormValues,
  media: FormMedia[],
  shown: { revision?: number; mediaIds: string[]; hasVariants: boolean },
): Promise<ProductSaveResult> {
  const client = await signedIn();
  try {
    const input = productInputOf(values, !shown.hasVariants);
    let product: Product;
    let revision: number | undefined;
    if (id) {
      product = (
        await client.productEditing.updateProduct(id, input, {
          ...(shown.revision !== undefined ? { revision: shown.revision } : {}),
        })
      ).product;
    } else {
      const { slug: _slug, ...create } = input;
      product = (
        await client.products.createProduct({
          ...create,
          ...(input.slug ? { slug: input.slug } : {}),
          name: input.name!,
          priceData: input.priceData!,
        })
      ).product;
    }
    revision = product.revision;
    const step = () => (revision === undefined ? {} : { revision: revision++ });
    const kept = new Set(media.filter((m) => !m.uploaded).map((m) => m.id));
    const removed = shown.mediaIds.filter((m) => !kept.has(m));
    if (removed.length) await client.productEditing.removeProductMedia(product._id, removed, step());
    const added = media.filter((m) => m.uploaded).map((m) => m.id);
    if (added.length) await client.productEditing.addProductMedia(product._id, added, step());
    const current = product.media?.items ?? [];
    const needsArranging =
      added.length > 0 ||
      media.some((m, i) => {
        const was = current.find((c) => c._id === m.id);
        return !was || (was.image?.altText ?? '') !== m.altText.trim() || current.indexOf(was) !== i;
      }) ||
      removed.length > 0;
    if (needsArranging && media.length) {
      await client.productEditing.arrangeProductMedia(
        product._id,
        media.map((m) => ({ id: m.id, ...(m.altText.trim() ? { altText: m.altText.trim() } : {}) })),
        step(),
      );
    }
    dropShopCache();
    return { ok: true, id: product._id, revision: revision ?? 0 };
  } catch (error) {
    return failure(error);
  }
}

/** Deletes the product, if it is still as the page showed it. */
export async function deleteProductForm(id: string, revision: number | undefined): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.productEditing.deleteProduct(id, revision === undefined ? {} : { revision });
    dropShopCache();
    return { ok: true };
  } catch (error) {
    const words = await failure(error);
    return words.ok ? { ok: true } : { ok: false, message: words.message };
  }
}

/** Largest picture the form sends (the server takes 10 MiB; the dashboard's actions take 3 MB of body). */
const MAX_IMAGE_BYTES = 2_500_000;

/** Uploads one picture (a form's `file`); answers its file id and address for the form's preview. */
export async function uploadProductImage(data: FormData): Promise<StaffResult<{ id: string; url: string }>> {
  const file = data.get('file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: 'Choose an image file' };
  if (file.size > MAX_IMAGE_BYTES)
    return { ok: false, message: `${file.name} is over 2.5 MB: choose a smaller image` };
  const client = await signedIn();
  try {
    const bytes = Buffer.from(await file.arrayBuffer());
    const { file: stored } = await client.productEditing.uploadMediaFile({
      fileName: file.name.slice(0, 200) || 'image',
      mimeType: file.type || 'application/octet-stream',
      data: bytes.toString('base64'),
    });
    return { ok: true, id: stored._id, url: mediaUrl(stored.url, apiUrl()) };
  } catch (error) {
    if (error instanceof ValidationError)
      return {
        ok: false,
        message: `${file.name}: ${error.fieldViolations[0]?.description ?? 'not an image'}`,
      };
    return staffFailure(error);
  }
}

/** Shows or hides the products, all or none. */
export async function setProductsVisible(ids: string[], visible: boolean): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.productEditing.setProductsVisible(ids, visible);
    dropShopCache();
    return { ok: true };
  } catch (error) {
    return staffFailure(error);
  }
}

/** Deletes the products, all or none. */
export async function deleteProducts(ids: string[]): Promise<StaffResult> {
  const client = await signedIn();
  try {
    await client.productEditing.deleteProducts(ids);
    dropShopCache();
    return { ok: true };
  } catch (error) {
    return staffFailure(error);
  }
}

/** Sets the file buyers of a digital product download (POST /v1/products/{id}/digital-file). */
export async function uploadDigitalFile(
  id: string,
  data: FormData,
): Promise<StaffResult<{ fileName: string }>> {
  const file = data.get('file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: 'Choose a file' };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: `${file.name} is over 2.5 MB` };
  const client = await signedIn();
  try {
    const { file: stored } = await client.products.uploadDigitalFile(id, {
      fileName: file.name.slice(0, 200) || 'file',
      mimeType: file.type || 'application/octet-stream',
      data: Buffer.from(await file.arrayBuffer()).toString('base64'),
    });
    return { ok: true, fileName: stored.fileName };
  } catch (error) {
    return staffFailure(error);
  }
}

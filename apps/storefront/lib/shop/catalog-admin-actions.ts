'use server';

/**
 * The dashboard's catalog structure writes, as server actions: a product's options (which make its
 * variants), a batch of its variants' values, and one variant's stock set or changed. The staff session
 * stays in its HttpOnly cookie; each answer is what the page shows beside the row or the form.
 */
import { ApplicationError, ValidationError } from '@atelier/sdk';
import { cookies } from 'next/headers';
import { productConflictMessage } from './admin-product-form';
import { getShopClock } from './shop-settings';
import { staffFailure, type StaffResult } from './staff-errors';
import { sessionToken, staffClient, type StaffClient } from './staff';

async function withClient<T extends object>(
  write: (client: StaffClient) => Promise<StaffResult<T>>,
): Promise<StaffResult<T>> {
  const token = sessionToken(await cookies());
  if (!token) return { ok: false, message: 'Your session has ended: sign in again.' };
  try {
    return await write(staffClient(token));
  } catch (error) {
    return staffFailure(error);
  }
}

export interface OptionValues {
  name: string;
  /** The choices, in order. */
  choices: string[];
}

/** Saves the product's options; the server makes one variant for each combination of their choices. */
export async function saveProductOptions(
  productId: string,
  input: { options: OptionValues[]; trackInventory: boolean },
): Promise<StaffResult<{ variants: number }>> {
  const productOptions = input.options
    .map((o) => ({
      name: o.name.trim(),
      optionType: 'drop_down' as const,
      choices: o.choices
        .map((c) => c.trim())
        .filter(Boolean)
        .map((value) => ({ value, description: value })),
    }))
    .filter((o) => o.name || o.choices.length > 0);
  return withClient(async (c) => {
    const { product } = await c.products.updateProduct(productId, {
      productOptions,
      manageVariants: productOptions.length > 0,
      stock: { trackInventory: input.trackInventory },
    });
    return { ok: true, variants: product.variants?.length ?? 0 };
  });
}

export type VariantBatchEntry = {
  variantIds: string[];
  price?: string;
  sku?: string | null;
  weight?: number | null;
  stock?: { quantity: number };
};

export type VariantBatchResult =
  | { ok: true; revision: number }
  | {
      ok: false;
      message: string;
      violations: { field: string; description: string }[];
      /** The product changed since `revision` (someone else's save): the message says who and what. */
      conflict?: boolean;
    };

/** The words of a 409 PRODUCT_CHANGED: who changed the product since the page showed it, and what. */
async function conflictMessage(error: ApplicationError) {
  const { timeZone } = await getShopClock();
  return productConflictMessage(error.details.applicationError.data, timeZone);
}

/**
 * Saves one batch of changed variants, checked against `revision` (the product's as the page showed it, or as
 * the grid's previous batch answered it); answers the product's revision after it, which the next batch names.
 * A refused batch answers the server's field violations, or the conflict.
 */
export async function saveVariantBatch(
  productId: string,
  batch: VariantBatchEntry[],
  revision?: number,
): Promise<VariantBatchResult> {
  const token = sessionToken(await cookies());
  if (!token) return { ok: false, message: 'Your session has ended: sign in again.', violations: [] };
  const options = revision === undefined ? {} : { revision };
  try {
    // A write of the same product committing at that moment is refused as a conflict: sent again once.
    const saved = await staffClient(token)
      .products.updateVariants(productId, batch, options)
      .catch(async (error: unknown) => {
        if (!(error instanceof ApplicationError && error.code === 'WRITE_CONFLICT')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return staffClient(token).products.updateVariants(productId, batch, options);
      });
    return { ok: true, revision: saved.revision };
  } catch (error) {
    if (error instanceof ApplicationError && error.code === 'PRODUCT_CHANGED')
      return { ok: false, conflict: true, message: await conflictMessage(error), violations: [] };
    if (error instanceof ValidationError)
      return {
        ok: false,
        message: 'Some rows were refused.',
        violations: error.fieldViolations.map((v) => ({ field: v.field, description: v.description })),
      };
    const failure = staffFailure(error);
    return { ok: false, message: failure.ok ? '' : failure.message, violations: [] };
  }
}

/**
 * Sets a variant's units (`set`) or adds to them (`change`, negative to take); answers its units now and the
 * product's revision after. With `revision` (the product's as the page knew it) a product written since is
 * refused, with who changed what.
 */
export async function adjustVariantStock(
  productId: string,
  variantId: string,
  change: { set: number } | { change: number },
  revision?: number,
): Promise<StaffResult<{ quantity: number; revision: number }>> {
  return withClient(async (c) => {
    try {
      const level = await c.stock.adjustStock(
        productId,
        variantId,
        change,
        revision === undefined ? {} : { revision },
      );
      return { ok: true, quantity: level.quantity, revision: level.revision };
    } catch (error) {
      if (error instanceof ApplicationError && error.code === 'PRODUCT_CHANGED')
        return { ok: false, message: `Not saved: ${await conflictMessage(error)} Reload to see it.` };
      throw error;
    }
  });
}

export interface CollectionValues {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
}

const collectionInput = (values: CollectionValues) => ({
  name: values.name.trim(),
  ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
  description: values.description,
  visible: values.visible,
});

/** Creates a collection; answers its id, or the server's words on the field concerned. */
export async function createCollection(values: CollectionValues): Promise<StaffResult<{ id: string }>> {
  return withClient(async (c) => {
    const { collection } = await c.collections.createCollection(collectionInput(values));
    return { ok: true, id: collection._id };
  });
}

export async function updateCollection(id: string, values: CollectionValues): Promise<StaffResult> {
  return withClient(async (c) => {
    await c.collections.updateCollection(id, collectionInput(values));
    return { ok: true };
  });
}

export async function deleteCollection(id: string): Promise<StaffResult> {
  return withClient(async (c) => {
    await c.collections.deleteCollection(id);
    return { ok: true };
  });
}

/** Puts the collection's products in this order (all of them, first one first). */
export async function saveCollectionProductOrder(id: string, productIds: string[]): Promise<StaffResult> {
  return withClient(async (c) => {
    await c.collections.setProductOrder(id, productIds);
    return { ok: true };
  });
}

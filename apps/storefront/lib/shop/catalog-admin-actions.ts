'use server';

/**
 * The dashboard's catalog structure writes, as server actions: a product's options (which make its
 * variants), a batch of its variants' values, and one variant's stock set or changed. The staff session
 * stays in its HttpOnly cookie; each answer is what the page shows beside the row or the form.
 */
import { ApplicationError, ValidationError } from '@atelier/sdk';
import { cookies } from 'next/headers';
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
  { ok: true } | { ok: false; message: string; violations: { field: string; description: string }[] };

/** Saves one batch of changed variants; a refused batch answers the server's field violations. */
export async function saveVariantBatch(
  productId: string,
  batch: VariantBatchEntry[],
): Promise<VariantBatchResult> {
  const token = sessionToken(await cookies());
  if (!token) return { ok: false, message: 'Your session has ended: sign in again.', violations: [] };
  try {
    // A write of the same product committing at that moment is refused as a conflict: sent again once.
    await staffClient(token)
      .products.updateVariants(productId, batch)
      .catch(async (error: unknown) => {
        if (!(error instanceof ApplicationError && error.code === 'WRITE_CONFLICT')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return staffClient(token).products.updateVariants(productId, batch);
      });
    return { ok: true };
  } catch (error) {
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

/** Sets a variant's units (`set`) or adds to them (`change`, negative to take); answers its units now. */
export async function adjustVariantStock(
  productId: string,
  variantId: string,
  change: { set: number } | { change: number },
): Promise<StaffResult<{ quantity: number }>> {
  return withClient(async (c) => {
    const level = await c.stock.adjustStock(productId, variantId, change);
    return { ok: true, quantity: level.quantity };
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

'use server';

/**
 * Server actions of the dashboard's bulk catalog pages: price changes (/admin/products/prices: preview, apply,
 * undo, also from the audit log) and the product CSV's import done (/admin/products/import), with the staff
 * session from its HttpOnly cookie. Failures come back in words, with the field they belong to.
 */
import type { AppliedPriceChange, PriceChange, PricePreview, PriceTarget, PriceUndo } from '@atelier/sdk';
import { ApplicationError, ValidationError } from '@atelier/sdk';
import { revalidatePath, revalidateTag } from 'next/cache';
import { catalogTags } from './catalog-tags';
import { signedIn } from './staff';
import { staffFailure, type StaffResult } from './staff-errors';

/** The server's refusal in words; a field violation keeps the field it names (`change.value`, `target.ids[0]`). */
function failure(error: unknown): StaffResult<never> {
  if (error instanceof ValidationError) {
    const first = error.fieldViolations[0];
    if (first) return { ok: false, message: `${first.field}: ${first.description}`, field: first.field };
  }
  if (
    error instanceof ApplicationError &&
    ['ALREADY_UNDONE', 'CHANGED_SINCE', 'NOT_FOUND'].includes(error.code)
  )
    return { ok: false, message: error.message };
  return staffFailure(error);
}

/** Every price the change would set; nothing is written. */
export async function previewPrices(
  target: PriceTarget,
  change: PriceChange,
): Promise<StaffResult<{ preview: PricePreview }>> {
  const client = await signedIn();
  try {
    return { ok: true, preview: await client.catalogBulk.previewPriceChange(target, change) };
  } catch (error) {
    return failure(error);
  }
}

function catalogChanged() {
  revalidateTag(catalogTags.products, { expire: 0 });
  revalidateTag(catalogTags.collections, { expire: 0 });
  revalidatePath('/admin/audit-log');
}

/** Applies the change in one go; answers its id for the undo. */
export async function applyPrices(
  target: PriceTarget,
  change: PriceChange,
): Promise<StaffResult<{ applied: AppliedPriceChange }>> {
  const client = await signedIn();
  try {
    const applied = await client.catalogBulk.applyPriceChange(target, change);
    catalogChanged();
    return { ok: true, applied };
  } catch (error) {
    return failure(error);
  }
}

/** Puts the old prices of a change back (products changed since are skipped and named). */
export async function undoPrices(changeId: string): Promise<StaffResult<{ undo: PriceUndo }>> {
  const client = await signedIn();
  try {
    const undo = await client.catalogBulk.undoPriceChange(changeId);
    catalogChanged();
    return { ok: true, undo };
  } catch (error) {
    return failure(error);
  }
}

/**
 * After the import page's run (POST /admin/products/import/run) created products: the shop's cached catalog
 * pages and the audit log are read again.
 */
export async function productsImported(): Promise<void> {
  await signedIn();
  catalogChanged();
}

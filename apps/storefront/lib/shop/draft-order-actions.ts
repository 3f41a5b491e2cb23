'use server';

/**
 * Server actions of the draft order builder (/admin/draft-orders): save, send and delete a draft, and find
 * products to add. The server prices every draft it answers; the builder shows those totals as they come.
 */
import { ApplicationError, ValidationError, type DraftOrder, type DraftOrderInput } from '@atelier/sdk';
import { draftFieldOf, type DraftErrors } from './draft-order-form';
import { signedIn } from './staff';
import { staffErrorMessage } from './staff-errors';

export type DraftResult<T = object> =
  ({ ok: true } & T) | { ok: false; message: string; errors: DraftErrors; draft?: DraftOrder };

/** A refusal as the builder shows it: each field's or line's message, and one for the whole draft. */
function refusal(
  error: unknown,
  lineIds: string[] = [],
): { ok: false; message: string; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (error instanceof ValidationError) {
    for (const v of error.fieldViolations) {
      const key = draftFieldOf(v.field, lineIds);
      errors[key] ??= v.description;
    }
    return { ok: false, message: 'Check the fields marked below', errors };
  }
  if (error instanceof ApplicationError && error.status !== undefined && error.status < 500) {
    const app = error.details.applicationError;
    const description = app?.description ?? error.message;
    const data = (app?.data ?? {}) as {
      field?: string;
      lines?: { lineItemId: string; availableQuantity: number }[];
    };
    for (const l of data.lines ?? [])
      errors[`line:${l.lineItemId}`] =
        l.availableQuantity === 0 ? 'Out of stock' : `Only ${l.availableQuantity} left in stock`;
    const field = fieldOfCode(error.code) ?? data.field;
    if (field && !data.lines?.length) errors[field] = description;
    if (error.code === 'PERMISSION_DENIED')
      return { ok: false, message: 'Your role may not change orders', errors };
    return { ok: false, message: description, errors };
  }
  const words = staffErrorMessage(error);
  if (!words.expected) console.error('draft order action failed', error);
  return { ok: false, message: words.message, errors };
}

const FIELD_OF_CODE: Record<string, string> = {
  BUYER_EMAIL_REQUIRED: 'customer.email',
  SHIPPING_ADDRESS_REQUIRED: 'shippingAddress',
  SHIPPING_OPTION_REQUIRED: 'shippingOptionCode',
  SHIPPING_OPTION_NOT_OFFERED: 'shippingOptionCode',
  PAYMENT_METHOD_NEEDS_PICKUP: 'paymentMethodId',
  NOTHING_TO_ORDER: 'lineItems',
};
const fieldOfCode = (code: string) => FIELD_OF_CODE[code];

/** Creates the draft (no id yet) or replaces its fields; answers it priced now. */
export async function saveDraftOrder(
  id: string | undefined,
  input: DraftOrderInput,
  revision?: string,
): Promise<DraftResult<{ draft: DraftOrder }>> {
  const client = await signedIn();
  try {
    const draft = id
      ? await client.draftOrders.updateDraftOrder(id, input, revision ? { revision } : undefined)
      : await client.draftOrders.createDraftOrder(input);
    return { ok: true, draft };
  } catch (error) {
    return refusal(
      error,
      (input.lineItems ?? []).map((l) => l.id ?? ''),
    );
  }
}

/** Sends the draft: the order is placed and the customer mailed; answers the order's id and number. */
export async function sendDraftOrder(
  id: string,
  lineIds: string[],
): Promise<DraftResult<{ orderId: string; orderNumber: string }>> {
  const client = await signedIn();
  try {
    const sent = await client.draftOrders.sendDraftOrder(id);
    return { ok: true, orderId: sent.orderId, orderNumber: sent.orderNumber };
  } catch (error) {
    const failed = refusal(error, lineIds);
    try {
      return { ...failed, draft: await client.draftOrders.getDraftOrder(id) };
    } catch {
      return failed;
    }
  }
}

export async function deleteDraftOrder(id: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const client = await signedIn();
  try {
    await client.draftOrders.deleteDraftOrder(id);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: refusal(error).message };
  }
}

export interface ProductChoice {
  productId: string;
  variantId?: string;
  label: string;
  price: string;
  inStock: boolean;
}

const ZERO = '00000000-0000-0000-0000-000000000000';

/** Products (each variant of one that has variants) whose name matches, for the builder's search. */
export async function findProductsForDraft(q: string): Promise<ProductChoice[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  const client = await signedIn();
  const found = await client.products.queryProducts({ search: text }).limit(8).find();
  return found.items.flatMap((p): ProductChoice[] => {
    const name = p.name ?? 'Product';
    const price = p.priceData?.formatted?.price ?? String(p.priceData?.price ?? '');
    const variants = (p.variants ?? []).filter((v) => v._id && v._id !== ZERO);
    if (!p.manageVariants || variants.length === 0)
      return [{ productId: p._id!, label: name, price, inStock: p.stock?.inStock !== false }];
    return variants.map((v) => ({
      productId: p._id!,
      variantId: v._id!,
      label: `${name} — ${Object.values(v.choices ?? {}).join(', ')}`,
      price: v.variant?.priceData?.formatted?.price ?? price,
      inStock: v.stock?.inStock !== false,
    }));
  });
}

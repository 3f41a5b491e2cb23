'use server';

/**
 * The order detail's actions (/admin/orders/[id]), as server actions: the staff session stays in its HttpOnly
 * cookie, each write carries the order's `_updatedDate` the page showed (`revision`: a newer order answers a
 * conflict instead of being overwritten), and the answer is what the page shows beside the action.
 */
import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { toAddressWithContact, type AddressFields } from './checkout-address';
import { orderActionFailure, type OrderActionResult } from './order-admin-errors';
import { getShopClock } from './shop-settings';
import { sessionToken, staffClient, type StaffClient } from './staff';

async function run(
  orderId: string,
  write: (client: StaffClient) => Promise<unknown>,
): Promise<OrderActionResult> {
  const token = sessionToken(await cookies());
  if (!token) return { ok: false, signIn: true, message: 'Your session has ended: sign in again.' };
  try {
    await write(staffClient(token));
  } catch (error) {
    const failure = orderActionFailure(error, (await getShopClock()).timeZone);
    if (failure.message.startsWith('The shop’s server')) console.error('order action failed', error);
    return failure;
  }
  revalidatePath(`/admin/orders/${orderId}`);
  return { ok: true };
}

const text = (value: unknown, max = 2000) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export async function markOrderPaid(
  orderId: string,
  revision: string,
  input: { amount?: string; reference?: string },
): Promise<OrderActionResult> {
  const amount = text(input.amount, 32);
  const reference = text(input.reference, 200);
  return run(orderId, (c) =>
    c.orderManagement.markAsPaid(
      orderId,
      { ...(amount ? { amount: { amount } } : {}), ...(reference ? { reference } : {}) },
      { revision },
    ),
  );
}

export async function fulfilOrder(
  orderId: string,
  revision: string,
  input: { lines: { id: string; quantity: number }[]; carrier?: string; trackingNumber?: string },
): Promise<OrderActionResult> {
  const lineItems = input.lines.filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);
  if (lineItems.length === 0)
    return {
      ok: false,
      message: 'Choose at least one unit to ship.',
      fields: { lines: 'Choose a quantity' },
    };
  const trackingNumber = text(input.trackingNumber, 100);
  const carrier = text(input.carrier, 100);
  if (trackingNumber && !carrier)
    return {
      ok: false,
      message: 'Name the carrier of this tracking number.',
      fields: { carrier: 'Name the carrier' },
    };
  return run(orderId, (c) =>
    c.orderFulfillments.createFulfillment(
      orderId,
      {
        lineItems: lineItems.map((l) => ({ _id: l.id, quantity: l.quantity })),
        ...(trackingNumber ? { trackingInfo: { trackingNumber, shippingProvider: carrier } } : {}),
      },
      { revision },
    ),
  );
}

export async function cancelOrder(
  orderId: string,
  revision: string,
  input: { restock: boolean; message?: string; notify: boolean },
): Promise<OrderActionResult> {
  const customMessage = text(input.message, 1000);
  return run(orderId, (c) =>
    c.orders.cancelOrder(orderId, {
      restockAllItems: input.restock,
      sendOrderCanceledEmail: input.notify,
      ...(customMessage ? { customMessage } : {}),
      revision,
    }),
  );
}

export async function refundOrder(
  orderId: string,
  revision: string,
  input: {
    by: 'lines' | 'amount';
    lines: { id: string; quantity: number }[];
    amount?: string;
    shipping?: boolean;
    restock: boolean;
    reason?: string;
  },
): Promise<OrderActionResult> {
  const reason = text(input.reason, 1000);
  const items = input.lines
    .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0)
    .map((l) => ({ lineItemId: l.id, quantity: l.quantity }));
  const amount = text(input.amount, 32);
  if (input.by === 'lines' && items.length === 0 && !input.shipping)
    return { ok: false, message: 'Choose the units to refund.', fields: { lines: 'Choose a quantity' } };
  if (input.by === 'amount' && !amount)
    return { ok: false, message: 'Enter the amount to refund.', fields: { amount: 'Enter an amount' } };
  return run(orderId, (c) =>
    c.orderManagement.refundOrder(
      orderId,
      {
        refundDetails: {
          ...(input.by === 'lines' ? { items, shippingIncluded: input.shipping === true } : {}),
          ...(reason ? { reason } : {}),
        },
        ...(input.by === 'amount' ? { amount: { amount } } : {}),
        sideEffects: { restockInfo: { type: input.restock ? 'ALL_ITEMS' : 'NO_ITEMS' } },
      },
      { revision },
    ),
  );
}

export async function resendConfirmation(orderId: string): Promise<OrderActionResult> {
  return run(orderId, (c) => c.orderManagement.resendConfirmation(orderId));
}

export async function addOrderNote(orderId: string, note: string): Promise<OrderActionResult> {
  const body = text(note);
  if (!body) return { ok: false, message: 'Write the note first.', fields: { text: 'Write the note first' } };
  return run(orderId, (c) => c.orderManagement.addNote(orderId, body));
}

export async function editShippingAddress(
  orderId: string,
  revision: string,
  fields: AddressFields,
): Promise<OrderActionResult> {
  const clean = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, text(v, 200)]),
  ) as unknown as AddressFields;
  clean.country = clean.country.toUpperCase();
  return run(orderId, (c) =>
    c.orders.updateOrder(
      orderId,
      { shippingInfo: { logistics: { shippingDestination: toAddressWithContact(clean) } } } as never,
      { fieldMask: ['shippingInfo.logistics.shippingDestination'], revision },
    ),
  );
}

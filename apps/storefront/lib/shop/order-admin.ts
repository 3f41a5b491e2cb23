/**
 * The order detail's reads (/admin/orders/[id] and its print pages) through the staff session: the order, its
 * payments and refunds, what can be refunded, its staff notes and its history, at once. An unknown order is
 * undefined (the page answers 404).
 */
import { ApplicationError, type Order } from '@atelier/sdk';
import { holds } from './admin-sections';
import { apiUrl } from './client';
import type { SignedInStaff } from './staff';

/** Where the server's media are (line pictures). */
export const apiBaseUrl = () => apiUrl();

const isNotFound = (error: unknown) =>
  error instanceof ApplicationError && (error.status === 404 || error.code === 'NOT_FOUND');

/** The order alone (the print pages), or undefined when there is none. */
export async function readOrder({ client }: SignedInStaff, id: string): Promise<Order | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  try {
    return await client.orders.getOrder(id);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

export async function readOrderDetail(signedIn: SignedInStaff, id: string) {
  const order = await readOrder(signedIn, id);
  if (!order) return undefined;
  const { client, member } = signedIn;
  const [transactions, refundability, notes, history] = await Promise.all([
    client.orderManagement.listTransactions(order._id),
    holds(member, 'orders:read') ? client.orderManagement.getRefundability(order._id) : undefined,
    client.orderManagement.listNotes(order._id),
    client.orderManagement.getHistory(order._id),
  ]);
  return { order, transactions, refundability, notes, history };
}

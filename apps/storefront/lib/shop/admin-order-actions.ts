'use server';

/**
 * Server actions of the orders list and the dashboard's command palette, with the staff session of the
 * request's cookie (staff.ts). The token never reaches page scripts; each action answers what the page shows.
 */
import { ApplicationError } from '@atelier/sdk';
import { cookies } from 'next/headers';
import { holds } from './admin-sections';
import { sessionToken, staffClient } from './staff';
import { staffErrorMessage } from './staff-errors';

export type MarkPaidResult = { ok: true; number: string } | { ok: false; message: string };

/** The server's own words for a refusal it explains (already paid, canceled, refunded), else the staff words. */
function refusal(error: unknown): string {
  if (error instanceof ApplicationError && error.status !== undefined && error.status < 500) {
    const description = error.details.applicationError?.description;
    if (error.code === 'PERMISSION_DENIED') return 'Your role may not mark orders as paid';
    if (description && error.code !== 'INVALID_TOKEN') return description;
  }
  const words = staffErrorMessage(error);
  if (!words.expected) console.error('orders action failed', error);
  return words.message;
}

/** Marks one order paid (POST /v1/orders/{id}/mark-as-paid): the list runs it order by order, showing progress. */
export async function markOrderPaid(id: string): Promise<MarkPaidResult> {
  const token = sessionToken(await cookies());
  if (!token) return { ok: false, message: 'Your session has ended: sign in again' };
  try {
    const order = await staffClient(token).orderManagement.markAsPaid(id);
    return { ok: true, number: String(order.number) };
  } catch (error) {
    return { ok: false, message: refusal(error) };
  }
}

export interface PaletteItem {
  kind: 'order' | 'member' | 'product' | 'section';
  label: string;
  detail?: string;
  href: string;
}

export interface PaletteAnswer {
  items: PaletteItem[];
  /** Groups the server could not answer (the others are still shown). */
  failed: string[];
}

const PALETTE_LIMIT = 5;

/**
 * The palette's search: orders by number (or the buyer's email), members by email and products by name, each
 * only when the person's role may read them.
 */
export async function paletteSearch(text: string): Promise<PaletteAnswer> {
  const q = text.trim().slice(0, 100);
  const token = sessionToken(await cookies());
  if (!q || !token) return { items: [], failed: [] };
  const client = staffClient(token);
  const me = (await client.staff.me()).staff;
  const failed: string[] = [];
  const group = async (name: string, run: () => Promise<PaletteItem[]>): Promise<PaletteItem[]> => {
    try {
      return await run();
    } catch (error) {
      if (!staffErrorMessage(error).expected) console.error(`palette ${name} search failed`, error);
      failed.push(name);
      return [];
    }
  };
  const number = /^#?(\d{1,15})$/.exec(q);
  const [orderItems, memberItems, productItems] = await Promise.all([
    holds(me, 'orders:read')
      ? group('orders', async () => {
          const { orders } = await client.orders.searchOrders({
            filter: number ? { number: Number(number[1]) } : { 'buyerInfo.email': { $contains: q } },
            paging: { limit: PALETTE_LIMIT },
          });
          return orders.map((o) => ({
            kind: 'order' as const,
            label: `Order #${o.number}`,
            ...(o.buyerInfo?.email ? { detail: o.buyerInfo.email } : {}),
            href: `/admin/orders/${o._id}`,
          }));
        })
      : [],
    holds(me, 'members:read') && !number
      ? group('members', async () => {
          const found = await client.members
            .queryMembers({ fieldsets: ['FULL'] })
            .contains('loginEmail', q)
            .limit(PALETTE_LIMIT)
            .find();
          return found.items.map((m) => ({
            kind: 'member' as const,
            label: m.loginEmail ?? m.profile?.nickname ?? 'Member',
            ...(m.contact?.firstName || m.contact?.lastName
              ? { detail: [m.contact.firstName, m.contact.lastName].filter(Boolean).join(' ') }
              : {}),
            href: `/admin/members/${m._id}`,
          }));
        })
      : [],
    holds(me, 'catalog:read') && !number
      ? group('products', async () => {
          const found = await client.products.queryProducts({ search: q }).limit(PALETTE_LIMIT).find();
          return found.items.map((p) => ({
            kind: 'product' as const,
            label: p.name ?? 'Product',
            href: `/product/${p.slug}`,
          }));
        })
      : [],
  ]);
  return { items: [...orderItems, ...memberItems, ...productItems], failed };
}

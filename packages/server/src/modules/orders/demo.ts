import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { orders, paymentMethods, type StoredFulfillment } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { fromScaled } from '../../lib/money';
import { createOrder, type OrderDraft } from './create';
import { insertTransaction } from './transactions';

/**
 * The demo shop's month of orders, so a first start shows a living Today page: about 45 orders spread over
 * the last 30 days, most paid and sent, a few bank transfers still unpaid (one of them old), some paid ones
 * to fulfil (one late, one due tomorrow), a pickup to collect. Demo seed only (`npm run seed`, and the first
 * start of an empty database): never in a shop that has orders. Each order is placed through createOrder,
 * the checkout's own path (stock taken, events written); its payment, shipment and dates are then written
 * as the merchant's mark-as-paid and fulfilment would leave them, in one transaction.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

const BUYERS = [
  ['Maya', 'Okafor'],
  ['Lucas', 'Moreau'],
  ['Hana', 'Sato'],
  ['Elena', 'Rossi'],
  ['Noah', 'Bergström'],
  ['Amara', 'Diallo'],
  ['Theo', 'Nguyen'],
  ['Clara', 'Weiss'],
  ['Samir', 'Haddad'],
  ['Ines', 'Carvalho'],
  ['Jonas', 'Keller'],
  ['Priya', 'Raman'],
] as const;

const ADDRESS = {
  addressLine1: '48 Orchard Street',
  city: 'New York',
  subdivision: 'US-NY',
  postalCode: '10002',
  country: 'US',
};

/** A small deterministic generator: the same demo every time. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Piece {
  productId: string;
  variantId: string;
  name: string;
  slug: string;
  cents: number;
}

/** Answers how many orders it placed (0: the shop has orders, or nothing to sell). */
export async function seedDemoOrders(db: Db, now = new Date()): Promise<{ orders: number }> {
  const [existing] = await db.select({ n: count() }).from(orders);
  if (Number(existing?.n) > 0) return { orders: 0 };
  // Shown, physical pieces with enough stock that the demo never sells one out.
  const pieces = (
    await rowsOf<{ product_id: string; variant_id: string; name: string; slug: string; price: string }>(
      db,
      sql`select v.product_id, v.id as variant_id, p.name, p.slug, coalesce(v.price, p.discounted_price)::text as price
      from product_variants v join products p on p.id = v.product_id
      where p.visible and v.visible and p.product_type = 'physical' and (v.quantity is null or v.quantity >= 20)
      order by p.created_date, p.id, v.position limit 40`,
    )
  ).map((r): Piece => ({
    productId: r.product_id,
    variantId: r.variant_id,
    name: r.name,
    slug: r.slug,
    cents: Math.round(Number(r.price) * 100),
  }));
  if (pieces.length === 0) return { orders: 0 };
  const methods = await db.select().from(paymentMethods);
  const bank = methods.find((m) => m.kind === 'BANK_TRANSFER');
  const onPickup = methods.find((m) => m.kind === 'PAY_ON_PICKUP');
  const chosen = (m: typeof bank) =>
    m ? { id: m.id, kind: m.kind, title: m.title, instructions: m.instructions } : undefined;
  const random = generator(20261127);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  // [days ago, what became of it]: the story of the month, then ordinary paid and sent orders.
  type Fate = 'SENT' | 'UNPAID' | 'TO_FULFIL' | 'LATE' | 'TOMORROW' | 'PICKUP';
  const plan: [number, Fate][] = [
    [11, 'UNPAID'],
    [5, 'UNPAID'],
    [1, 'UNPAID'],
    [3, 'LATE'],
    [1, 'TOMORROW'],
    [2, 'TO_FULFIL'],
    [0, 'TO_FULFIL'],
    [1, 'PICKUP'],
  ];
  for (let i = 0; i < 38; i++) plan.push([4 + Math.floor(random() * 26), 'SENT']);

  let placed = 0;
  await db.transaction(async (tx) => {
    for (const [daysAgo, fate] of plan) {
      const placedAt = new Date(now.getTime() - daysAgo * DAY - Math.floor(random() * 10 * HOUR));
      const [firstName, lastName] = pick(BUYERS);
      const email = `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`;
      const lineCount = 1 + Math.floor(random() * 3);
      const chosenPieces = [...new Set(Array.from({ length: lineCount }, () => pick(pieces)))];
      const lines = chosenPieces.map((p, i) => {
        const quantity = random() < 0.25 ? 2 : 1;
        const total = fromScaled(BigInt(p.cents * quantity), 2);
        const unit = fromScaled(BigInt(p.cents), 2);
        return {
          id: `line-${i + 1}`,
          itemType: 'PHYSICAL',
          productId: p.productId,
          variantId: p.variantId,
          name: p.name,
          slug: p.slug,
          quantity,
          unitPrice: unit,
          fullPrice: unit,
          priceBeforeDiscounts: unit,
          lineSubtotal: total,
          discount: '0.00',
          tax: '0.00',
          taxRate: '0',
          lineTotal: total,
        };
      });
      const pickup = fate === 'PICKUP';
      const shippingCents = pickup ? 0 : 895;
      const subtotal = chosenPieces.reduce((s, p, i) => s + p.cents * lines[i]!.quantity, 0);
      const slotStart =
        fate === 'LATE' ? now.getTime() - DAY : fate === 'TOMORROW' ? now.getTime() + DAY : undefined;
      const contactDetails = { firstName, lastName };
      const draft: OrderDraft = {
        buyer: { email, firstName, lastName },
        channelType: 'WEB',
        currency: 'USD',
        taxIncludedInPrices: false,
        weightUnit: 'KG',
        lines,
        priceSummary: {
          subtotal: fromScaled(BigInt(subtotal), 2),
          shipping: fromScaled(BigInt(shippingCents), 2),
          tax: '0.00',
          discount: '0.00',
          total: fromScaled(BigInt(subtotal + shippingCents), 2),
          giftCard: '0.00',
        },
        billingInfo: { address: ADDRESS, contactDetails },
        shippingInfo: pickup
          ? {
              title: 'Pick up at the studio',
              code: 'pickup',
              logistics: {
                pickupDetails: {
                  address: { addressLine1: '210 Grand Street', city: 'New York', country: 'US' },
                  pickupMethod: 'STORE_PICKUP',
                },
              },
            }
          : {
              title: slotStart !== undefined ? 'Local courier' : 'Standard shipping',
              code: slotStart !== undefined ? 'courier' : 'standard',
              logistics: {
                shippingDestination: { address: ADDRESS, contactDetails },
                ...(slotStart !== undefined
                  ? {
                      deliveryTimeSlot: {
                        from: new Date(slotStart).toISOString(),
                        to: new Date(slotStart + 3 * HOUR).toISOString(),
                      },
                    }
                  : {}),
              },
            },
        recipientInfo: pickup ? { contactDetails } : { address: ADDRESS, contactDetails },
        appliedDiscounts: [],
        ...((pickup ? chosen(onPickup) : chosen(bank))
          ? { paymentMethod: (pickup ? chosen(onPickup) : chosen(bank))! }
          : {}),
      };
      const result = await createOrder(tx, draft);
      if (!result.ok) continue;
      const row = result.row;
      placed++;
      const paid = fate !== 'UNPAID' && fate !== 'PICKUP';
      const sent = fate === 'SENT';
      const at = (hours: number) => new Date(placedAt.getTime() + hours * HOUR).toISOString();
      const activities = [{ ...row.activities[0]!, createdDate: placedAt.toISOString() }];
      if (paid) {
        await insertTransaction(tx, {
          orderId: row.id,
          kind: 'PAYMENT',
          status: 'APPROVED',
          amount: row.priceSummary.total,
          currency: row.currency,
          method: 'BANK_TRANSFER',
          details: { markedBy: 'demo' },
          createdDate: new Date(Math.min(now.getTime(), placedAt.getTime() + 20 * HOUR)),
        });
        activities.push({
          id: randomUUID(),
          type: 'ORDER_PAID',
          createdDate: at(20),
          details: { amount: row.priceSummary.total, method: 'BANK_TRANSFER' },
        });
      }
      const fulfillments: StoredFulfillment[] = sent
        ? [
            {
              id: randomUUID(),
              createdDate: at(44),
              lineItems: row.lines.map((l) => ({ id: l.id, quantity: l.quantity })),
              trackingInfo: { trackingNumber: `1Z${row.number}DEMO`, shippingProvider: 'UPS' },
            },
          ]
        : [];
      if (sent) activities.push({ id: randomUUID(), type: 'ORDER_FULFILLED', createdDate: at(44) });
      await tx
        .update(orders)
        .set({
          createdDate: placedAt,
          updatedDate: new Date(
            Math.min(now.getTime(), placedAt.getTime() + (sent ? 44 : paid ? 20 : 0) * HOUR),
          ),
          activities,
          ...(paid ? { paymentStatus: 'PAID' } : {}),
          ...(sent
            ? {
                fulfillmentStatus: 'FULFILLED',
                fulfillments,
                lines: row.lines.map((l) => ({ ...l, fulfilledQuantity: l.quantity })),
              }
            : {}),
        })
        .where(eq(orders.id, row.id));
    }
  });
  return { orders: placed };
}

import { count } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { paymentMethods } from '../../db/schema';

/**
 * The demo studio's offline payment methods: a bank transfer to its account and payment at the studio on
 * pickup. Seeds only a shop that has no payment method.
 */
export async function seedDemoPaymentMethods(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(paymentMethods);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    // Methods are listed in the order they were made: one transaction's now() is one instant, so each is given its own.
    const madeAt = (i: number) => new Date(Date.now() + i);
    await tx.insert(paymentMethods).values([
      {
        createdDate: madeAt(0),
        kind: 'BANK_TRANSFER',
        title: 'Bank transfer',
        instructions:
          'Transfer the amount to pay to Atelier Studio LLC, account 000123456789, routing number 021000021 (SWIFT CHASUS33 from abroad), with your order number as the reference. We ship once the payment arrives, usually within 2 business days.',
      },
      {
        createdDate: madeAt(1),
        kind: 'PAY_ON_PICKUP',
        title: 'Pay on pickup',
        instructions:
          'Pay by card or cash when you collect your order at the studio, 210 Grand Street, New York, during our opening hours. We hold your pieces for 14 days.',
      },
    ]);
    return { seeded: true };
  });
}

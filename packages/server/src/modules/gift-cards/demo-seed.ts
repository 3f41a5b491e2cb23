import { count } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { giftCards } from '../../db/schema';

/** The demo shop's gift card GIFT-DEMO-50: 50.00 USD, no expiry. Seeds only a shop that never issued a card. */
export async function seedDemoGiftCards(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(giftCards);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    await tx.insert(giftCards).values({
      code: 'GIFT-DEMO-50',
      currency: 'USD',
      initialBalance: 5000n,
      balance: 5000n,
      note: 'Demo gift card',
    });
    return { seeded: true };
  });
}

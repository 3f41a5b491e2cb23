import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { staffSettings } from '../../db/schema';

const ROW = 'shop';

/** The owner's staff policy; absent row: no second factor required. */
export async function staffPolicy(db: Db) {
  const [row] = await db.select().from(staffSettings).where(eq(staffSettings.id, ROW));
  return { requireSecondFactor: row?.requireSecondFactor ?? false };
}

export async function setStaffPolicy(db: Db, input: { requireSecondFactor: boolean }) {
  const values = { requireSecondFactor: input.requireSecondFactor, updatedDate: new Date(Date.now()) };
  await db
    .insert(staffSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: staffSettings.id, set: values });
  return { settings: await staffPolicy(db) };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { staffSettings } from '../../db/schema';
import { changedFields, recordAudit } from '../audit';

const ROW = 'shop';

/** The owner's staff policy; absent row: no second factor required. */
export async function staffPolicy(db: Db) {
  const [row] = await db.select().from(staffSettings).where(eq(staffSettings.id, ROW));
  return { requireSecondFactor: row?.requireSecondFactor ?? false };
}

export async function setStaffPolicy(db: Db, input: { requireSecondFactor: boolean }) {
  const values = { requireSecondFactor: input.requireSecondFactor, updatedDate: new Date(Date.now()) };
  return db.transaction(async (tx) => {
    const before = await staffPolicy(tx);
    await tx
      .insert(staffSettings)
      .values({ id: ROW, ...values })
      .onConflictDoUpdate({ target: staffSettings.id, set: values });
    const settings = await staffPolicy(tx);
    await recordAudit(tx, {
      action: 'staffSettings.updated',
      entity: { type: 'staffSettings', id: ROW },
      ...changedFields(before, settings),
    });
    return { settings };
  });
}

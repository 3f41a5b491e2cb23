import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff, staffChallenges, staffPasswordResets, staffSessions } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { StaffRole } from '../../http/permissions';
import { cannotDisableSelf, lastOwner, leavesAnOwner } from './rules';
import { staffView } from './view';
import { recordAudit } from '../audit';

export interface StaffChange {
  role?: StaffRole | undefined;
  disabled?: boolean | undefined;
}

/**
 * The owner's changes of a person: role, disabled. The shop's enabled owners are locked (in id order) before
 * the judgement, so two changes at once that would each leave one owner run one after the other, and the
 * second sees the first's effect: the last enabled owner is never demoted or disabled. Disabling ends the
 * person's sessions, sign-ins under way and reset links at once.
 */
export async function updateStaff(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  id: string,
  change: StaffChange,
) {
  if (change.disabled === true && caller.staff?.staffId === id) throw cannotDisableSelf();
  const row = await ctx.db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'OWNER'), eq(staff.disabled, false)))
      .orderBy(asc(staff.id))
      .for('update');
    const [target] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!target) throw notFound('Staff', id);
    if (
      !leavesAnOwner(
        owners.map((o) => o.id),
        target,
        change,
      )
    ) {
      throw lastOwner();
    }
    const [updated] = await tx
      .update(staff)
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
        updatedDate: new Date(Date.now()),
      })
      .where(eq(staff.id, id))
      .returning();
    await recordAudit(tx, {
      action: 'staff.updated',
      entity: { type: 'staff', id },
      before: { role: target.role, disabled: target.disabled },
      after: { role: updated!.role, disabled: updated!.disabled },
    });
    if (updated!.disabled) {
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
      await tx.delete(staffChallenges).where(eq(staffChallenges.staffId, id));
      await tx.delete(staffPasswordResets).where(eq(staffPasswordResets.staffId, id));
    }
    return updated!;
  });
  return { staff: staffView(row) };
}

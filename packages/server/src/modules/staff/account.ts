import { groupedCode } from '../../lib/crypto';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema';
import type { StaffCaller } from '../../http/auth';
import { recordAudit } from '../audit';
import { AppError, ValidationError } from '../../http/errors';
import {
  accountGate,
  clearAccountFailures,
  hashPassword,
  passwordViolation,
  recordAccountFailure,
  verifyPassword,
} from '../identity';
import { recoveryHash } from './login';
import {
  RECOVERY_CODE_COUNT,
  stepAccepted,
  throttleKey,
  tooManyAttempts,
  totpAlreadySet,
  totpNotStarted,
  wrongCurrentPassword,
} from './rules';
import { endOtherSessions } from './sessions';
import { matchedStep, newTotpSecret, openSecret, sealSecret } from './totp';
import { invalidSecondFactor } from './rules';
import { staffView } from './view';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;

export async function staffRow(ctx: Ctx, staffId: string) {
  const [row] = await ctx.db.select().from(staff).where(eq(staff.id, staffId));
  // The authenticator found the row a moment ago; a member removed since is signed out.
  if (!row) throw new AppError(401, 'INVALID_TOKEN', 'The access token is invalid or has expired');
  return row;
}

export async function me(ctx: Ctx, caller: StaffCaller) {
  return { staff: staffView(await staffRow(ctx, caller.staffId)) };
}

export async function listStaff(ctx: Ctx) {
  const rows = await ctx.db.select().from(staff).orderBy(asc(staff.createdDate), asc(staff.email));
  return { staff: rows.map(staffView) };
}

/** Changes of the account ask for the password again, under the account's own failure limit. */
export async function checkPassword(ctx: Ctx, row: typeof staff.$inferSelect, password: string) {
  const key = throttleKey(row.email);
  if ((await accountGate(ctx.db, key)) === 'locked') throw tooManyAttempts();
  if (!(await verifyPassword(row.passwordHash, password))) {
    await recordAccountFailure(ctx.db, key);
    throw wrongCurrentPassword();
  }
  await clearAccountFailures(ctx.db, key);
}

export async function logout(ctx: Ctx, caller: StaffCaller) {
  await ctx.db.delete(staffSessions).where(eq(staffSessions.id, caller.staffSessionId));
  return {};
}

export async function changePassword(
  ctx: Ctx,
  caller: StaffCaller,
  input: { currentPassword: string; newPassword: string },
) {
  const violation = passwordViolation('newPassword', input.newPassword);
  if (violation) throw new ValidationError([violation]);
  const row = await staffRow(ctx, caller.staffId);
  await checkPassword(ctx, row, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ passwordHash, updatedDate: new Date(Date.now()) })
      .where(eq(staff.id, row.id));
    await recordAudit(tx, { action: 'staff.password_changed', entity: { type: 'staff', id: row.id } });
  });
  await endOtherSessions(ctx.db, row.id, caller.staffSessionId);
  return {};
}

/** Starts an authenticator app: a new secret, kept sealed and unconfirmed until a code of it is given. */
export async function startTotp(ctx: Ctx, caller: StaffCaller, input: { currentPassword: string }) {
  const row = await staffRow(ctx, caller.staffId);
  await checkPassword(ctx, row, input.currentPassword);
  if (row.totpConfirmed) throw totpAlreadySet();
  const { secret, otpauthUrl } = newTotpSecret(row.email);
  await ctx.db
    .update(staff)
    .set({ totpSecret: sealSecret(ctx.secrets.staffKey, secret), updatedDate: new Date(Date.now()) })
    .where(eq(staff.id, row.id));
  return { secret, otpauthUrl };
}

/**
 * Confirms the authenticator app with a code of it; answers ten new single-use recovery codes (only their
 * HMACs are kept) and ends the person's other sessions.
 */
export async function confirmTotp(ctx: Ctx, caller: StaffCaller, input: { code: string }) {
  const row = await staffRow(ctx, caller.staffId);
  if (row.totpConfirmed) throw totpAlreadySet();
  if (!row.totpSecret) throw totpNotStarted();
  const step = matchedStep(openSecret(ctx.secrets.staffKey, row.totpSecret), input.code, Date.now());
  if (!stepAccepted(step, row.totpLastStep)) throw invalidSecondFactor();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => groupedCode(5));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ totpConfirmed: true, totpLastStep: step, updatedDate: new Date(Date.now()) })
      .where(eq(staff.id, row.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ staffId: row.id, codeHash: recoveryHash(ctx, code) })));
    await recordAudit(tx, { action: 'staff.second_factor_enabled', entity: { type: 'staff', id: row.id } });
  });
  await endOtherSessions(ctx.db, row.id, caller.staffSessionId);
  return { recoveryCodes: codes };
}

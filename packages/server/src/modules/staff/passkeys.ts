import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staffPasskeys } from '../../db/schema';
import type { StaffCaller } from '../../http/auth';
import { notFound } from '../../http/errors';
import { checkPassword, staffRow } from './account';
import {
  passkeyExists,
  passkeyName,
  passkeyNotRegistered,
  PASSKEYS_PER_PERSON_MAX,
  tooManyPasskeys,
} from './rules';
import { endOtherSessions } from './sessions';
import { challengeOf, registrationOptions, takeChallenge, verifiedRegistration } from './webauthn';
import { recordAudit } from '../audit';

/** The person's own passkeys: adding one asks the password again, like the authenticator app. */

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets'>;
type Row = typeof staffPasskeys.$inferSelect;

export const passkeyView = (row: Row) => ({
  id: row.id,
  name: row.name,
  transports: row.transports,
  createdDate: row.createdDate.toISOString(),
  lastUsedDate: row.lastUsedDate?.toISOString() ?? null,
});

const passkeysOf = (ctx: Ctx, staffId: string) =>
  ctx.db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdDate), asc(staffPasskeys.id));

export async function listPasskeys(ctx: Ctx, caller: StaffCaller) {
  return { passkeys: (await passkeysOf(ctx, caller.staffId)).map(passkeyView) };
}

/** Options for the browser to create a passkey, after the current password. */
export async function passkeyRegistrationOptions(
  ctx: Ctx,
  caller: StaffCaller,
  input: { currentPassword: string },
) {
  const row = await staffRow(ctx, caller.staffId);
  await checkPassword(ctx, row, input.currentPassword);
  const existing = await passkeysOf(ctx, row.id);
  if (existing.length >= PASSKEYS_PER_PERSON_MAX) throw tooManyPasskeys();
  return { options: await registrationOptions(ctx, row, existing) };
}

/**
 * Verifies the browser's answer to the options (its challenge is taken once) and keeps the passkey; ends the
 * person's other sessions, as a change of second factor does.
 */
export async function addPasskey(
  ctx: Ctx,
  caller: StaffCaller,
  input: { name?: string | undefined; response: RegistrationResponseJSON },
) {
  const row = await staffRow(ctx, caller.staffId);
  const challenge = challengeOf(input.response);
  if (!challenge || !(await takeChallenge(ctx.db, challenge, 'register', row.id)))
    throw passkeyNotRegistered();
  const credential = await verifiedRegistration(ctx, input.response, challenge);
  if (!credential) throw passkeyNotRegistered();
  const [held] = await ctx.db
    .select({ n: count() })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, row.id));
  if ((held?.n ?? 0) >= PASSKEYS_PER_PERSON_MAX) throw tooManyPasskeys();
  const now = new Date(Date.now());
  const added = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(staffPasskeys)
      .values({ staffId: row.id, ...credential, name: passkeyName(input.name, now), createdDate: now })
      .onConflictDoNothing({ target: staffPasskeys.credentialId })
      .returning();
    if (!made) throw passkeyExists();
    await recordAudit(tx, {
      action: 'staff.passkey_added',
      entity: { type: 'staff', id: row.id },
      after: { passkeyId: made.id, name: made.name },
    });
    return made;
  });
  await endOtherSessions(ctx.db, row.id, caller.staffSessionId);
  return { passkey: passkeyView(added) };
}

export async function renamePasskey(ctx: Ctx, caller: StaffCaller, id: string, input: { name: string }) {
  const [renamed] = await ctx.db
    .update(staffPasskeys)
    .set({ name: passkeyName(input.name, new Date(Date.now())) })
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, caller.staffId)))
    .returning();
  if (!renamed) throw notFound('Passkey', id);
  return { passkey: passkeyView(renamed) };
}

/** Removes one of the person's passkeys, after the current password; ends the person's other sessions. */
export async function removePasskey(
  ctx: Ctx,
  caller: StaffCaller,
  id: string,
  input: { currentPassword: string },
) {
  const row = await staffRow(ctx, caller.staffId);
  await checkPassword(ctx, row, input.currentPassword);
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, row.id)))
      .returning({ id: staffPasskeys.id, name: staffPasskeys.name });
    if (!removed) throw notFound('Passkey', id);
    await recordAudit(tx, {
      action: 'staff.passkey_removed',
      entity: { type: 'staff', id: row.id },
      before: { passkeyId: removed.id, name: removed.name },
    });
  });
  await endOtherSessions(ctx.db, row.id, caller.staffSessionId);
  return {};
}

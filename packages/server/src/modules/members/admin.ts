import { and, eq, ne, sql } from 'drizzle-orm';
import { recordChange } from '../audit';
import type { Db } from '../../db/open';
import { identities, members, type IdentityStatus, type PendingReason } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError, forbidden, notFound } from '../../http/errors';
import { EMAIL_EXISTS, normalizeEmail, statusFor } from './account-rules';
import { revokeMemberSessions } from '../oauth';
import { mayReadPrivate } from './service';
import { memberView, mergeMemberContact, type MemberRecord, type StoredContact } from './rules';
import type { MemberInputBody } from './schemas';
import { freeSlug, insertMember, loadMember, recordMemberEvent, touchMember } from './store';

export const emailTaken = () =>
  new AppError(
    409,
    EMAIL_EXISTS,
    'A member with this email already exists',
    'A member with this email already exists',
  );

async function emailFree(tx: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: identities.id })
    .from(identities)
    .where(
      and(
        eq(identities.email, email),
        ne(identities.status, 'DELETED'),
        exceptId ? ne(identities.id, exceptId) : undefined,
      ),
    );
  return !row;
}

const IDENTITY_STATUS: Record<string, IdentityStatus> = {
  PENDING: 'PENDING',
  APPROVED: 'ACTIVE',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
};

/** POST /v1/members (elevated): a member without a password; an activation mail lets it choose one. */
export async function createMember(db: Db, input: MemberInputBody) {
  if (!input.loginEmail) throw new AppError(400, 'LOGIN_EMAIL_REQUIRED', 'member.loginEmail is required');
  const email = normalizeEmail(input.loginEmail);
  return db.transaction(async (tx) => {
    if (!(await emailFree(tx, email))) throw emailTaken();
    const status = IDENTITY_STATUS[input.status ?? 'APPROVED'] ?? 'ACTIVE';
    const [identity] = await tx
      .insert(identities)
      .values({
        email,
        status,
        pendingReasons: status === 'PENDING' ? ['PENDING_ADMIN_APPROVAL_REQUIRED'] : [],
      })
      .returning({ id: identities.id });
    const record = await insertMember(tx, {
      id: identity!.id,
      email,
      contact: mergeMemberContact({}, input.contact ?? {}),
      profile: { ...input.profile },
      privacyStatus: input.privacyStatus ?? 'PRIVATE',
      ...(input.profile?.slug ? { slug: input.profile.slug } : {}),
    });
    if (input.activityStatus) await touchMember(tx, record.id, { activityStatus: input.activityStatus });
    const member = memberView((await loadMember(tx, record.id))!, 'FULL');
    await recordChange(tx, 'member.created', { type: 'member', id: record.id }, undefined, member);
    return { member };
  });
}

/**
 * PATCH /v1/members/{id}: an elevated caller changes anything; a member changes its own contact, profile
 * and privacy (status and login email stay with the owner). Approving a pending member activates it;
 * blocking one ends its sessions.
 */
export async function updateMember(db: Db, caller: Caller, id: string, input: MemberInputBody) {
  if (!mayReadPrivate(caller, id)) throw notFound('Member', id);
  const admin = caller.role === 'admin';
  if (!admin && (input.status !== undefined || input.loginEmail !== undefined)) throw forbidden();
  return db.transaction(async (tx) => {
    const record = await loadMember(tx, id);
    if (!record) throw notFound('Member', id);
    const set: Partial<typeof members.$inferInsert> = {};
    if (input.contact)
      set.contact = mergeMemberContact(record.contact, input.contact) as Record<string, unknown>;
    if (input.profile) {
      const { slug, ...profile } = input.profile;
      set.profile = { ...record.profile, ...profile };
      if (slug !== undefined && slug !== record.slug) set.slug = await freeSlug(tx, slug, id);
    }
    if (input.privacyStatus) set.privacyStatus = input.privacyStatus;
    if (input.activityStatus) set.activityStatus = input.activityStatus;
    await touchMember(tx, id, set);
    if (admin) await updateIdentity(tx, record, input);
    const updated = (await loadMember(tx, id))!;
    await recordMemberEvent(tx, 'updated', updated);
    const member = memberView(updated, 'FULL');
    if (admin)
      await recordChange(tx, 'member.updated', { type: 'member', id }, memberView(record, 'FULL'), member);
    return { member };
  });
}

async function updateIdentity(tx: Db, record: MemberRecord, input: MemberInputBody) {
  const [identity] = await tx.select().from(identities).where(eq(identities.id, record.id)).for('update');
  if (!identity) return;
  const set: Partial<typeof identities.$inferInsert> = {};
  if (input.loginEmail !== undefined) {
    const email = normalizeEmail(input.loginEmail);
    if (email !== identity.email) {
      if (!(await emailFree(tx, email, record.id))) throw emailTaken();
      Object.assign(set, { email, emailVerified: false });
    }
  }
  if (input.status !== undefined) {
    let reasons: PendingReason[] = identity.pendingReasons;
    let status = IDENTITY_STATUS[input.status] ?? identity.status;
    if (input.status === 'APPROVED') {
      reasons = reasons.filter((r) => r !== 'PENDING_ADMIN_APPROVAL_REQUIRED');
      status = statusFor(reasons);
    } else if (input.status === 'PENDING' && reasons.length === 0) {
      reasons = ['PENDING_ADMIN_APPROVAL_REQUIRED'];
    }
    Object.assign(set, { status, pendingReasons: reasons });
    if (status === 'BLOCKED' || status === 'OFFLINE') await revokeMemberSessions(tx, record.id);
  }
  if (Object.keys(set).length > 0) {
    await tx
      .update(identities)
      .set({ ...set, revision: sql`${identities.revision} + 1`, updatedDate: sql`now()` })
      .where(eq(identities.id, record.id));
  }
}

/** DELETE /v1/members/{id} (elevated): the member goes, its identity is marked DELETED, its sessions end. */
export async function deleteMember(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const record = await loadMember(tx, id);
    if (!record) throw notFound('Member', id);
    await revokeMemberSessions(tx, id);
    await tx.delete(members).where(eq(members.id, id));
    await tx
      .update(identities)
      .set({
        status: 'DELETED',
        passwordHash: null,
        updatedDate: sql`now()`,
        revision: sql`${identities.revision} + 1`,
      })
      .where(eq(identities.id, id));
    await recordMemberEvent(tx, 'deleted', { id });
    await recordChange(tx, 'member.deleted', { type: 'member', id }, memberView(record, 'FULL'), undefined);
  });
  return {};
}

/** DELETE /v1/members/{id}/phones|emails|addresses: the member itself or an elevated caller. */
export async function deleteContactPart(
  db: Db,
  caller: Caller,
  id: string,
  part: 'phones' | 'emails' | 'addresses',
) {
  if (!mayReadPrivate(caller, id)) throw notFound('Member', id);
  return db.transaction(async (tx) => {
    const record = await loadMember(tx, id);
    if (!record) throw notFound('Member', id);
    const contact: StoredContact = { ...record.contact };
    delete contact[part];
    await touchMember(tx, id, { contact: contact as Record<string, unknown> });
    const updated = (await loadMember(tx, id))!;
    await recordMemberEvent(tx, 'updated', updated);
    const member = memberView(updated, 'FULL');
    if (caller.role === 'admin')
      await recordChange(tx, 'member.updated', { type: 'member', id }, memberView(record, 'FULL'), member);
    return { member };
  });
}

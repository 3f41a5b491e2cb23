import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { identities, members } from '../../db/schema';
import { recordEvent } from '../events';
import { slugBase, type MemberRecord, type StoredContact, type StoredProfile } from './rules';

/** Columns of a member record: the member row joined with its identity. */
export const recordColumns = {
  id: members.id,
  email: identities.email,
  emailVerified: identities.emailVerified,
  status: identities.status,
  slug: members.slug,
  privacyStatus: members.privacyStatus,
  activityStatus: members.activityStatus,
  contact: members.contact,
  profile: members.profile,
  createdDate: members.createdDate,
  updatedDate: members.updatedDate,
  lastLoginDate: members.lastLoginDate,
};

export function toRecord(row: Record<keyof typeof recordColumns, unknown>): MemberRecord {
  return row as unknown as MemberRecord;
}

export async function loadMember(db: Db, id: string): Promise<MemberRecord | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(members)
    .innerJoin(identities, eq(identities.id, members.id))
    .where(and(eq(members.id, id), ne(identities.status, 'DELETED')));
  return row ? toRecord(row) : undefined;
}

/** A free slug from a hint: the hint itself, else the hint with a short random suffix. */
export async function freeSlug(db: Db, hint: string, exceptId?: string): Promise<string> {
  const base = slugBase(hint);
  for (let i = 0; i < 5; i++) {
    const candidate = i === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 8)}`;
    const [taken] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.slug, candidate), exceptId ? ne(members.id, exceptId) : undefined));
    if (!taken) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 12)}`;
}

/** Creates the member of a new identity and records member.created in the same transaction. */
export async function insertMember(
  tx: Db,
  input: {
    id: string;
    email: string;
    contact: StoredContact;
    profile: StoredProfile;
    privacyStatus?: 'PRIVATE' | 'PUBLIC';
    slug?: string;
  },
): Promise<MemberRecord> {
  const hint = input.slug ?? input.profile.nickname ?? (input.email.split('@')[0] || 'member');
  await tx.insert(members).values({
    id: input.id,
    slug: await freeSlug(tx, hint),
    contact: input.contact as Record<string, unknown>,
    profile: input.profile as Record<string, unknown>,
    privacyStatus: input.privacyStatus ?? 'PRIVATE',
  });
  const record = await loadMember(tx, input.id);
  if (!record) throw new Error('member not stored');
  await recordMemberEvent(tx, 'created', record);
  return record;
}

/** member.created / member.updated / member.deleted in the event outbox (spec section 4). */
export async function recordMemberEvent(
  tx: Db,
  kind: 'created' | 'updated' | 'deleted',
  record: MemberRecord | { id: string },
): Promise<void> {
  const entity =
    'slug' in record
      ? { id: record.id, slug: record.slug, status: record.status, privacyStatus: record.privacyStatus }
      : { id: record.id };
  await recordEvent(tx, { type: `member.${kind}`, entityId: record.id, entity });
}

export async function touchMember(tx: Db, id: string, set: Partial<typeof members.$inferInsert>) {
  await tx
    .update(members)
    .set({ ...set, updatedDate: sql`now()` })
    .where(eq(members.id, id));
}

import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { identities, members } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError, invalidField, notFound } from '../../http/errors';
import { compileQuery, defineQueryFields } from '../../http/query';
import { countCapped } from '../../db/counting';
import { page } from '../../http/paging';
import {
  effectiveFieldSet,
  memberView,
  MEMBER_SORT_FIELDS,
  SLUG_PATTERN,
  type MemberRecord,
  type MemberSortField,
} from './rules';
import type { FieldSetName, MemberView } from './schemas';
import { loadMember, recordColumns, recordMemberEvent, toRecord, touchMember } from './store';

export const noMember = () => new AppError(404, 'MEMBER_NOT_FOUND', 'There is no member behind this caller');

/** Who may see private parts of a member: the member and an elevated caller. */
export const mayReadPrivate = (caller: Caller, id: string) =>
  caller.role === 'admin' || caller.memberId === id;

/** Only approved members who joined the community are visible to other visitors and members. */
const publiclyVisible: SQL = sql`${members.privacyStatus} = 'PUBLIC' and ${members.id} in (select ${identities.id} from ${identities} where ${identities.status} = 'ACTIVE')`;

export async function myRecord(db: Db, caller: Caller): Promise<MemberRecord> {
  const record = caller.memberId ? await loadMember(db, caller.memberId) : undefined;
  if (!record) throw noMember();
  return record;
}

export async function getMyMember(db: Db, caller: Caller, fieldsets: FieldSetName[]) {
  const record = await myRecord(db, caller);
  return { member: memberView(record, effectiveFieldSet(fieldsets, true)) };
}

export async function getMember(db: Db, caller: Caller, id: string, fieldsets: FieldSetName[]) {
  const record = await loadMember(db, id);
  const own = mayReadPrivate(caller, id);
  if (!record || (!own && (record.privacyStatus !== 'PUBLIC' || record.status !== 'ACTIVE'))) {
    throw notFound('Member', id);
  }
  return { member: memberView(record, effectiveFieldSet(fieldsets, own)) };
}

export async function setMySlug(db: Db, caller: Caller, slug: string) {
  if (!SLUG_PATTERN.test(slug)) {
    throw invalidField('slug', 'FORMAT', 'must be lower-case letters and digits separated by single hyphens');
  }
  const record = await myRecord(db, caller);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.slug, slug));
    if (taken && taken.id !== record.id) {
      throw new AppError(409, 'SLUG_ALREADY_EXISTS', `The slug "${slug}" is taken`);
    }
    await touchMember(tx, record.id, { slug });
    const updated = (await loadMember(tx, record.id))!;
    await recordMemberEvent(tx, 'updated', updated);
    return { member: memberView(updated, 'FULL') };
  });
}

/** Joining the community makes the member public; leaving makes it private again. */
export async function setCommunity(db: Db, caller: Caller, join: boolean) {
  const record = await myRecord(db, caller);
  return db.transaction(async (tx) => {
    await touchMember(tx, record.id, { privacyStatus: join ? 'PUBLIC' : 'PRIVATE' });
    const updated = (await loadMember(tx, record.id))!;
    await recordMemberEvent(tx, 'updated', updated);
    return { member: memberView(updated, 'FULL') };
  });
}

async function pageOf(
  db: Db,
  caller: Caller,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
  fieldsets: FieldSetName[],
): Promise<{ views: MemberView[]; count: { total: number; tooManyToCount: boolean } }> {
  const admin = caller.role === 'admin';
  const scoped = and(
    where,
    admin
      ? sql`${members.id} in (select ${identities.id} from ${identities} where ${identities.status} <> 'DELETED')`
      : publiclyVisible,
  );
  const rows = (
    await db
      .select(recordColumns)
      .from(members)
      .innerJoin(identities, eq(identities.id, members.id))
      .where(scoped)
      .orderBy(...orderBy, asc(members.id))
      .limit(limit + 1)
      .offset(offset)
  ).map(toRecord);
  const count = await countCapped(db, members, scoped);
  const views = rows.map((r) => memberView(r, effectiveFieldSet(fieldsets, mayReadPrivate(caller, r.id))));
  return { views, count };
}

/** GET /v1/members: offset paging and one sort field. */
export async function listMembers(
  db: Db,
  caller: Caller,
  input: {
    limit: number;
    offset: number;
    sortField?: string;
    order?: 'ASC' | 'DESC';
    fieldsets: FieldSetName[];
  },
) {
  let orderBy: SQL[] = [desc(members.createdDate)];
  if (input.sortField !== undefined) {
    if (!(input.sortField in MEMBER_SORT_FIELDS)) {
      throw invalidField(
        'sorting.fieldName',
        'INVALID_ENUM_VALUE',
        `must be one of: ${Object.keys(MEMBER_SORT_FIELDS).join(', ')}`,
      );
    }
    const column = sql.raw(`"members"."${MEMBER_SORT_FIELDS[input.sortField as MemberSortField]}"`);
    orderBy = [input.order === 'DESC' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`];
  }
  const { views, count } = await pageOf(
    db,
    caller,
    undefined,
    orderBy,
    input.limit,
    input.offset,
    input.fieldsets,
  );
  const items = views.slice(0, input.limit);
  return {
    members: items,
    metadata: {
      count: items.length,
      items: items.length,
      offset: input.offset,
      total: count.total,
      tooManyToCount: count.tooManyToCount,
      cursors: {},
    },
  };
}

const memberFields = defineQueryFields(
  {
    id: { column: members.id, type: 'uuid', sortable: true },
    'profile.slug': { column: members.slug, type: 'string', sortable: true },
    slug: { column: members.slug, type: 'string', sortable: true },
    'profile.nickname': { column: sql`(${members.profile} ->> 'nickname')`, type: 'string', sortable: true },
    privacyStatus: { column: members.privacyStatus, type: 'enum', values: ['PRIVATE', 'PUBLIC'] },
    activityStatus: { column: members.activityStatus, type: 'enum', values: ['ACTIVE', 'MUTED'] },
    createdDate: { column: members.createdDate, type: 'date', sortable: true },
    updatedDate: { column: members.updatedDate, type: 'date', sortable: true },
    lastLoginDate: { column: members.lastLoginDate, type: 'date', sortable: true },
  },
  { tiebreaker: members.id },
);

/** Fields only an elevated caller may filter by: they are not public data. */
const adminFields = defineQueryFields(
  {
    ...Object.fromEntries(memberFields.fields),
    loginEmail: {
      column: sql`(select ${identities.email} from ${identities} where ${identities.id} = ${members.id})`,
      type: 'string',
    },
    status: {
      column: sql`(select case ${identities.status} when 'ACTIVE' then 'APPROVED' else ${identities.status} end from ${identities} where ${identities.id} = ${members.id})`,
      type: 'enum',
      values: ['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'],
    },
    'contact.firstName': {
      column: sql`(${members.contact} ->> 'firstName')`,
      type: 'string',
      sortable: true,
    },
    'contact.lastName': { column: sql`(${members.contact} ->> 'lastName')`, type: 'string', sortable: true },
  },
  { tiebreaker: members.id },
);

/** POST /v1/members/query through the shared query compiler. */
export async function queryMembers(
  db: Db,
  caller: Caller,
  input: { query?: unknown; fieldsets: FieldSetName[] },
) {
  const query = compileQuery(caller.role === 'admin' ? adminFields : memberFields, input.query ?? {});
  const { views, count } = await pageOf(
    db,
    caller,
    query.where,
    query.orderBy,
    query.limit,
    query.offset,
    input.fieldsets,
  );
  const result = page(query, views, count);
  return { members: result.items, metadata: { ...result.metadata, count: result.items.length } };
}

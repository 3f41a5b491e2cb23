import { randomBytes } from 'node:crypto';
import type { IdentityStatus } from '../../db/schema';
import { memberStatusOf } from './account-rules';
import type { FieldSetName, IdentityProfileInput, MemberContactInput, MemberView } from './schemas';

/** Contact as stored: tagged emails and phones, addresses with an id and a tag. */
export interface StoredContact {
  firstName?: string;
  lastName?: string;
  emails?: { tag: string; email: string }[];
  phones?: { tag: string; phone: string; countryCode?: string }[];
  addresses?: ({ id: string; tag: string } & Record<string, unknown>)[];
  customFields?: { name: string; value: Record<string, unknown> }[];
  birthdate?: string;
  company?: string;
  jobTitle?: string;
  language?: string;
}

export interface StoredProfile {
  nickname?: string;
  photo?: { id?: string; url?: string; height?: number; width?: number };
  cover?: { id?: string; url?: string; height?: number; width?: number };
  title?: string;
}

export interface MemberRecord {
  id: string;
  email: string;
  emailVerified: boolean;
  status: IdentityStatus;
  slug: string;
  privacyStatus: 'PRIVATE' | 'PUBLIC';
  activityStatus: 'ACTIVE' | 'MUTED';
  contact: StoredContact;
  profile: StoredProfile;
  createdDate: Date;
  updatedDate: Date;
  lastLoginDate: Date | null;
}

const FIELD_SET_RANK: Record<FieldSetName, number> = { PUBLIC: 0, EXTENDED: 1, FULL: 2 };

/** The widest field set asked for (PUBLIC when none); someone else's member is always PUBLIC. */
export function effectiveFieldSet(requested: readonly FieldSetName[], mayReadPrivate: boolean): FieldSetName {
  if (!mayReadPrivate) return 'PUBLIC';
  return requested.reduce<FieldSetName>(
    (best, f) => (FIELD_SET_RANK[f] > FIELD_SET_RANK[best] ? f : best),
    'PUBLIC',
  );
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function nicknameOf(record: Pick<MemberRecord, 'contact' | 'profile' | 'email'>): string {
  const name = [record.contact.firstName, record.contact.lastName].filter(Boolean).join(' ');
  return record.profile.nickname ?? (name || (record.email.split('@')[0] ?? 'member'));
}

export function memberView(record: MemberRecord, fieldSet: FieldSetName): MemberView {
  const view: MemberView = {
    id: record.id,
    contactId: record.id,
    profile: defined({ ...record.profile, nickname: nicknameOf(record), slug: record.slug }),
  };
  if (fieldSet === 'PUBLIC') return view;
  Object.assign(view, {
    loginEmail: record.email,
    loginEmailVerified: record.emailVerified,
    status: memberStatusOf(record.status),
    privacyStatus: record.privacyStatus,
    activityStatus: record.activityStatus,
  });
  if (fieldSet === 'EXTENDED') return view;
  const c = record.contact;
  return {
    ...view,
    contact: defined({
      firstName: c.firstName,
      lastName: c.lastName,
      emails: c.emails?.map((e) => e.email),
      phones: c.phones?.map((p) => p.phone),
      addresses: c.addresses as MemberContactInput['addresses'],
      customFields: c.customFields as MemberContactInput['customFields'],
      birthdate: c.birthdate,
      company: c.company,
      jobTitle: c.jobTitle,
    }),
    createdDate: record.createdDate.toISOString(),
    updatedDate: record.updatedDate.toISOString(),
    ...(record.lastLoginDate ? { lastLoginDate: record.lastLoginDate.toISOString() } : {}),
  };
}

const newAddressId = () => randomBytes(8).toString('hex');

/** Wix member contact (plain strings) -> stored contact; fields absent from the input are kept. */
export function mergeMemberContact(stored: StoredContact, input: MemberContactInput): StoredContact {
  return defined({
    ...stored,
    firstName: input.firstName ?? stored.firstName,
    lastName: input.lastName ?? stored.lastName,
    emails: input.emails?.map((email) => ({ tag: 'UNTAGGED', email: email.toLowerCase() })) ?? stored.emails,
    phones: input.phones?.map((phone) => ({ tag: 'UNTAGGED', phone })) ?? stored.phones,
    addresses:
      input.addresses?.map(({ id, tag, ...address }) => ({
        ...address,
        id: id ?? newAddressId(),
        tag: tag ?? 'UNTAGGED',
      })) ?? stored.addresses,
    customFields: (input.customFields as StoredContact['customFields']) ?? stored.customFields,
    birthdate: input.birthdate ?? stored.birthdate,
    company: input.company ?? stored.company,
    jobTitle: input.jobTitle ?? stored.jobTitle,
  });
}

/** IAM identity profile -> stored contact and profile. */
export function fromIdentityProfile(p: IdentityProfileInput): {
  contact: StoredContact;
  profile: StoredProfile;
} {
  return {
    contact: defined({
      firstName: p.firstName,
      lastName: p.lastName,
      emails: p.emails?.map((e) => ({ tag: e.tag ?? 'UNTAGGED', email: e.email.toLowerCase() })),
      phones: p.phones?.map((ph) =>
        defined({ tag: ph.tag ?? 'UNTAGGED', phone: ph.phone, countryCode: ph.countryCode }),
      ),
      addresses: p.addresses?.map((a) => ({ ...a.address, id: newAddressId(), tag: a.tag ?? 'UNTAGGED' })),
      customFields: p.customFields as StoredContact['customFields'],
      birthdate: p.birthdate,
      company: p.company,
      jobTitle: p.position,
      language: p.language,
    }),
    profile: defined({ nickname: p.nickname, photo: p.picture ? { url: p.picture } : undefined }),
  };
}

/** Stored member -> IAM identity profile. */
export function identityProfileOf(record: Pick<MemberRecord, 'contact' | 'profile' | 'privacyStatus'>) {
  const c = record.contact;
  return defined({
    firstName: c.firstName,
    lastName: c.lastName,
    nickname: record.profile.nickname,
    picture: record.profile.photo?.url,
    company: c.company,
    position: c.jobTitle,
    birthdate: c.birthdate,
    language: c.language,
    privacyStatus: record.privacyStatus,
    emails: c.emails ?? [],
    phones: c.phones ?? [],
    addresses: (c.addresses ?? []).map(({ id: _id, tag, ...address }) => ({ tag, address })),
    customFields: c.customFields ?? [],
  });
}

/** Lower-case letters, digits and single hyphens, 1 to 100 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugBase(text: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base || 'member';
}

/** Sortable member fields (GET /v1/members sorting.fieldName) and their SQL column names. */
export const MEMBER_SORT_FIELDS = {
  createdDate: 'created_date',
  updatedDate: 'updated_date',
  lastLoginDate: 'last_login_date',
  'profile.slug': 'slug',
  slug: 'slug',
  id: 'id',
} as const;
export type MemberSortField = keyof typeof MEMBER_SORT_FIELDS;

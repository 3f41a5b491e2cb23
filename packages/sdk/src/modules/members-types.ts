/** Member entities of spec section 3 in client form (ids and dates renamed, timestamps as Dates). */
import type { QueryMetadata } from '../query';

export type FieldSet = 'PUBLIC' | 'EXTENDED' | 'FULL';
export type MemberStatus = 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';
export type MemberPrivacy = 'UNKNOWN' | 'PRIVATE' | 'PUBLIC';
export type ActivityStatus = 'UNKNOWN' | 'ACTIVE' | 'MUTED';
export type MemberAddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING';

export interface MemberAddress {
  formatted?: string;
  location?: { latitude?: number; longitude?: number };
  addressLine1?: string;
  addressLine2?: string;
  streetAddress?: { name?: string; number?: string; apt?: string };
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

export interface MemberCustomFieldValue {
  strValue?: string;
  dateValue?: Date;
  numValue?: number;
  listValue?: { value: unknown[] };
  mapValue?: { value: Record<string, unknown> };
}

export interface MemberContact {
  firstName?: string;
  lastName?: string;
  phones?: string[];
  emails?: string[];
  addresses?: (MemberAddress & { _id?: string; tag?: MemberAddressTag })[];
  birthdate?: string;
  company?: string;
  jobTitle?: string;
  customFields?: { name: string; value: MemberCustomFieldValue }[];
}

export interface MemberImage {
  _id?: string;
  url?: string;
  height?: number;
  width?: number;
}

export interface MemberProfile {
  nickname?: string;
  slug?: string;
  photo?: MemberImage;
  cover?: MemberImage;
  title?: string;
}

export interface Member {
  _id: string;
  contactId?: string;
  loginEmail?: string;
  loginEmailVerified?: boolean;
  status?: MemberStatus;
  privacyStatus?: MemberPrivacy;
  activityStatus?: ActivityStatus;
  contact?: MemberContact;
  profile: MemberProfile;
  _createdDate?: Date;
  _updatedDate?: Date;
  lastLoginDate?: Date;
}

/** What createMember and updateMember accept. */
export interface MemberInput {
  _id?: string;
  loginEmail?: string;
  status?: Exclude<MemberStatus, 'UNKNOWN'>;
  privacyStatus?: Exclude<MemberPrivacy, 'UNKNOWN'>;
  activityStatus?: Exclude<ActivityStatus, 'UNKNOWN'>;
  contact?: MemberContact;
  profile?: Omit<MemberProfile, 'photo' | 'cover'> & { photo?: MemberImage; cover?: MemberImage };
}

export interface MemberResponse {
  member: Member;
}

export interface ListMembersResponse {
  members: Member[];
  metadata: QueryMetadata & { count: number; total: number };
}

export interface FieldsetOptions {
  fieldsets?: FieldSet[];
}

export interface ListMembersOptions extends FieldsetOptions {
  paging?: { limit?: number; offset?: number };
  /** `fieldName` in client form (`_createdDate`). */
  sorting?: { fieldName: string; order?: 'ASC' | 'DESC' };
}

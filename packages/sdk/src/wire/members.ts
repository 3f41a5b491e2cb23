/**
 * Wire shapes of the members area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface Address {
  formatted?: string;
  location?: {
    latitude?: number;
    longitude?: number;
  };
  addressLine1?: string;
  addressLine2?: string;
  streetAddress?: {
    name?: string;
    number?: string;
    apt?: string;
  };
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

export interface CustomValue {
  strValue?: string;
  dateValue?: string;
  numValue?: number;
  listValue?: {
    value: unknown[];
  };
  mapValue?: {
    value: Record<string, unknown>;
  };
}

export interface CustomField {
  name: string;
  value: CustomValue;
}

export type AddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING';

export interface MemberContact {
  firstName?: string;
  lastName?: string;
  phones?: string[];
  emails?: string[];
  addresses?: {
    id?: string;
    tag?: AddressTag;
    formatted?: string;
    location?: {
      latitude?: number;
      longitude?: number;
    };
    addressLine1?: string;
    addressLine2?: string;
    streetAddress?: {
      name?: string;
      number?: string;
      apt?: string;
    };
    city?: string;
    subdivision?: string;
    country?: string;
    postalCode?: string;
  }[];
  birthdate?: string;
  company?: string;
  jobTitle?: string;
  customFields?: CustomField[];
}

export interface MemberImage {
  id?: string;
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

export type FieldSet = 'PUBLIC' | 'EXTENDED' | 'FULL';

export interface Member {
  id: string;
  contactId?: string;
  loginEmail?: string;
  loginEmailVerified?: boolean;
  status?: 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';
  privacyStatus?: 'UNKNOWN' | 'PRIVATE' | 'PUBLIC';
  activityStatus?: 'UNKNOWN' | 'ACTIVE' | 'MUTED';
  contact?: MemberContact;
  profile: {
    nickname?: string;
    slug?: string;
    photo?: MemberImage;
    cover?: MemberImage;
    title?: string;
  };
  createdDate?: string;
  updatedDate?: string;
  lastLoginDate?: string;
}

export interface MemberInput {
  id?: string;
  loginEmail?: string;
  status?: 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';
  privacyStatus?: 'PRIVATE' | 'PUBLIC';
  activityStatus?: 'ACTIVE' | 'MUTED';
  contact?: MemberContact;
  profile?: MemberProfile;
}

export interface MemberReply {
  member: Member;
}

export interface ListMeta {
  count: number;
  items: number;
  offset: number;
  total: number;
  tooManyToCount: boolean;
  cursors: {
    next?: string;
    prev?: string;
  };
}

export interface MembersReply {
  members: Member[];
  metadata: ListMeta;
}

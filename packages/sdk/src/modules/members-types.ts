/**
 * Member entities of spec section 3 in client form: the wire shapes generated from the server's
 * schemas (../wire/members.ts), with ids and dates renamed and timestamps as Dates (see ClientForm).
 */
import type { ClientForm } from '../client-form';
import type { QueryMetadata } from '../query';
import type * as Wire from '../wire/members';

export type Member = ClientForm<Wire.Member>;
export type FieldSet = Wire.FieldSet;
export type MemberStatus = NonNullable<Member['status']>;
export type MemberPrivacy = NonNullable<Member['privacyStatus']>;
export type ActivityStatus = NonNullable<Member['activityStatus']>;
export type MemberAddressTag = Wire.AddressTag;
export type MemberAddress = Wire.Address;
export type MemberCustomFieldValue = ClientForm<Wire.CustomValue>;
export type MemberContact = ClientForm<Wire.MemberContact>;
export type MemberImage = ClientForm<Wire.MemberImage>;
export type MemberProfile = ClientForm<Wire.MemberProfile>;
/** What createMember and updateMember accept. */
export type MemberInput = ClientForm<Wire.MemberInput>;

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

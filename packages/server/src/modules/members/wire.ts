/** The members' wire shapes published to clients: the SDK's member types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import { Address } from '../../lib/address';
import * as members from './schemas';

export const membersWire: NamedShapes = {
  Address,
  CustomValue: members.CustomValue,
  CustomField: members.CustomField,
  AddressTag: members.AddressTag,
  MemberContact: members.MemberContact,
  MemberImage: members.MemberImage,
  MemberProfile: members.MemberProfile,
  FieldSet: members.FieldSet,
  Member: members.Member,
  MemberInput: members.MemberInput,
  MemberReply: members.MemberReply,
  ListMeta: members.ListMeta,
  MembersReply: members.MembersReply,
};

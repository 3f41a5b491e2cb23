import { defineModule } from '../module';
import { query } from '../query';
import { toServiceFieldPath } from '../transform';
import type {
  FieldsetOptions,
  ListMembersOptions,
  ListMembersResponse,
  Member,
  MemberInput,
  MemberResponse,
} from './members-types';

export type * from './members-types';

const path = (id: string, rest = '') => `/v1/members/${encodeURIComponent(id)}${rest}`;
const ID = { id: '_id' };
const WITH_MEMBER = { id: '_id', 'member.id': '_id' };

/**
 * Members (spec section 7 "Members"). A member sees all of its own data and only public data of
 * others. Create and delete are management operations: they need an elevated client. Update and the
 * removal of phones, emails or addresses also serve a member's own record (the server refuses others).
 * Errors: ApplicationError MEMBER_NOT_FOUND (404) for "my" calls without a member behind the token;
 * `-19995` when a login email is taken; ValidationError with server fields mapped (`member.id` -> `_id`).
 */
export const members = defineModule(
  (context) => {
    const deleteContactPart = (part: 'phones' | 'emails' | 'addresses') => (_id: string) =>
      context.request<MemberResponse>({ method: 'DELETE', path: path(_id, `/${part}`), fieldMap: ID });
    return {
      getCurrentMember: (options: FieldsetOptions = {}) =>
        context.request<Partial<MemberResponse>>({
          method: 'GET',
          path: '/v1/members/my',
          query: { fieldsets: options.fieldsets },
        }),
      updateCurrentMemberSlug: (slug: string) =>
        context.request<MemberResponse>({ method: 'POST', path: '/v1/members/my/slug', body: { slug } }),
      joinCommunity: () =>
        context.request<MemberResponse>({ method: 'POST', path: '/v1/members/join-community', body: {} }),
      leaveCommunity: () =>
        context.request<MemberResponse>({ method: 'POST', path: '/v1/members/leave-community', body: {} }),
      getMember: async (_id: string, options: FieldsetOptions = {}): Promise<Member> =>
        (
          await context.request<MemberResponse>({
            method: 'GET',
            path: path(_id),
            query: { fieldsets: options.fieldsets },
            fieldMap: ID,
          })
        ).member,
      listMembers: (options: ListMembersOptions = {}) =>
        context.request<ListMembersResponse>({
          method: 'GET',
          path: '/v1/members',
          query: {
            paging: options.paging,
            fieldsets: options.fieldsets,
            sorting: options.sorting && {
              ...options.sorting,
              fieldName: toServiceFieldPath(options.sorting.fieldName),
            },
          },
        }),
      queryMembers: (options: FieldsetOptions = {}) =>
        query<Member>(async (wire) => {
          const answer = await context.request<ListMembersResponse>({
            method: 'POST',
            path: '/v1/members/query',
            body: { query: wire, ...(options.fieldsets ? { fieldsets: options.fieldsets } : {}) },
            fieldMap: { query: 'query' },
          });
          return { items: answer.members, metadata: answer.metadata };
        }),
      createMember: async (member: MemberInput): Promise<Member> =>
        (
          await context.request<MemberResponse>({
            method: 'POST',
            path: '/v1/members',
            body: { member },
            fieldMap: { 'member.id': 'member._id' },
          })
        ).member,
      updateMember: async (_id: string, member: MemberInput): Promise<Member> =>
        (
          await context.request<MemberResponse>({
            method: 'PATCH',
            path: path(_id),
            body: { member: { ...member, _id } },
            fieldMap: WITH_MEMBER,
          })
        ).member,
      /**
       * Approves a pending member (APPROVED), blocks one (BLOCKED: its sessions end) or lets a blocked one
       * back in (APPROVED): PATCH /v1/members/{id} with the status alone (elevated, `members:write`).
       */
      setMemberStatus: async (_id: string, status: 'APPROVED' | 'BLOCKED'): Promise<Member> =>
        (
          await context.request<MemberResponse>({
            method: 'PATCH',
            path: path(_id),
            body: { member: { status } },
            fieldMap: WITH_MEMBER,
          })
        ).member,
      deleteMember: (_id: string) =>
        context.request<Record<string, never>>({ method: 'DELETE', path: path(_id), fieldMap: ID }),
      deleteMemberPhones: deleteContactPart('phones'),
      deleteMemberEmails: deleteContactPart('emails'),
      deleteMemberAddresses: deleteContactPart('addresses'),
    };
  },
  {
    elevated: ['createMember', 'deleteMember', 'setMemberStatus'],
  },
);

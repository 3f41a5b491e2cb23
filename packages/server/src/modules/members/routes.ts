import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { ELEVATED, route, WITH_TOKEN } from '../../http/route-table';
import type { Role } from '../../http/auth';
import { createMember, deleteContactPart, deleteMember, updateMember } from './admin';
import { FieldSet, MemberInput, MemberReply, MembersReply } from './schemas';
import { getMember, getMyMember, listMembers, queryMembers, setCommunity, setMySlug } from './service';

/** "My member" calls: a member; an elevated caller passes the role check but has no member behind it. */
const SELF: readonly Role[] = ['member', 'admin'];
const tags = ['members'];
const Fieldsets = Type.Optional(Type.Array(FieldSet, { maxItems: 3 }));
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const Empty = Type.Object({}, { additionalProperties: false });

export const memberRoutes = (ctx: AppContext) => [
  route({
    method: 'GET',
    url: '/v1/members/my',
    area: 'members',
    roles: SELF,
    permission: 'members:read',
    schema: {
      tags,
      querystring: Type.Object(
        { fieldSet: Type.Optional(FieldSet), fieldsets: Fieldsets },
        { additionalProperties: false },
      ),
      response: { 200: MemberReply },
    },
    handler: (req) =>
      getMyMember(ctx.db, req.caller, [
        ...(req.query.fieldsets ?? []),
        ...(req.query.fieldSet ? [req.query.fieldSet] : []),
      ]),
  }),
  route({
    method: 'POST',
    url: '/v1/members/my/slug',
    area: 'members',
    roles: SELF,
    permission: 'members:write',
    schema: {
      tags,
      body: Type.Object(
        { slug: Type.String({ minLength: 1, maxLength: 100 }) },
        { additionalProperties: false },
      ),
      response: { 200: MemberReply },
    },
    handler: (req) => setMySlug(ctx.db, req.caller, req.body.slug),
  }),
  ...(['join', 'leave'] as const).map((verb) =>
    route({
      method: 'POST',
      url: `/v1/members/${verb}-community`,
      area: 'members',
      roles: SELF,
      permission: 'members:write',
      schema: { tags, body: Type.Optional(Empty), response: { 200: MemberReply } },
      handler: (req) => setCommunity(ctx.db, req.caller, verb === 'join'),
    }),
  ),
  route({
    method: 'GET',
    url: '/v1/members/:id',
    area: 'members',
    roles: WITH_TOKEN,
    permission: 'members:read',
    schema: {
      tags,
      params: IdParams,
      querystring: Type.Object({ fieldsets: Fieldsets }, { additionalProperties: false }),
      response: { 200: MemberReply },
    },
    handler: (req) => getMember(ctx.db, req.caller, req.params.id, req.query.fieldsets ?? []),
  }),
  route({
    method: 'GET',
    url: '/v1/members',
    area: 'members',
    roles: WITH_TOKEN,
    permission: 'members:read',
    schema: {
      tags,
      querystring: Type.Object(
        {
          'paging.limit': Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
          'paging.offset': Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 }),
          'sorting.fieldName': Type.Optional(Type.String({ maxLength: 50 })),
          'sorting.order': Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
          fieldsets: Fieldsets,
        },
        { additionalProperties: false },
      ),
      response: { 200: MembersReply },
    },
    handler: (req) =>
      listMembers(ctx.db, req.caller, {
        limit: req.query['paging.limit'],
        offset: req.query['paging.offset'],
        ...(req.query['sorting.fieldName'] ? { sortField: req.query['sorting.fieldName'] } : {}),
        ...(req.query['sorting.order'] ? { order: req.query['sorting.order'] } : {}),
        fieldsets: req.query.fieldsets ?? [],
      }),
  }),
  route({
    method: 'POST',
    url: '/v1/members/query',
    area: 'members',
    roles: WITH_TOKEN,
    permission: 'members:read',
    schema: {
      tags,
      body: Type.Object(
        { query: Type.Optional(Type.Unknown()), fieldsets: Fieldsets },
        { additionalProperties: false },
      ),
      response: { 200: MembersReply },
    },
    handler: (req) =>
      queryMembers(ctx.db, req.caller, { query: req.body.query, fieldsets: req.body.fieldsets ?? [] }),
  }),
  route({
    method: 'POST',
    url: '/v1/members',
    area: 'members',
    roles: ELEVATED,
    permission: 'members:write',
    schema: {
      tags,
      body: Type.Object({ member: MemberInput }, { additionalProperties: false }),
      response: { 200: MemberReply },
    },
    handler: (req) => createMember(ctx.db, req.body.member),
  }),
  route({
    method: 'PATCH',
    url: '/v1/members/:id',
    area: 'members',
    roles: SELF,
    permission: 'members:write',
    schema: {
      tags,
      params: IdParams,
      body: Type.Object({ member: MemberInput }, { additionalProperties: false }),
      response: { 200: MemberReply },
    },
    handler: (req) => updateMember(ctx.db, req.caller, req.params.id, req.body.member),
  }),
  route({
    method: 'DELETE',
    url: '/v1/members/:id',
    area: 'members',
    roles: ELEVATED,
    permission: 'members:write',
    schema: { tags, params: IdParams, response: { 200: Empty } },
    handler: (req) => deleteMember(ctx.db, req.params.id),
  }),
  ...(['phones', 'emails', 'addresses'] as const).map((part) =>
    route({
      method: 'DELETE',
      url: `/v1/members/:id/${part}`,
      area: 'members',
      roles: SELF,
      permission: 'members:write',
      schema: { tags, params: IdParams, response: { 200: MemberReply } },
      handler: (req) => deleteContactPart(ctx.db, req.caller, req.params.id, part),
    }),
  ),
];

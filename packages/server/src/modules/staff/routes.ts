import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Caller, Role } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { ELEVATED, route, SIGNED_IN_STAFF } from '../../http/route-table';
import { changePassword, confirmTotp, listStaff, logout, me, startTotp } from './account';
import { signIn, signInSecondFactor } from './login';
import * as S from './schemas';
import { endSession, listSessions, type Client } from './sessions';
import { setStaffPolicy, staffPolicy } from './policy';
import { ownerNeeded, setUpOwner } from './setup';
import { acceptInvitation, invite, listInvitations, revokeInvitation } from './invitations';
import { updateStaff } from './manage';
import { confirmPasswordReset, requestPasswordReset } from './reset';
import { passkeyRoutes } from './passkey-routes';

const tags = ['staff'];
const area = 'shop';
/** Setup and sign-in: a caller not yet signed in (an elevated caller has no business here). */
const SIGNING_IN: readonly Role[] = ['none', 'visitor', 'member'];
const own = { roles: ELEVATED, permission: SIGNED_IN_STAFF } as const;

const clientOf = (req: FastifyRequest): Client => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** The staff session behind a route of SIGNED_IN_STAFF (the route table has checked it is there). */
function staffOf(caller: Caller) {
  if (!caller.staff) throw forbidden();
  return caller.staff;
}

/**
 * Site users (issue 28): the owner's setup, sign-in with a second factor, the person's own account,
 * invitations, the owner's changes of a person, password reset by mail.
 */
export const staffRoutes = (ctx: AppContext) => [
  route({
    method: 'GET',
    url: '/v1/staff/setup',
    area,
    roles: SIGNING_IN,
    schema: { tags, response: { 200: S.SetupNeededReply } },
    handler: async () => ({ needed: await ownerNeeded(ctx) }),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/setup',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.SetupBody, response: { 200: S.SetupReply } },
    handler: (req) => setUpOwner(ctx, req.body, clientOf(req)),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/login',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.LoginBody, response: { 200: S.LoginReply } },
    handler: (req) => signIn(ctx, req.body, clientOf(req)),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/login/second-factor',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.SecondFactorBody, response: { 200: S.SessionReply } },
    handler: (req) => signInSecondFactor(ctx, req.body, clientOf(req)),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/logout',
    area,
    ...own,
    optionalBody: true,
    schema: { tags, body: S.Empty, response: { 200: S.Empty } },
    handler: (req) => logout(ctx, staffOf(req.caller)),
  }),
  route({
    method: 'GET',
    url: '/v1/staff/me',
    area,
    ...own,
    schema: { tags, response: { 200: S.MeReply } },
    handler: (req) => me(ctx, staffOf(req.caller)),
  }),
  route({
    method: 'GET',
    url: '/v1/staff/me/sessions',
    area,
    ...own,
    schema: { tags, response: { 200: S.SessionsReply } },
    handler: async (req) => {
      const who = staffOf(req.caller);
      return { sessions: await listSessions(ctx.db, ctx.config, who.staffId, who.staffSessionId) };
    },
  }),
  route({
    method: 'DELETE',
    url: '/v1/staff/me/sessions/:id',
    area,
    ...own,
    schema: { tags, params: S.SessionParams, response: { 200: S.Empty } },
    handler: (req) => endSession(ctx.db, staffOf(req.caller).staffId, req.params.id),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/me/password',
    area,
    ...own,
    schema: { tags, body: S.PasswordBody, response: { 200: S.Empty } },
    handler: (req) => changePassword(ctx, staffOf(req.caller), req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/me/totp',
    area,
    ...own,
    schema: { tags, body: S.CurrentPasswordBody, response: { 200: S.TotpStartReply } },
    handler: (req) => startTotp(ctx, staffOf(req.caller), req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/me/totp/confirm',
    area,
    ...own,
    schema: { tags, body: S.TotpConfirmBody, response: { 200: S.TotpConfirmReply } },
    handler: (req) => confirmTotp(ctx, staffOf(req.caller), req.body),
  }),
  route({
    method: 'GET',
    url: '/v1/staff/settings',
    area,
    roles: ELEVATED,
    permission: 'staff:read',
    schema: { tags, response: { 200: S.StaffSettingsReply } },
    handler: async () => ({ settings: await staffPolicy(ctx.db) }),
  }),
  route({
    method: 'PATCH',
    url: '/v1/staff/settings',
    area,
    roles: ELEVATED,
    permission: 'staff:write',
    schema: { tags, body: S.StaffSettingsBody, response: { 200: S.StaffSettingsReply } },
    handler: (req) => setStaffPolicy(ctx.db, req.body),
  }),
  route({
    method: 'GET',
    url: '/v1/staff',
    area,
    roles: ELEVATED,
    permission: 'staff:read',
    schema: { tags, response: { 200: S.StaffListReply } },
    handler: () => listStaff(ctx),
  }),
  route({
    method: 'PATCH',
    url: '/v1/staff/:id',
    area,
    roles: ELEVATED,
    permission: 'staff:write',
    schema: { tags, params: S.StaffParams, body: S.StaffPatchBody, response: { 200: S.StaffReply } },
    handler: (req) => updateStaff(ctx, req.caller, req.params.id, req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/invitations',
    area,
    roles: ELEVATED,
    permission: 'staff:write',
    schema: { tags, body: S.InvitationBody, response: { 200: S.InvitationReply } },
    handler: (req) => invite(ctx, req.body, req.caller.staff?.staffId),
  }),
  route({
    method: 'GET',
    url: '/v1/staff/invitations',
    area,
    roles: ELEVATED,
    permission: 'staff:read',
    schema: { tags, response: { 200: S.InvitationsReply } },
    handler: () => listInvitations(ctx),
  }),
  route({
    method: 'DELETE',
    url: '/v1/staff/invitations/:id',
    area,
    roles: ELEVATED,
    permission: 'staff:write',
    schema: { tags, params: S.InvitationParams, response: { 200: S.Empty } },
    handler: (req) => revokeInvitation(ctx, req.params.id),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/invitations/accept',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.AcceptInvitationBody, response: { 200: S.SetupReply } },
    handler: (req) => acceptInvitation(ctx, req.body, clientOf(req)),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/password-reset',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.PasswordResetBody, response: { 200: S.Empty } },
    handler: (req) => requestPasswordReset(ctx, req.body, clientOf(req)),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/password-reset/confirm',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.PasswordResetConfirmBody, response: { 200: S.Empty } },
    handler: (req) => confirmPasswordReset(ctx, req.body),
  }),
  ...passkeyRoutes(ctx),
];

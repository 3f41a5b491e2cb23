import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { EVERYONE, route, WITH_TOKEN } from '../../http/route-table';
import {
  attachSessionToken,
  continueRedirectSession,
  createRedirectSession,
  type RedirectSessionBody as Body,
} from './redirects';
import { RedirectSessionBody, RedirectSessionReply, TokenBody, TokenReply } from './schemas';
import { grantTokens } from './service';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Pages and redirects leave the JSON envelope: the browser navigates here. */
function sendContinuation(reply: FastifyReply, c: Awaited<ReturnType<typeof continueRedirectSession>>) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if ('redirect' in c) return reply.redirect(c.redirect, 302);
  return reply
    .header('content-security-policy', c.page.csp)
    .type('text/html; charset=utf-8')
    .send(c.page.html);
}

export const oauthRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/oauth2/token',
    area: 'oauth',
    roles: EVERYONE,
    // authorized_client mints any member's tokens: a staff session needs what an owner holds.
    permission: 'staff:write',
    schema: { tags: ['oauth'], body: TokenBody, response: { 200: TokenReply } },
    handler: async (req, reply) => {
      const b = req.body;
      reply.header('cache-control', 'no-store');
      return grantTokens(ctx.db, ctx.config, req.caller, {
        clientId: b.clientId ?? b.client_id,
        grantType: b.grantType ?? b.grant_type,
        refreshToken: b.refreshToken ?? b.refresh_token,
        code: b.code,
        codeVerifier: b.codeVerifier ?? b.code_verifier,
        redirectUri: b.redirectUri ?? b.redirect_uri,
        memberId: b.memberId ?? b.member_id,
        scope: b.scope,
      });
    },
  }),
  route({
    method: 'POST',
    url: '/v1/redirect-session',
    area: 'redirects',
    roles: WITH_TOKEN,
    permission: 'members:write',
    schema: { tags: ['redirects'], body: RedirectSessionBody, response: { 200: RedirectSessionReply } },
    handler: (req) => createRedirectSession(ctx.db, ctx.config, req.caller, req.body as Body),
  }),
  route({
    method: 'GET',
    url: '/v1/redirect-session/:id/continue',
    area: 'redirects',
    roles: EVERYONE,
    permission: 'members:read',
    schema: { tags: ['redirects'], params: IdParams, response: { 200: Type.String() } },
    handler: async (req, reply) =>
      sendContinuation(reply, await continueRedirectSession(ctx.db, ctx.config, req.params.id)) as never,
  }),
  route({
    method: 'POST',
    url: '/v1/redirect-session/:id/session',
    area: 'redirects',
    roles: EVERYONE,
    permission: 'members:write',
    schema: {
      tags: ['redirects'],
      params: IdParams,
      body: Type.Object(
        { sessionToken: Type.String({ minLength: 1, maxLength: 200 }) },
        { additionalProperties: false },
      ),
      response: { 200: Type.Object({ url: Type.String() }) },
    },
    handler: (req) => attachSessionToken(ctx.db, ctx.config, req.params.id, req.body.sessionToken),
  }),
];

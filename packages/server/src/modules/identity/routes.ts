import { Type } from 'typebox';
import type { AppContext } from '../../context';
import type { Role } from '../../http/auth';
import { AppError, invalidField } from '../../http/errors';
import { ELEVATED, ANY_CALLER, EVERYONE, route } from '../../http/route-table';
import { findClient, postFlowUrlAllowed, revokeSession } from '../oauth';
import { newChallenge } from './captcha';
import { changePassword, recover, sendActivationEmail, sendRecoveryEmail } from './recovery';
import * as S from './schemas';
import { captchaSettings, login, register, signOn } from './service';
import { proceed, resendCode, startVerification, verifyCode } from './verification';

const tags = ['identity'];
const area = 'identity' as const;
const SELF: readonly Role[] = ['member', 'admin'];
const passwordOf = (inputs: { name?: string | undefined; value: string }[] | undefined) =>
  (inputs?.find((i) => i.name === 'password') ?? inputs?.[0])?.value;

export const identityRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v2/register',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.V2RegisterBody, response: { 200: S.StateReply } },
    handler: (req) =>
      register(ctx.db, ctx, {
        email: req.body.loginId.email,
        password: req.body.password,
        passwordField: 'password',
        profile: req.body.profile,
        captchaTokens: req.body.captchaTokens,
      }),
  }),
  route({
    method: 'POST',
    url: '/v1/register',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.V1RegisterBody, response: { 200: S.StateReply } },
    handler: (req) => {
      const email = req.body.identity.email ?? req.body.identity.identifiers?.[0]?.email;
      if (!email) throw invalidField('identity.email', 'REQUIRED_FIELD', 'is required');
      const password = passwordOf(req.body.inputs);
      if (password === undefined) throw invalidField('inputs', 'REQUIRED_FIELD', 'must hold the password');
      return register(ctx.db, ctx, {
        email,
        password,
        passwordField: 'inputs[0].value',
        profile: req.body.identity.identityProfile,
        captchaTokens: req.body.captchaTokens,
      });
    },
  }),
  route({
    method: 'POST',
    url: '/v2/login',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.V2LoginBody, response: { 200: S.StateReply } },
    handler: (req) =>
      login(ctx.db, ctx, {
        email: req.body.loginId.email,
        password: req.body.password,
        captchaTokens: req.body.captchaTokens,
        ip: req.ip,
      }),
  }),
  route({
    method: 'POST',
    url: '/v1/login',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.V1LoginBody, response: { 200: S.StateReply } },
    handler: (req) => {
      const email = (req.body.identifier ?? req.body.loginId)?.email;
      if (!email) throw invalidField('identifier.email', 'REQUIRED_FIELD', 'is required');
      const password = passwordOf(req.body.inputs);
      if (password === undefined) throw invalidField('inputs', 'REQUIRED_FIELD', 'must hold the password');
      return login(ctx.db, ctx, { email, password, captchaTokens: req.body.captchaTokens, ip: req.ip });
    },
  }),
  route({
    method: 'POST',
    url: '/v2/change-password',
    area,
    roles: SELF,
    permission: 'members:write',
    schema: { tags, body: S.ChangePasswordBody, response: { 200: S.Empty } },
    handler: (req) => changePassword(ctx.db, req.caller, req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/sso/login-with-token-params',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.SsoBody, response: { 200: S.Empty } },
    handler: () => {
      throw new AppError(400, 'SSO_NOT_CONFIGURED', 'Single sign-on is not configured for this shop');
    },
  }),
  route({
    method: 'POST',
    url: '/v1/state/proceed',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.StateTokenBody, response: { 200: S.StateReply } },
    handler: (req) => proceed(ctx.db, ctx, req.body),
  }),
  route({
    method: 'POST',
    url: '/v2/sign-on',
    area,
    roles: ELEVATED,
    // Signs on as any member: a staff session needs what an owner holds.
    permission: 'staff:write',
    schema: { tags, body: S.SignOnBody, response: { 200: S.SignOnReply } },
    handler: (req) =>
      signOn(ctx.db, {
        email: req.body.loginId.email,
        profile: req.body.profile,
        verifyEmail: req.body.verifyEmail,
      }),
  }),
  route({
    method: 'GET',
    url: '/v1/logout',
    area,
    roles: EVERYONE,
    permission: 'members:read',
    schema: { tags, querystring: S.LogoutQuery, response: { 200: S.Empty } },
    handler: async (req, reply) => {
      if (req.caller.sessionId) await revokeSession(ctx.db, req.caller.sessionId);
      const target = req.query.postLogoutRedirectUri;
      if (!target) return {};
      const client = findClient(
        ctx.config.oauthClients,
        req.query.clientId ?? req.caller.clientId ?? ctx.config.clientId,
      );
      if (!client || !postFlowUrlAllowed(client, target)) {
        throw invalidField('postLogoutRedirectUri', 'VALIDATION', 'is not registered for this client');
      }
      return reply.redirect(target, 302) as never;
    },
  }),
  route({
    method: 'POST',
    url: '/v1/send-email',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.SendRecoveryBody, response: { 200: S.Empty } },
    handler: (req) => sendRecoveryEmail(ctx.db, ctx, { email: req.body.email, ip: req.ip }),
  }),
  route({
    method: 'POST',
    url: '/v1/activation-email',
    area,
    roles: ELEVATED,
    permission: 'members:write',
    schema: { tags, body: S.ActivationBody, response: { 200: S.Empty } },
    handler: (req) => sendActivationEmail(ctx.db, ctx, req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/recover',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.RecoverBody, response: { 200: S.Empty } },
    handler: (req) => recover(ctx.db, req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/Start',
    area,
    roles: SELF,
    permission: 'members:write',
    schema: { tags, body: S.StartBody, response: { 200: S.StartReply } },
    handler: (req) => startVerification(ctx.db, ctx, req.caller, req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/auth/verify',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.VerifyBody, response: { 200: S.StateReply } },
    handler: (req) => verifyCode(ctx.db, ctx, req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/auth/resend',
    area,
    roles: EVERYONE,
    permission: 'members:write',
    schema: { tags, body: S.StateTokenBody, response: { 200: S.StateReply } },
    handler: (req) => resendCode(ctx.db, ctx, req.body),
  }),
  route({
    method: 'GET',
    url: '/v1/captcha/challenge',
    area,
    roles: EVERYONE,
    permission: ANY_CALLER,
    schema: {
      tags,
      querystring: S.CaptchaQuery,
      response: {
        200: Type.Object({
          parameters: Type.Record(Type.String(), Type.Unknown()),
          signature: Type.Optional(Type.String()),
        }),
      },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await newChallenge(
        captchaSettings(ctx),
        req.query.siteKey ?? ctx.config.captcha.invisibleSiteKey,
      );
      return {
        parameters: challenge.parameters as unknown as Record<string, unknown>,
        ...(challenge.signature ? { signature: challenge.signature } : {}),
      };
    },
  }),
];

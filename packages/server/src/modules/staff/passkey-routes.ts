import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Caller, Role } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { ELEVATED, route, SIGNED_IN_STAFF } from '../../http/route-table';
import {
  passwordlessOptions,
  secondFactorPasskeyOptions,
  signInPasswordless,
  signInSecondFactorPasskey,
} from './passkey-login';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from './passkeys';
import * as S from './schemas';
import type { Client } from './sessions';

const tags = ['staff'];
const area = 'shop';
const SIGNING_IN: readonly Role[] = ['none', 'visitor', 'member'];
const own = { roles: ELEVATED, permission: SIGNED_IN_STAFF } as const;

const clientOf = (req: FastifyRequest): Client => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
function staffOf(caller: Caller) {
  if (!caller.staff) throw forbidden();
  return caller.staff;
}
/** The bodies' schemas check the shape; the library reads them as its own JSON types. */
const asAssertion = (r: unknown) => r as AuthenticationResponseJSON;
const asRegistration = (r: unknown) => r as RegistrationResponseJSON;

/** Passkeys (WebAuthn) of staff: the person's own, and sign-in with one. */
export const passkeyRoutes = (ctx: AppContext) => [
  route({
    method: 'POST',
    url: '/v1/staff/login/passkey/options',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.ChallengeBody, response: { 200: S.PasskeyOptionsReply } },
    handler: (req) => secondFactorPasskeyOptions(ctx, req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/login/passkey',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.PasskeySecondFactorBody, response: { 200: S.SessionReply } },
    handler: (req) =>
      signInSecondFactorPasskey(
        ctx,
        { challengeToken: req.body.challengeToken, response: asAssertion(req.body.response) },
        clientOf(req),
      ),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/login/passwordless/options',
    area,
    roles: SIGNING_IN,
    optionalBody: true,
    schema: { tags, body: S.Empty, response: { 200: S.PasskeyOptionsReply } },
    handler: (req) => passwordlessOptions(ctx, clientOf(req)),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/login/passwordless',
    area,
    roles: SIGNING_IN,
    schema: { tags, body: S.PasswordlessBody, response: { 200: S.SessionReply } },
    handler: (req) => signInPasswordless(ctx, { response: asAssertion(req.body.response) }, clientOf(req)),
  }),
  route({
    method: 'GET',
    url: '/v1/staff/me/passkeys',
    area,
    ...own,
    schema: { tags, response: { 200: S.PasskeysReply } },
    handler: (req) => listPasskeys(ctx, staffOf(req.caller)),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/me/passkeys/options',
    area,
    ...own,
    schema: { tags, body: S.CurrentPasswordBody, response: { 200: S.PasskeyOptionsReply } },
    handler: (req) => passkeyRegistrationOptions(ctx, staffOf(req.caller), req.body),
  }),
  route({
    method: 'POST',
    url: '/v1/staff/me/passkeys',
    area,
    ...own,
    schema: { tags, body: S.PasskeyAddBody, response: { 200: S.PasskeyReply } },
    handler: (req) =>
      addPasskey(ctx, staffOf(req.caller), {
        name: req.body.name,
        response: asRegistration(req.body.response),
      }),
  }),
  route({
    method: 'PATCH',
    url: '/v1/staff/me/passkeys/:id',
    area,
    ...own,
    schema: { tags, params: S.PasskeyParams, body: S.PasskeyRenameBody, response: { 200: S.PasskeyReply } },
    handler: (req) => renamePasskey(ctx, staffOf(req.caller), req.params.id, req.body),
  }),
  route({
    method: 'DELETE',
    url: '/v1/staff/me/passkeys/:id',
    area,
    ...own,
    schema: { tags, params: S.PasskeyParams, body: S.CurrentPasswordBody, response: { 200: S.Empty } },
    handler: (req) => removePasskey(ctx, staffOf(req.caller), req.params.id, req.body),
  }),
];

import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { identities, oauthCodes } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { AppError, forbidden } from '../../http/errors';
import { hashToken, randomToken } from '../../lib/crypto';
import { requireClient } from './clients';
import { CODE_TTL_MS, pkceMatches, verifierProblem } from './rules';
import { invalidGrant, refresh, revokeSession, startSession, type TokenAnswer } from './tokens';
import { mergeVisitorCart } from '../carts';

export interface TokenRequest {
  clientId?: string | undefined;
  grantType?: string | undefined;
  refreshToken?: string | undefined;
  code?: string | undefined;
  codeVerifier?: string | undefined;
  redirectUri?: string | undefined;
  memberId?: string | undefined;
  scope?: string | undefined;
}

const invalidRequest = (message: string) => new AppError(400, 'INVALID_REQUEST', message);

/** Member tokens for an identity. */
export async function memberTokens(tx: Db, config: Config, clientId: string, identityId: string) {
  const [identity] = await tx.select().from(identities).where(eq(identities.id, identityId));
  if (!identity || identity.status !== 'ACTIVE') throw invalidGrant('The member cannot log in');
  return startSession(tx, config, {
    clientId,
    role: 'member',
    subjectId: identity.id,
    memberId: identity.id,
  });
}

/** POST /oauth2/token: anonymous, refresh_token, authorization_code (PKCE S256) and authorized_client. */
export async function grantTokens(
  db: Db,
  config: Config,
  caller: Caller,
  req: TokenRequest,
): Promise<TokenAnswer> {
  switch (req.grantType) {
    case 'anonymous': {
      const client = requireClient(config.oauthClients, req.clientId);
      const { answer } = await db.transaction((tx) =>
        startSession(tx, config, {
          clientId: client.clientId,
          role: 'visitor',
          subjectId: crypto.randomUUID(),
        }),
      );
      return answer;
    }
    case 'refresh_token': {
      const client = requireClient(config.oauthClients, req.clientId);
      if (!req.refreshToken) throw invalidRequest('refreshToken is required');
      return refresh(db, config, {
        clientId: client.clientId,
        refreshToken: req.refreshToken,
        rotate: client.refreshTokens === 'rotate',
      });
    }
    case 'authorization_code':
      return exchangeCode(db, config, req);
    case 'authorized_client': {
      if (caller.role !== 'admin') throw forbidden();
      if (req.scope !== 'offline_access') throw invalidRequest('scope must be offline_access');
      if (!req.memberId) throw invalidRequest('memberId is required');
      const client = requireClient(config.oauthClients, req.clientId ?? config.clientId);
      const memberId = req.memberId;
      const [identity] = await db
        .select({ id: identities.id })
        .from(identities)
        .where(and(eq(identities.id, memberId), ne(identities.status, 'DELETED')));
      if (!identity) throw invalidGrant('Unknown member');
      const { answer } = await db.transaction((tx) => memberTokens(tx, config, client.clientId, memberId));
      return answer;
    }
    default:
      throw new AppError(
        400,
        'UNSUPPORTED_GRANT_TYPE',
        'grantType must be anonymous, refresh_token, authorization_code or authorized_client',
      );
  }
}

/** A code for the auth redirect session: single use, 10 minutes, bound to client, redirect URI and challenge. */
export async function issueCode(
  tx: Db,
  input: {
    clientId: string;
    identityId: string;
    redirectUri: string | undefined;
    codeChallenge: string;
    visitorSubjectId?: string | undefined;
  },
): Promise<string> {
  const code = randomToken('ac');
  await tx.insert(oauthCodes).values({
    codeHash: hashToken(code),
    clientId: input.clientId,
    identityId: input.identityId,
    redirectUri: input.redirectUri ?? null,
    codeChallenge: input.codeChallenge,
    visitorSubjectId: input.visitorSubjectId ?? null,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

/** authorization_code: a replayed code also revokes the tokens it was first exchanged for (RFC 6749 4.1.2). */
async function exchangeCode(db: Db, config: Config, req: TokenRequest): Promise<TokenAnswer> {
  const client = requireClient(config.oauthClients, req.clientId);
  if (!req.code) throw invalidRequest('code is required');
  if (!req.codeVerifier) throw invalidRequest('codeVerifier is required');
  const problem = verifierProblem(req.codeVerifier);
  if (problem) throw invalidRequest(problem);
  const code = req.code;
  const verifier = req.codeVerifier;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oauthCodes)
      .where(eq(oauthCodes.codeHash, hashToken(code)))
      .for('update');
    if (!row) return { error: invalidGrant() };
    if (row.usedAt) {
      if (row.sessionId) await revokeSession(tx, row.sessionId);
      return { error: invalidGrant('The code was used before') };
    }
    if (row.expiresAt.getTime() <= Date.now() || row.clientId !== client.clientId)
      return { error: invalidGrant() };
    if ((row.redirectUri ?? undefined) !== (req.redirectUri || undefined)) {
      return { error: invalidGrant('redirectUri does not match the authorization request') };
    }
    if (!pkceMatches(row.codeChallenge, verifier))
      return { error: invalidGrant('codeVerifier does not match the challenge') };
    const { sessionId, answer } = await memberTokens(tx, config, client.clientId, row.identityId);
    if (row.visitorSubjectId)
      await mergeVisitorCart(tx, { visitorSubjectId: row.visitorSubjectId, memberId: row.identityId });
    await tx
      .update(oauthCodes)
      .set({ usedAt: new Date(), sessionId })
      .where(eq(oauthCodes.codeHash, row.codeHash));
    return { answer };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.answer;
}

import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { oauthAccessTokens, oauthCodes, oauthRefreshTokens, oauthSessions } from '../../db/schema';
import type { Authenticator } from '../../http/auth';
import { AppError } from '../../http/errors';
import { hashToken, randomToken } from '../../lib/crypto';
import { sweepNow } from '../../db/sweep';
import { readShopPolicy, type ShopPolicyDefaults } from '../shop-settings';

/** The environment's first-start defaults of the token lifetimes; the shop settings' saved values apply. */
export type TokenSettings = ShopPolicyDefaults;

interface Lifetimes {
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface NewSession {
  clientId: string;
  role: 'visitor' | 'member';
  subjectId: string;
  memberId?: string | undefined;
}

export const invalidGrant = (message = 'The grant is invalid, expired or revoked') =>
  new AppError(400, 'INVALID_GRANT', message);

async function newAccessToken(db: Db, settings: Lifetimes, sessionId: string): Promise<string> {
  const token = randomToken('at');
  const now = Date.now();
  await sweepNow(db, 'access-tokens', () =>
    db.delete(oauthAccessTokens).where(lt(oauthAccessTokens.expiresAt, new Date(now - 86_400_000))),
  );
  await db.insert(oauthAccessTokens).values({
    tokenHash: hashToken(token),
    sessionId,
    expiresAt: new Date(now + settings.accessTokenTtl * 1000),
  });
  return token;
}

export async function newRefreshToken(db: Db, sessionId: string): Promise<string> {
  const token = randomToken('rt');
  await db.insert(oauthRefreshTokens).values({ tokenHash: hashToken(token), sessionId });
  return token;
}

/** Starts a token family and answers its first access and refresh tokens. */
export async function startSession(db: Db, defaults: TokenSettings, input: NewSession) {
  const settings = await readShopPolicy(db, defaults);
  // Ended families go, with their tokens (cascade), a day after their end.
  await sweepNow(db, 'oauth-sessions', () =>
    db.delete(oauthSessions).where(lt(oauthSessions.expiresAt, new Date(Date.now() - 86_400_000))),
  );
  const [session] = await db
    .insert(oauthSessions)
    .values({
      clientId: input.clientId,
      role: input.role,
      subjectId: input.subjectId,
      memberId: input.memberId ?? null,
      expiresAt: new Date(Date.now() + settings.refreshTokenTtl * 1000),
    })
    .returning({ id: oauthSessions.id });
  if (!session) throw new Error('session not stored');
  const answer: TokenAnswer = {
    access_token: await newAccessToken(db, settings, session.id),
    refresh_token: await newRefreshToken(db, session.id),
    expires_in: settings.accessTokenTtl,
  };
  return { sessionId: session.id, answer };
}

/**
 * refresh_token grant. Rotating clients get a new refresh token and the presented one stops working;
 * presenting a rotated token again is treated as theft and revokes the whole family. Stable
 * (Wix-compatible) clients keep their refresh token until logout, password change or the family's end.
 */
export async function refresh(
  db: Db,
  defaults: TokenSettings,
  input: { clientId: string; refreshToken: string; rotate: boolean },
): Promise<TokenAnswer> {
  const settings = await readShopPolicy(db, defaults);
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ token: oauthRefreshTokens, session: oauthSessions })
        .from(oauthRefreshTokens)
        .innerJoin(oauthSessions, eq(oauthSessions.id, oauthRefreshTokens.sessionId))
        .where(eq(oauthRefreshTokens.tokenHash, hashToken(input.refreshToken)))
        .for('update');
      if (!row || row.session.clientId !== input.clientId) throw invalidGrant();
      const { session, token } = row;
      if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw invalidGrant();
      if (token.rotatedAt) {
        await tx.update(oauthSessions).set({ revokedAt: new Date() }).where(eq(oauthSessions.id, session.id));
        return { reused: true } as const;
      }
      let refreshToken = input.refreshToken;
      if (input.rotate) {
        await tx
          .update(oauthRefreshTokens)
          .set({ rotatedAt: new Date() })
          .where(eq(oauthRefreshTokens.tokenHash, token.tokenHash));
        refreshToken = await newRefreshToken(tx, session.id);
      }
      return {
        access_token: await newAccessToken(tx, settings, session.id),
        refresh_token: refreshToken,
        expires_in: settings.accessTokenTtl,
      };
    })
    .then((result) => {
      // The revocation above must commit, so the error is raised after the transaction.
      if ('reused' in result) throw invalidGrant('The refresh token was used before: its session is revoked');
      return result;
    });
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(oauthSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(oauthSessions.id, sessionId), isNull(oauthSessions.revokedAt)));
}

/**
 * When the person behind a token family signed in: the start of a member family issued for a login's
 * authorization code (the only way a person's sign-in ends in tokens). A refresh keeps its family, so it never
 * makes a sign-in later. Undefined for a visitor's family and for member tokens an elevated app asked for
 * (`authorized_client`): nobody signed in there.
 */
export async function signedInAt(db: Db, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdDate: oauthSessions.createdDate })
    .from(oauthSessions)
    .innerJoin(oauthCodes, eq(oauthCodes.sessionId, oauthSessions.id))
    .where(and(eq(oauthSessions.id, sessionId), eq(oauthSessions.role, 'member')))
    .limit(1);
  return row?.createdDate;
}

/** Ends every token family of a member, except the one named (the caller's own). */
export async function revokeMemberSessions(
  db: Db,
  memberId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(oauthSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(oauthSessions.memberId, memberId),
        isNull(oauthSessions.revokedAt),
        exceptSessionId ? ne(oauthSessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Resolves `at_...` access tokens: unexpired, of a family that is neither revoked nor expired. */
export function accessTokenAuthenticator(db: Db): Authenticator {
  return async (credential) => {
    if (!credential.startsWith('at_')) return undefined;
    const now = new Date();
    const [row] = await db
      .select({ session: oauthSessions })
      .from(oauthAccessTokens)
      .innerJoin(oauthSessions, eq(oauthSessions.id, oauthAccessTokens.sessionId))
      .where(
        and(
          eq(oauthAccessTokens.tokenHash, hashToken(credential)),
          gt(oauthAccessTokens.expiresAt, now),
          gt(oauthSessions.expiresAt, now),
          isNull(oauthSessions.revokedAt),
        ),
      );
    if (!row) return undefined;
    const s = row.session;
    const base = {
      subjectId: s.subjectId,
      clientId: s.clientId,
      sessionId: s.id,
      ...(s.memberId ? { memberId: s.memberId } : {}),
    };
    return s.role === 'member'
      ? { role: 'member', actor: 'MEMBER', ...base }
      : { role: 'visitor', actor: 'ANONYMOUS_VISITOR', ...base };
  };
}

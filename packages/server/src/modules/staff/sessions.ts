import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { staff, staffChallenges, staffSessions } from '../../db/schema';
import type { Authenticator } from '../../http/auth';
import { notFound } from '../../http/errors';
import { permissionsOf, type Permission } from '../../http/permissions';
import { secondFactorsOf } from './factors';
import { staffPolicy } from './policy';
import { hashToken, randomToken } from '../../lib/crypto';
import { sweepNow } from '../../db/sweep';
import { sessionAlive, TOUCH_INTERVAL_MS } from './rules';

/** What a staff session is made with: who, and where from (shown in the person's list of sessions). */
export interface Client {
  ip: string;
  userAgent?: string | undefined;
}

/** The `captchaTokens` of sign-in and reset requests, as member login takes them. */
export type CaptchaTokens = readonly Record<string, string | undefined>[] | undefined;

export interface SessionAnswer {
  accessToken: string;
  expiresAt: string;
}

const idleMs = (config: Config) => config.staffSessionIdleMinutes * 60_000;

/** A new session: a random bearer token handed out once, its hash kept. */
export async function startStaffSession(db: Db, config: Config, staffId: string, client: Client) {
  const accessToken = randomToken('sa');
  const now = Date.now();
  const expiresAt = new Date(now + config.staffSessionMaxHours * 3_600_000);
  await db.insert(staffSessions).values({
    tokenHash: hashToken(accessToken),
    staffId,
    createdDate: new Date(now),
    lastUsedDate: new Date(now),
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    address: client.ip,
  });
  return { accessToken, expiresAt: expiresAt.toISOString() } satisfies SessionAnswer;
}

/** Resolves `sa_...` tokens of live sessions of staff not disabled; a dead session is removed. */
export function staffAuthenticator(db: Db, config: Config): Authenticator {
  return async (credential) => {
    if (!credential.startsWith('sa_')) return undefined;
    const [row] = await db
      .select({ session: staffSessions, member: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(eq(staffSessions.tokenHash, hashToken(credential)));
    if (!row) return undefined;
    const now = Date.now();
    const { session, member } = row;
    if (member.disabled || !sessionAlive(session, now, idleMs(config))) {
      await db.delete(staffSessions).where(eq(staffSessions.id, session.id));
      return undefined;
    }
    // Under the owner's policy, a person without a second factor may only set one up (the account routes).
    const unprotected =
      !member.totpConfirmed &&
      (await staffPolicy(db)).requireSecondFactor &&
      (await secondFactorsOf(db, member)).length === 0;
    const held = unprotected ? new Set<Permission>() : permissionsOf(member.role);
    if (now - session.lastUsedDate.getTime() >= TOUCH_INTERVAL_MS) {
      await db
        .update(staffSessions)
        .set({ lastUsedDate: new Date(now) })
        .where(eq(staffSessions.id, session.id));
    }
    return {
      role: 'admin',
      actor: 'WIX_USER',
      // No subjectId: like the operator's key, a staff member is no shopper (no current cart, no member).
      permissions: held,
      staff: {
        staffId: member.id,
        role: member.role,
        email: member.email,
        name: member.name,
        staffSessionId: session.id,
      },
    };
  };
}

/** The person's live sessions, newest first, the current one marked. */
export async function listSessions(db: Db, config: Config, staffId: string, currentId: string) {
  const rows = await db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId));
  const now = Date.now();
  return rows
    .filter((s) => sessionAlive(s, now, idleMs(config)))
    .sort((a, b) => b.createdDate.getTime() - a.createdDate.getTime())
    .map((s) => ({
      id: s.id,
      current: s.id === currentId,
      createdDate: s.createdDate.toISOString(),
      lastUsedDate: s.lastUsedDate.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent ?? '',
      address: s.address ?? '',
    }));
}

/** Ends one of the person's own sessions; another's, or none, is 404. */
export async function endSession(db: Db, staffId: string, sessionId: string) {
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId)))
    .returning({ id: staffSessions.id });
  if (ended.length === 0) throw notFound('Session', sessionId);
  return {};
}

/** After a change of password or second factor: every session of the person but the one in use. */
export async function endOtherSessions(db: Db, staffId: string, keepId: string) {
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, keepId)));
}

/** Ended sessions and challenges are of no use: swept now and then, on sign-in. */
export async function sweepStaffSessions(db: Db, config: Config) {
  await sweepNow(db, 'staff-sessions', async () => {
    const now = Date.now();
    await db
      .delete(staffSessions)
      .where(
        or(
          lt(staffSessions.expiresAt, new Date(now)),
          lt(staffSessions.lastUsedDate, new Date(now - idleMs(config))),
        ),
      );
    await db.delete(staffChallenges).where(lt(staffChallenges.expiresAt, new Date(now)));
  });
}

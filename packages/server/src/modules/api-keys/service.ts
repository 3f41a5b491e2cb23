import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { apiKeys } from '../../db/schema';
import type { Authenticator, Caller } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { hashToken, randomToken } from '../../lib/crypto';
import { recordAudit } from '../audit';
import { grantablePermissions, keyAlive, SECRET_START_LENGTH, TOUCH_INTERVAL_MS } from './rules';

type Row = typeof apiKeys.$inferSelect;

const keyView = (r: Row) => ({
  id: r.id,
  name: r.name,
  secretStart: r.secretStart,
  permissions: r.permissions,
  createdBy: r.createdBy,
  createdDate: r.createdDate.toISOString(),
  ...(r.expiresDate ? { expiresDate: r.expiresDate.toISOString() } : {}),
  ...(r.lastUsedDate ? { lastUsedDate: r.lastUsedDate.toISOString() } : {}),
});

const creatorOf = (caller: Caller) =>
  caller.staff
    ? `staff:${caller.staff.staffId}`
    : caller.apiKey
      ? `apiKey:${caller.apiKey.apiKeyId}`
      : 'operator';

export interface NewApiKey {
  name: string;
  permissions: string[];
  expiresDate?: string | undefined;
}

/** A new key holding at most its creator's permissions; the secret is answered once, only its hash kept. */
export async function createApiKey(db: Db, caller: Caller, input: NewApiKey) {
  const permissions = grantablePermissions(input.permissions, caller.permissions);
  const expiresDate = input.expiresDate === undefined ? null : new Date(input.expiresDate);
  if (expiresDate && expiresDate.getTime() <= Date.now())
    throw new AppError(400, 'API_KEY_EXPIRY_PAST', 'expiresDate must be in the future');
  const secret = randomToken('ak');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        secretHash: hashToken(secret),
        secretStart: secret.slice(0, SECRET_START_LENGTH),
        permissions,
        createdBy: creatorOf(caller),
        expiresDate,
      })
      .returning();
    const apiKey = keyView(row!);
    await recordAudit(tx, {
      action: 'apiKey.created',
      entity: { type: 'apiKey', id: apiKey.id },
      after: apiKey,
    });
    return { apiKey, secret };
  });
}

/** Every key not revoked, newest first, with its last use; never a secret. */
export async function listApiKeys(db: Db) {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdDate), desc(apiKeys.id));
  return { apiKeys: rows.filter((r) => r.revokedDate === null).map(keyView) };
}

/** Revokes a key at once: its next call is a 401. */
export async function revokeApiKey(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedDate: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedDate)))
      .returning();
    if (!row) throw notFound('API key', id);
    await recordAudit(tx, { action: 'apiKey.revoked', entity: { type: 'apiKey', id }, before: keyView(row) });
    return {};
  });
}

/** Resolves `ak_...` secrets of live keys to an app holding exactly the key's permissions. */
export function appKeyAuthenticator(db: Db): Authenticator {
  return async (credential) => {
    if (!credential.startsWith('ak_')) return undefined;
    const [row] = await db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashToken(credential)));
    const now = Date.now();
    if (!row || !keyAlive(row, now)) return undefined;
    if (row.lastUsedDate === null || now - row.lastUsedDate.getTime() >= TOUCH_INTERVAL_MS)
      await db
        .update(apiKeys)
        .set({ lastUsedDate: new Date(now) })
        .where(eq(apiKeys.id, row.id));
    return {
      role: 'admin',
      actor: 'APP',
      clientId: `api-key:${row.id}`,
      permissions: new Set(row.permissions),
      apiKey: { apiKeyId: row.id, name: row.name },
    };
  };
}

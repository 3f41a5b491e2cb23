import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { staffPasskeys, type staff } from '../../db/schema';

export type SecondFactor = 'totp' | 'passkey';

/** The second factors a person has: a confirmed authenticator app, passkeys. */
export async function secondFactorsOf(
  db: Db,
  member: Pick<typeof staff.$inferSelect, 'id' | 'totpConfirmed'>,
): Promise<SecondFactor[]> {
  const [passkey] = await db
    .select({ id: staffPasskeys.id })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, member.id))
    .limit(1);
  return [...(member.totpConfirmed ? (['totp'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
}

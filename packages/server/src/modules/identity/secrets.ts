import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { serverSecrets } from '../../db/schema';
import { newSecret } from '../../lib/crypto';

export interface Secrets {
  captchaHmac: string;
  captchaKeyHmac: string;
  codeHmac: string;
  /** Signs the newsletter's confirm and unsubscribe links. */
  newsletterHmac: string;
  /** Seals staff TOTP secrets at rest and keys the HMACs of staff setup and recovery codes. */
  staffKey: string;
}

/** A secret shared by every server process: generated once, kept in the database. */
async function sharedSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}

/** Configured secrets win; the others are generated at first boot and persisted (never hard-coded). */
export async function loadSecrets(
  db: Db,
  configured: { captchaHmacSecret?: string | undefined },
): Promise<Secrets> {
  return {
    captchaHmac: configured.captchaHmacSecret ?? (await sharedSecret(db, 'captcha_hmac')),
    captchaKeyHmac: await sharedSecret(db, 'captcha_key_hmac'),
    codeHmac: await sharedSecret(db, 'verification_code_hmac'),
    newsletterHmac: await sharedSecret(db, 'newsletter_link_hmac'),
    staffKey: await sharedSecret(db, 'staff_key'),
  };
}

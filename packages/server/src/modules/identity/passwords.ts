import { hash, verify } from '@node-rs/argon2';

/** argon2id, 19 MiB, 2 passes, 1 lane (OWASP's minimum); stored in the PHC string format. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/** Verifies; with no stored hash it still spends the same time, so unknown emails are not revealed by timing. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not the password of anyone');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

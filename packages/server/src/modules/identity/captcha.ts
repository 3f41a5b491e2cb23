import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { usedCaptchas } from '../../db/schema';
import { AppError } from '../../http/errors';
import { CAPTCHA_INVALID, CAPTCHA_MISSING } from './rules';
import { sweepNow } from '../../db/sweep';

/**
 * Self-hosted proof-of-work captcha (altcha). The spec's two site keys name the invisible widget (runs by
 * itself) and the visible one (shown when a captcha is required); the visible one asks for more work.
 */
export interface CaptchaSettings {
  invisibleSiteKey: string;
  visibleSiteKey: string;
  maxNumber: number;
  hmacSecret: string;
  keyHmacSecret: string;
}

const TTL_SECONDS = 600;

export const missingCaptcha = () =>
  new AppError(400, CAPTCHA_MISSING, 'A captcha token is required', 'A captcha token is required');
export const invalidCaptcha = () =>
  new AppError(400, CAPTCHA_INVALID, 'The captcha token is invalid', 'The captcha token is invalid');

export async function newChallenge(settings: CaptchaSettings, siteKey: string): Promise<Challenge> {
  const visible = siteKey === settings.visibleSiteKey;
  if (!visible && siteKey !== settings.invisibleSiteKey) {
    throw new AppError(400, 'UNKNOWN_SITE_KEY', 'Unknown captcha site key');
  }
  const max = visible ? settings.maxNumber * 2 : settings.maxNumber;
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(max, Math.floor(max / 10)),
    deriveKey,
    data: { siteKey },
    expiresAt: Math.floor(Date.now() / 1000) + TTL_SECONDS,
    hmacSignatureSecret: settings.hmacSecret,
    hmacKeySignatureSecret: settings.keyHmacSecret,
  });
}

/** Wix clients send `captchaTokens: [{ Recaptcha, InvisibleRecaptcha }]`; any non-empty value is a candidate. */
export function captchaCandidates(
  tokens: readonly Record<string, string | undefined>[] | undefined,
): string[] {
  return (tokens ?? [])
    .flatMap((t) => Object.values(t))
    .filter((v): v is string => typeof v === 'string' && v !== '');
}

function decode(token: string): Payload | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('challenge' in parsed) ||
      !('solution' in parsed)
    ) {
      return undefined;
    }
    return parsed as Payload;
  } catch {
    return undefined;
  }
}

/**
 * Throws -19971 when no token was sent, -19970 when none verifies or its challenge was used before.
 * A redeemed challenge is remembered (by its signature) until it expires.
 */
export async function requireCaptcha(
  db: Db,
  settings: CaptchaSettings,
  tokens: readonly Record<string, string | undefined>[] | undefined,
): Promise<void> {
  const candidates = captchaCandidates(tokens);
  if (candidates.length === 0) throw missingCaptcha();
  for (const token of candidates) {
    const payload = decode(token);
    if (!payload?.challenge?.signature) continue;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: settings.hmacSecret,
      hmacKeySignatureSecret: settings.keyHmacSecret,
    }).catch(() => undefined);
    if (!result?.verified) continue;
    await sweepNow(db, 'used-captchas', () =>
      db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date())),
    );
    const expiresAt = new Date(
      (payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + TTL_SECONDS) * 1000,
    );
    const [fresh] = await db
      .insert(usedCaptchas)
      .values({ challengeId: payload.challenge.signature, expiresAt })
      .onConflictDoNothing()
      .returning();
    if (fresh) return;
  }
  throw invalidCaptcha();
}

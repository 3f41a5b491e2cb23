import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff, staffChallenges, staffPasswordResets, staffSessions } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { hashToken, randomToken } from '../../lib/crypto';
import {
  captchaSettings,
  clearAccountFailures,
  gateFor,
  hashPassword,
  passwordViolation,
  recordAccountFailure,
  requireCaptcha,
} from '../identity';
import { staffPasswordResetMail } from '../mail';
import { readShopName } from '../shop-settings';
import {
  RESET_RESEND_MS,
  RESET_TTL_MS,
  resetThrottleKey,
  resetTokenInvalid,
  throttleKey,
  tooManyResetRequests,
} from './rules';
import type { CaptchaTokens, Client } from './sessions';
import { recordAudit } from '../audit';

type Ctx = Pick<AppContext, 'db' | 'config' | 'secrets' | 'mailer' | 'log'>;

const resetLink = (ctx: Ctx, token: string) =>
  `${ctx.config.storefrontUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Mails a single-use reset link (valid 30 minutes) to a staff member of that email who is not disabled.
 * Answers the same whatever the email: nothing tells whether it has staff. Each request counts for its
 * address: past 5 in 15 minutes a solved captcha is required, past 20 the answer is 429; a captcha is also
 * required while sign-in of that email asks for one. At most one mail a minute per person.
 */
export async function requestPasswordReset(
  ctx: Ctx,
  input: { email: string; captchaTokens?: CaptchaTokens },
  client: Client,
) {
  const email = input.email.trim().toLowerCase();
  const addressKey = resetThrottleKey(client.ip);
  const requests = await gateFor(ctx.db, addressKey, client.ip);
  if (requests === 'locked') throw tooManyResetRequests();
  const signIn = await gateFor(ctx.db, throttleKey(email), client.ip);
  if (requests === 'captcha' || signIn !== 'open') {
    await requireCaptcha(ctx.db, captchaSettings(ctx), input.captchaTokens);
  }
  await recordAccountFailure(ctx.db, addressKey);
  const [person] = await ctx.db.select().from(staff).where(eq(staff.email, email));
  if (!person || person.disabled) return {};
  const [recent] = await ctx.db
    .select({ at: staffPasswordResets.createdDate })
    .from(staffPasswordResets)
    .where(
      and(
        eq(staffPasswordResets.staffId, person.id),
        gt(staffPasswordResets.createdDate, new Date(Date.now() - RESET_RESEND_MS)),
      ),
    )
    .limit(1);
  if (recent) return {};
  const token = randomToken('sr');
  await ctx.db.insert(staffPasswordResets).values({
    tokenHash: hashToken(token),
    staffId: person.id,
    createdDate: new Date(Date.now()),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  try {
    await ctx.mailer.send(
      person.email,
      staffPasswordResetMail(await readShopName(ctx.db, ctx.config), resetLink(ctx, token)),
    );
  } catch (error) {
    // The answer stays the same (it must not tell that the email has staff); the operator sees the failure.
    ctx.log.error({ err: error, kind: 'staff-password-reset' }, 'could not send mail');
  }
  return {};
}

/**
 * Sets a new password through a reset link. The link is used once (a single DELETE takes it) and every other
 * link of the person dies; every session and sign-in under way ends. No session is answered: the person
 * signs in again, with their second factor when they have one.
 */
export async function confirmPasswordReset(
  ctx: Pick<AppContext, 'db'>,
  input: { token: string; newPassword: string },
) {
  const violation = passwordViolation('newPassword', input.newPassword);
  if (violation) throw new ValidationError([violation]);
  const passwordHash = await hashPassword(input.newPassword);
  const email = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .delete(staffPasswordResets)
      .where(
        and(
          eq(staffPasswordResets.tokenHash, hashToken(input.token)),
          gt(staffPasswordResets.expiresAt, new Date(Date.now())),
        ),
      )
      .returning({ staffId: staffPasswordResets.staffId });
    if (!link) throw resetTokenInvalid();
    const [person] = await tx
      .update(staff)
      .set({ passwordHash, updatedDate: new Date(Date.now()) })
      .where(and(eq(staff.id, link.staffId), eq(staff.disabled, false)))
      .returning({ id: staff.id, email: staff.email, name: staff.name });
    if (!person) throw resetTokenInvalid();
    await recordAudit(tx, {
      action: 'staff.password_reset',
      entity: { type: 'staff', id: person.id },
      actor: { kind: 'staff', id: person.id, name: person.name, email: person.email },
    });
    await tx.delete(staffPasswordResets).where(eq(staffPasswordResets.staffId, link.staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, link.staffId));
    await tx.delete(staffChallenges).where(eq(staffChallenges.staffId, link.staffId));
    return person.email;
  });
  // The mailbox is proven: failures counted against the account no longer hold its owner back.
  await clearAccountFailures(ctx.db, throttleKey(email));
  return {};
}

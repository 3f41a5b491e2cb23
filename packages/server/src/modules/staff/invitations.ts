import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff, staffInvitations } from '../../db/schema';
import { AppError, invalidField, notFound, ValidationError } from '../../http/errors';
import type { StaffRole } from '../../http/permissions';
import { hashToken, randomToken } from '../../lib/crypto';
import { hashPassword, passwordViolation } from '../identity';
import { staffInvitationMail } from '../mail';
import { readShopName } from '../shop-settings';
import { emailTaken, INVITATION_TTL_MS, invitationInvalid } from './rules';
import { startStaffSession, type Client } from './sessions';
import { staffView } from './view';
import { recordAudit } from '../audit';

type Ctx = Pick<AppContext, 'db' | 'config' | 'mailer' | 'log'>;
type InvitationRow = typeof staffInvitations.$inferSelect;

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';

const invitationView = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  ...(row.invitedBy ? { invitedBy: row.invitedBy } : {}),
  createdDate: row.createdDate.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const invitationLink = (ctx: Ctx, token: string) =>
  `${ctx.config.storefrontUrl}/admin/invitation?token=${encodeURIComponent(token)}`;

async function staffWithEmail(db: Ctx['db'], email: string) {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return row;
}

/**
 * Invites a person to the staff in `role`: a single-use link mailed to them, valid 7 days (only its hash is
 * kept). An email that has staff is 409; a pending invitation of the same email is replaced (its link dies).
 */
export async function invite(
  ctx: Ctx,
  input: { email: string; role: StaffRole },
  invitedBy: string | undefined,
) {
  const email = input.email.trim().toLowerCase();
  if (await staffWithEmail(ctx.db, email)) throw emailTaken();
  const token = randomToken('si');
  const row = await ctx.db.transaction(async (tx) => {
    await tx.delete(staffInvitations).where(eq(staffInvitations.email, email));
    const [made] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: invitedBy ?? null,
        createdDate: new Date(Date.now()),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning();
    await recordAudit(tx, {
      action: 'staffInvitation.created',
      entity: { type: 'staffInvitation', id: made!.id },
      after: { email, role: input.role },
    });
    return made!;
  });
  try {
    await ctx.mailer.send(
      email,
      staffInvitationMail(await readShopName(ctx.db, ctx.config), {
        link: invitationLink(ctx, token),
        role: input.role,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, kind: 'staff-invitation' }, 'could not send mail');
    await ctx.db.transaction(async (tx) => {
      await tx.delete(staffInvitations).where(eq(staffInvitations.id, row.id));
      await recordAudit(tx, {
        action: 'staffInvitation.revoked',
        entity: { type: 'staffInvitation', id: row.id },
        after: { reason: 'MAIL_UNAVAILABLE' },
      });
    });
    throw new AppError(503, 'MAIL_UNAVAILABLE', 'The mail could not be sent: try again later');
  }
  return { invitation: invitationView(row) };
}

/** Invitations not accepted, revoked or expired, oldest first; expired ones are removed on the way. */
export async function listInvitations(ctx: Pick<AppContext, 'db'>) {
  const now = new Date(Date.now());
  await ctx.db.delete(staffInvitations).where(lt(staffInvitations.expiresAt, now));
  const rows = await ctx.db
    .select()
    .from(staffInvitations)
    .where(gt(staffInvitations.expiresAt, now))
    .orderBy(asc(staffInvitations.createdDate), asc(staffInvitations.email));
  return { invitations: rows.map(invitationView) };
}

/** Revokes a pending invitation: its link no longer works. */
export async function revokeInvitation(ctx: Pick<AppContext, 'db'>, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(staffInvitations)
      .where(eq(staffInvitations.id, id))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!gone) throw notFound('Invitation', id);
    await recordAudit(tx, {
      action: 'staffInvitation.revoked',
      entity: { type: 'staffInvitation', id },
      before: gone,
    });
  });
  return {};
}

/**
 * Accepts an invitation: the person's account, in the invited role, and a first session. The invitation is
 * consumed by a single DELETE, so of two accepts at once one makes the account and the other is refused.
 */
export async function acceptInvitation(
  ctx: Ctx,
  input: { token: string; password: string; name: string },
  client: Client,
) {
  const violation = passwordViolation('password', input.password);
  if (violation) throw new ValidationError([violation]);
  const name = input.name.trim();
  if (name === '') throw invalidField('name', 'MIN_LENGTH', 'name must not be blank');
  const passwordHash = await hashPassword(input.password);
  const made = await ctx.db
    .transaction(async (tx) => {
      const [invitation] = await tx
        .delete(staffInvitations)
        .where(
          and(
            eq(staffInvitations.tokenHash, hashToken(input.token)),
            gt(staffInvitations.expiresAt, new Date(Date.now())),
          ),
        )
        .returning();
      if (!invitation) throw invitationInvalid();
      if (await staffWithEmail(tx, invitation.email)) throw emailTaken();
      const [row] = await tx
        .insert(staff)
        .values({
          email: invitation.email,
          name,
          role: invitation.role,
          passwordHash,
          createdDate: new Date(Date.now()),
          updatedDate: new Date(Date.now()),
        })
        .returning();
      await recordAudit(tx, {
        action: 'staffInvitation.accepted',
        entity: { type: 'staff', id: row!.id },
        actor: { kind: 'staff', id: row!.id, name: row!.name, email: row!.email },
        client,
        after: { email: row!.email, role: row!.role, invitationId: invitation.id },
      });
      return row!;
    })
    .catch((error: unknown) => {
      // Two invitations of one email accepted at once: the unique email lets one account through.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  const session = await startStaffSession(ctx.db, ctx.config, made.id, client);
  return { staff: staffView(made), session };
}

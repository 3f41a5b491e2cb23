import type { AppContext } from '../../context';
import type { staff } from '../../db/schema';
import { pruneAuditLog, recordAudit } from '../audit';
import type { Client } from './sessions';

/** How a sign-in was completed. */
export type SignInMethod = 'password' | 'totp' | 'recovery_code' | 'passkey';

type Member = Pick<typeof staff.$inferSelect, 'id' | 'name' | 'email'>;

/** Every staff sign-in step, accepted or refused, goes to the audit log (an unknown email too, by the email). */
export async function auditSignIn(
  ctx: Pick<AppContext, 'db' | 'config'>,
  action:
    | 'staff.login_succeeded'
    | 'staff.login_failed'
    | 'staff.login_password_accepted'
    | 'staff.second_factor_failed',
  who: { member: Member | undefined; email: string },
  client: Client,
  after: Record<string, unknown> = {},
) {
  const id = who.member?.id ?? 'unknown';
  await recordAudit(ctx.db, {
    action,
    entity: { type: 'staff', id: who.member?.id ?? who.email },
    actor: { kind: 'staff', id, name: who.member?.name ?? '', email: who.member?.email ?? who.email },
    client,
    after,
  });
  await pruneAuditLog(ctx.db, ctx.config);
}

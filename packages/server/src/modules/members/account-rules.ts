// The account behind a member (its identity row): login email and status, for whoever changes them.
import type { IdentityStatus, PendingReason } from '../../db/schema';

/** Application error code of an email that another live account already logs in with (DESIGN.md section 4). */
export const EMAIL_EXISTS = '-19995';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Status that follows from the pending reasons (for an identity that is not blocked or deleted). */
export function statusFor(reasons: readonly PendingReason[]): IdentityStatus {
  return reasons.length === 0 ? 'ACTIVE' : 'PENDING';
}

/** Member status (spec section 3) shown for an identity status. */
export function memberStatusOf(
  status: IdentityStatus,
): 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE' | 'UNKNOWN' {
  switch (status) {
    case 'ACTIVE':
      return 'APPROVED';
    case 'PENDING':
    case 'BLOCKED':
    case 'OFFLINE':
      return status;
    default:
      return 'UNKNOWN';
  }
}

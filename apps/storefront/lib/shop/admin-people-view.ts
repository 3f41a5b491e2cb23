/** How the dashboard's people pages word what the server answers. Pure: pages and tests share it. */

/** A gift card's code as lists and details show it: its last four characters only. */
export const maskedCode = (code: string) => `•••• ${code.replace(/[^A-Za-z0-9]/g, '').slice(-4)}`;

/** The last four characters alone (what a search by code takes). */
export const codeEnd = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').slice(-4);

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE = 160;

/** A stored value as a person reads it: text as it is, the rest as compact JSON, long values cut. */
export function valueText(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'none';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) into.set(prefix, value);
}

/**
 * An entry's before and after, field by field (nested fields as `contact.firstName`): what it was, what it
 * became. A creation has only after, a deletion only before.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = new Map<string, unknown>();
  const is = new Map<string, unknown>();
  flatten(before, '', was);
  flatten(after, '', is);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .filter((field) => JSON.stringify(was.get(field)) !== JSON.stringify(is.get(field)))
    .map((field) => ({ field, before: valueText(was.get(field)), after: valueText(is.get(field)) }));
}

/** `member.updated` -> "Member updated"; `giftCard.issued` -> "Gift card issued". */
export function actionText(action: string): string {
  const [area = '', ...rest] = action.split('.');
  const words =
    `${area.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} ${rest.join(' ').replace(/_/g, ' ')}`.trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Member statuses as the dashboard names them. */
export const MEMBER_STATUS_TEXT: Record<string, string> = {
  PENDING: 'Pending approval',
  APPROVED: 'Active',
  BLOCKED: 'Blocked',
  OFFLINE: 'Offline',
  UNKNOWN: 'Unknown',
};

/** A member's name, else the email. */
export function memberName(member: {
  loginEmail?: string | undefined;
  contact?: { firstName?: string | undefined; lastName?: string | undefined } | undefined;
  profile?: { nickname?: string | undefined } | undefined;
}): string {
  const full = [member.contact?.firstName, member.contact?.lastName].filter(Boolean).join(' ');
  return full || member.profile?.nickname || member.loginEmail || 'Unnamed member';
}

import type { CurrentMember } from './session';

/** What the site header shows of a person: a member's name, or nothing for a visitor. */
export interface HeaderAccount {
  name: string;
}

/** A profile that could not be read still links to /profile, which says why. */
export function headerAccount(current: CurrentMember): HeaderAccount | null {
  if (current.status === 'member') return { name: current.member.displayName };
  if (current.status === 'unavailable') return { name: 'Your account' };
  return null;
}

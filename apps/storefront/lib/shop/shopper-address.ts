import { headers } from 'next/headers';

/**
 * The shopper's address as the nearest hop saw it: the last X-Forwarded-For entry. Next.js fills the header
 * from the socket when no proxy did, and a proxy in front appends the address it saw; entries before the
 * last are the client's own word. Forwarded to the commerce server, whose per-address limits (login,
 * recovery, newsletter) then count each shopper, not the storefront, when it trusts this host (TRUST_PROXY).
 */
export function lastForwarded(value: string | null | undefined): string | undefined {
  const last = value?.split(',').at(-1)?.trim();
  return last ? last : undefined;
}

export async function shopperAddress(): Promise<string | undefined> {
  return lastForwarded((await headers()).get('x-forwarded-for'));
}

/** The header that hands the shopper's address on; none when it is unknown. */
export const forwardedFor = (address: string | undefined): Record<string, string> =>
  address ? { 'x-forwarded-for': address } : {};

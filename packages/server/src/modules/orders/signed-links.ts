import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';

/**
 * The signing of the links the shop mails (download links, the order link): an HMAC over the link's parts,
 * with a key derived for the link's purpose from the shop's shared link-signing secret (kept in the
 * database, the same in every process), so a signature made for one purpose never opens another.
 */

/** What signing a link needs: the shop's public URLs and its link-signing secret. */
export type LinkKeys = Pick<AppContext, 'config' | 'secrets'>;

export type LinkPurpose = 'order-downloads' | 'order-view';

const keyOf = (ctx: LinkKeys, purpose: LinkPurpose) =>
  createHmac('sha256', ctx.secrets.newsletterHmac).update(purpose).digest();

/** The signature of `parts` for `purpose` (base64url). */
export const signLink = (ctx: LinkKeys, purpose: LinkPurpose, parts: readonly string[]) =>
  createHmac('sha256', keyOf(ctx, purpose)).update(parts.join('/')).digest('base64url');

/** Whether `given` is this server's signature of `parts` for `purpose` (compared in constant time). */
export function signedBy(
  ctx: LinkKeys,
  purpose: LinkPurpose,
  parts: readonly string[],
  given: string,
): boolean {
  const expected = Buffer.from(signLink(ctx, purpose, parts));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

import { currentMember } from '@/lib/shop/session';
import { headerAccount } from '@/lib/shop/header-account';

export const dynamic = 'force-dynamic';

/**
 * Who is logged in, for the site header (components/layout/useAccount.ts): catalog pages are the same
 * for every visitor and kept in caches, so the header asks for the person's part in the browser.
 */
export async function GET(): Promise<Response> {
  const account = headerAccount(await currentMember());
  return Response.json({ account }, { headers: { 'cache-control': 'private, no-store' } });
}

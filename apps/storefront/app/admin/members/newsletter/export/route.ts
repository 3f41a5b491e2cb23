import { holds } from '@/lib/shop/admin-sections';
import { storefrontUrl } from '@/lib/shop/client';
import { currentStaff } from '@/lib/shop/staff';

export const dynamic = 'force-dynamic';

/** The confirmed subscribers as a CSV download, made by the commerce server (formulas defused there). */
export async function GET(): Promise<Response> {
  const signedIn = await currentStaff();
  if (!signedIn) return Response.redirect(new URL('/admin/login', storefrontUrl()), 303);
  if (!holds(signedIn.member, 'marketing:read')) return new Response('Not allowed', { status: 403 });
  const file = await signedIn.client.newsletter.exportSubscribers();
  return new Response(file.csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '')}"`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

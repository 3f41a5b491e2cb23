import { revalidateTag } from 'next/cache';
import { handleRevalidation } from '@/lib/shop/revalidation';

export const dynamic = 'force-dynamic';

/**
 * The commerce server's event webhook: a catalog change drops the cached reads it touched at once.
 * `expire: 0`: the next visit waits for fresh data rather than being shown the old price once more.
 */
export async function POST(request: Request): Promise<Response> {
  return handleRevalidation(request, {
    secret: process.env.EVENT_WEBHOOK_SECRET,
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
  });
}

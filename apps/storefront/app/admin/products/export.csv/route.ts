import { exportProductsCsv } from '@/lib/shop/admin-catalog-export';

export const dynamic = 'force-dynamic';

/**
 * GET /admin/products/export.csv?search=&collectionId=&minPrice=&maxPrice=: the products (all, or the filter's)
 * as the import's CSV, streamed from the commerce server with the staff session of the cookie.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const pick = (key: string) => params.get(key)?.trim() || undefined;
  const download = await exportProductsCsv({
    search: pick('search'),
    collectionId: pick('collectionId'),
    minPrice: pick('minPrice'),
    maxPrice: pick('maxPrice'),
  });
  if (!download.ok)
    return new Response(`${download.message}\n`, {
      status: download.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
    });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(download.body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="products-${day}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

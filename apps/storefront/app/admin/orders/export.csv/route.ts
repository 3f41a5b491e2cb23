import { exportOrdersCsv } from '@/lib/shop/admin-orders';
import { parseOrderListState } from '@/lib/shop/order-list-state';

export const dynamic = 'force-dynamic';

/**
 * GET /admin/orders/export.csv?<the list's parameters>: the filtered orders list as a CSV file, streamed from the
 * commerce server with the staff session of the cookie (an attachment the browser downloads).
 */
export async function GET(request: Request): Promise<Response> {
  const state = parseOrderListState(Object.fromEntries(new URL(request.url).searchParams));
  const download = await exportOrdersCsv(state);
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
      'content-disposition': `attachment; filename="orders-${day}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

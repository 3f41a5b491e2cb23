import { startProductImport } from '@/lib/shop/admin-catalog-import';

export const dynamic = 'force-dynamic';

const PRIVATE = 'private, no-store';

/**
 * POST /admin/products/import/run?dryRun=true|false, the CSV file as the body: the import page's run, answered
 * as the commerce server's progress lines (application/x-ndjson) while it works; a refusal before it starts is
 * `{ message }` with its status.
 */
export async function POST(request: Request): Promise<Response> {
  const answer = await startProductImport(request);
  if (!answer.ok)
    return Response.json(
      { message: answer.message },
      { status: answer.status, headers: { 'cache-control': PRIVATE } },
    );
  return new Response(answer.body, {
    status: 200,
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      // no-transform: Next's compression would hold the lines back until its buffer fills.
      'cache-control': `${PRIVATE}, no-transform`,
      'x-content-type-options': 'nosniff',
    },
  });
}

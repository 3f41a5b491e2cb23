import type { NextRequest } from 'next/server';
import { searchSuggestions } from '@/lib/shop/catalog';

export const dynamic = 'force-dynamic';

/**
 * The header search's suggestions (components/layout/HeaderSearch.tsx): `?q=` what is being typed,
 * answered `{ items }` as product summaries. The same for everyone, so a CDN may keep it briefly.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const items = await searchSuggestions(request.nextUrl.searchParams.get('q') ?? '');
  return Response.json({ items }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=30' } });
}

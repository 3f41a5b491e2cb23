import { NextResponse, type NextRequest } from 'next/server';
import { captchaChallenge } from '@/lib/shop/captcha';

export const dynamic = 'force-dynamic';

/** A fresh altcha challenge from the commerce server, for the captcha widget of this site's forms. */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const kind = request.nextUrl.searchParams.get('kind') === 'visible' ? 'visible' : 'invisible';
  try {
    const challenge = await captchaChallenge(kind);
    return NextResponse.json(challenge, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error('Failed to fetch a captcha challenge', error);
    return NextResponse.json(
      { message: 'The captcha challenge is unavailable' },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
}

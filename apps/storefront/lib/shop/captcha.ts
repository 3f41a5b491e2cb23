/** altcha challenges from the commerce server (GET /v1/captcha/challenge), for the captcha widget. */
import { shop } from './client';

export type CaptchaKind = 'invisible' | 'visible';

/** The server's two site keys (spec section 9), configured like the server's. */
export const siteKey = (kind: CaptchaKind): string =>
  kind === 'visible'
    ? (process.env.CAPTCHA_VISIBLE_SITE_KEY ?? 'atelier-visible')
    : (process.env.CAPTCHA_INVISIBLE_SITE_KEY ?? 'atelier-invisible');

/** A fresh challenge, passed to the widget untouched. */
export function captchaChallenge(kind: CaptchaKind): Promise<Record<string, unknown>> {
  return shop().request<Record<string, unknown>>({
    method: 'GET',
    path: '/v1/captcha/challenge',
    query: { siteKey: siteKey(kind) },
    rules: false,
  });
}

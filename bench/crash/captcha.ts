import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { call200, Refused } from './writer';

/** The captchaTokens of register and login, solved like the storefront's invisible widget does. */
export async function captchaTokens(apiUrl: string): Promise<{ InvisibleRecaptcha: string }[]> {
  const challenge = (await call200(`${apiUrl}/v1/captcha/challenge`)) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Refused(200, 'GET /v1/captcha/challenge', 'a challenge without a solution');
  return [{ InvisibleRecaptcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') }];
}

import type { BenchContext } from './scenario';

/** The catalog's app id on cart lines: Wix Stores' (DESIGN.md section 4). */
export const WIX_STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** Access tokens of `count` new visitors (the storefront's anonymous grant). */
export async function visitorTokens(ctx: BenchContext, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = (await ctx.call('POST', '/oauth2/token', {
      clientId: 'storefront',
      grantType: 'anonymous',
    })) as { access_token: string };
    tokens.push(answer.access_token);
  }
  return tokens;
}

import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

/** The storefront's cookie for the operator key (apps/storefront/lib/shop/outbox-key.ts), sent to /dev/outbox only. */
const OUTBOX_KEY_COOKIE = 'ATELIER_OUTBOX_KEY';

/**
 * Gives `context` the cookie the /dev/outbox page sets once the operator typed the key (the shop's
 * ADMIN_API_KEY), as the operator's own browser has it; the outbox journey types the key in the form instead.
 */
export async function rememberOperatorKey(
  context: BrowserContext,
  storefrontUrl: string,
  key: string = inject('adminApiKey'),
): Promise<void> {
  await context.addCookies([
    {
      name: OUTBOX_KEY_COOKIE,
      value: key,
      domain: new URL(storefrontUrl).hostname,
      path: '/dev/outbox',
      httpOnly: true,
      sameSite: 'Strict',
      secure: false,
    },
  ]);
}

/**
 * The newest outbox mail to `email` whose text matches `pattern`, read as the operator through the
 * /dev/outbox page in a tab of `context` (the mail may take a moment to arrive).
 */
export async function findMail(
  context: BrowserContext,
  storefrontUrl: string,
  email: string,
  pattern: RegExp,
): Promise<string> {
  await rememberOperatorKey(context, storefrontUrl);
  const outbox = await context.newPage();
  try {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await outbox.goto(`${storefrontUrl}/dev/outbox?to=${encodeURIComponent(email)}`, { waitUntil: 'load' });
      const match = (await outbox.getByTestId('outbox-text').allInnerTexts()).find((text) =>
        pattern.test(text),
      );
      if (match) return match;
      await outbox.waitForTimeout(250);
    }
    throw new Error(`no mail to ${email} matching ${pattern}`);
  } finally {
    await outbox.close();
  }
}

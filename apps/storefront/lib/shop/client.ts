import { createClient, newsletter } from '@atelier/sdk';

/**
 * The storefront's one connection to the commerce server. Everything the storefront reads or writes
 * goes through this module (lib/shop); nothing else imports @atelier/sdk.
 */
function create() {
  return createClient({
    baseUrl: process.env.ATELIER_API_URL ?? 'http://localhost:4000',
    modules: { newsletter },
  });
}

let client: ReturnType<typeof create> | undefined;

/** The shared SDK client, created on first use so ATELIER_API_URL is read at run time, not build time. */
export function shop(): ReturnType<typeof create> {
  client ??= create();
  return client;
}

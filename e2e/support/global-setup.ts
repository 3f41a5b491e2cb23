import type { TestProject } from 'vitest/node';
import { run } from './processes';
import { SERVER_DIR, startShop } from './shop';
import { ensureStorefrontBuild } from './storefront-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The storefront under test, e.g. http://127.0.0.1:41234 */
    storefrontUrl: string;
    /** The commerce server the storefront talks to. */
    apiUrl: string;
    /** The server's ADMIN_API_KEY: management calls (catalog writes) as the merchant's app. */
    adminApiKey: string;
  }
}

/** Builds the server and (when stale) the storefront, then starts the journeys' shop; stops it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await run(process.execPath, ['scripts/build.mjs'], SERVER_DIR, process.env);
  await ensureStorefrontBuild({ force: process.env.E2E_BUILD === '1', label: 'e2e' });
  // Checkouts hold their pieces for half an hour, as in a shop with the setting on (the checkout journeys).
  const shop = await startShop({ stockHoldMinutes: 30 });
  project.provide('apiUrl', shop.apiUrl);
  project.provide('storefrontUrl', shop.storefrontUrl);
  project.provide('adminApiKey', shop.adminApiKey);
  return shop.stop;
}

import {
  ApiKeyStrategy,
  backInStock,
  checkout,
  collections,
  createClient,
  currentCart,
  identity,
  mailOutbox,
  members,
  newsletter,
  OAuthStrategy,
  orders,
  paymentMethods,
  products,
  shippingRates,
  shopSettings,
  type TokenStorage,
  type Tokens,
} from '@atelier/sdk';

/**
 * The storefront's one connection to the commerce server. Everything the storefront reads or writes
 * goes through this module (lib/shop); nothing else imports @atelier/sdk.
 */
export const apiUrl = () => process.env.ATELIER_API_URL ?? 'http://localhost:4000';

function create() {
  return createClient({
    baseUrl: apiUrl(),
    modules: { newsletter, products, collections, shopSettings },
  });
}

let client: ReturnType<typeof create> | undefined;

/** A one-off client whose calls carry `headers` (the shopper's address, for the server's per-address limits). */
export const shopWith = (headers: Record<string, string>) =>
  createClient({ baseUrl: apiUrl(), headers, modules: { newsletter } });

/** The shared SDK client, created on first use so ATELIER_API_URL is read at run time, not build time. */
export function shop(): ReturnType<typeof create> {
  client ??= create();
  return client;
}

/** The bundled storefront's OAuth client id (the server's CLIENT_ID). */
export const clientId = (): string => process.env.ATELIER_CLIENT_ID ?? 'storefront';

/** This storefront's own address (the server's STOREFRONT_URL): cookie flags and the OAuth redirect. */
export const storefrontUrl = (): string =>
  (process.env.STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * Session calls are personal: they bypass Next's fetch cache. Its patched fetch also clones every
 * response, so the login exchange's cancelled redirect body (only its headers are read) never settles.
 */
const noStore = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const patched = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return (patched._nextOriginalFetch ?? patched)(input, { ...init, cache: 'no-store' });
};

/**
 * A client for one person's session: an OAuthStrategy over the tokens of their cookies, persisting
 * renewed or new tokens through `storage`. Server side only; logins run the redirect exchange to the
 * client's registered redirect URI instead of a browser iframe.
 */
export function sessionClient(
  tokens: Partial<Tokens> | undefined,
  storage: TokenStorage,
  headers: Record<string, string> = {},
) {
  const auth = OAuthStrategy({
    clientId: clientId(),
    ...(tokens ? { tokens } : {}),
    storage,
    window: null,
    redirectUri: `${storefrontUrl()}/auth/callback`,
  });
  const client = createClient({
    baseUrl: apiUrl(),
    auth,
    fetch: noStore,
    headers,
    modules: { members, identity, backInStock, currentCart, checkout, orders, paymentMethods, shippingRates },
  });
  return { auth, client };
}

export type SessionClient = ReturnType<typeof sessionClient>;

/**
 * A client acting with the operator key someone typed on /dev/outbox (the storefront itself holds no key),
 * for that one request: nothing it answers is cached.
 */
export const operatorClient = (apiKey: string) =>
  createClient({
    baseUrl: apiUrl(),
    auth: ApiKeyStrategy({ apiKey }),
    fetch: noStore,
    modules: { mailOutbox },
  });

/** A client with no session, for reads whose answer is personal (nothing cached): an order mail's link. */
export const uncachedClient = () => createClient({ baseUrl: apiUrl(), fetch: noStore, modules: { orders } });

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type MerchantApi = (path: string, init?: { method?: string; body?: unknown }) => Promise<Json>;

/**
 * The server's API as the merchant's app (the admin key): a call that does not answer 200 throws. A call without
 * a body names no content type (an empty JSON body is refused).
 */
export const merchantApi =
  (apiUrl: string, adminApiKey: string): MerchantApi =>
  async (path, init = {}) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: adminApiKey,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Json;
  };

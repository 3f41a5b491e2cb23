import type { AuthStrategy } from './auth/strategy';
import { bindModule, type Module, type ModuleApi, type ModuleContext } from './module';
import { createTransport, type FetchFn, type RequestFn } from './transport';

export type Modules = Record<string, Module>;

export interface ClientOptions<M extends Modules> {
  /** The commerce server, e.g. `http://localhost:4000`. */
  baseUrl: string;
  auth?: AuthStrategy;
  /** Defaults to the global fetch. */
  fetch?: FetchFn;
  modules?: M;
  /** Sent with every request. */
  headers?: Record<string, string>;
}

export interface ClientCore {
  readonly baseUrl: string;
  readonly auth: AuthStrategy | undefined;
  /** True when the auth strategy is elevated (e.g. ApiKeyStrategy). */
  readonly elevated: boolean;
  /** A raw call to the server, for paths no module covers yet. */
  readonly request: RequestFn;
}

export type Client<M extends Modules = Record<never, never>> = ClientCore & {
  readonly [K in keyof M]: ModuleApi<M[K]>;
};

const RESERVED = new Set(['baseUrl', 'auth', 'elevated', 'request']);

export function createClient<M extends Modules = Record<never, never>>(options: ClientOptions<M>): Client<M> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Called through a wrapper: browsers refuse `fetch` invoked with another `this`.
  const fetch: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const request = createTransport({ ...options, baseUrl, fetch });
  const elevated = options.auth?.elevated === true;
  options.auth?.attach?.({ baseUrl, request, fetch });

  const context: ModuleContext = { request, baseUrl, elevated };
  const client: Record<string, unknown> = { baseUrl, auth: options.auth, elevated, request };
  for (const [name, module] of Object.entries(options.modules ?? {})) {
    if (RESERVED.has(name)) throw new TypeError(`"${name}" cannot be a module name: the client uses it`);
    client[name] = bindModule(module, context);
  }
  return client as Client<M>;
}

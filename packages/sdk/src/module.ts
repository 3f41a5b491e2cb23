/**
 * Modules: groups of API methods that attach to a client (`createClient({ modules: { newsletter } })`
 * gives `client.newsletter.subscribe(...)`). Used on its own, without a client, a module's methods
 * throw the context error of spec section 8.
 */
import { contextNotAvailable, elevatedClientRequired } from './errors';
import type { RequestFn } from './transport';

/** What a module's methods get from the client they are attached to. */
export interface ModuleContext {
  readonly request: RequestFn;
  readonly baseUrl: string;
  readonly elevated: boolean;
}

// Method parameters are contravariant: `never[]` accepts every method signature.
type Methods = Record<string, (...args: never[]) => unknown>;

const BIND: unique symbol = Symbol('atelier.sdk.module');

export type Module<T extends Methods = Methods> = T & { readonly [BIND]: (context: ModuleContext) => T };

/** The API a module offers once attached to a client. */
export type ModuleApi<M> = M extends { readonly [BIND]: (context: ModuleContext) => infer T } ? T : never;

export interface ModuleOptions<T> {
  /** Methods that need an elevated client (spec section 6: management operations). */
  elevated?: readonly (keyof T & string)[];
}

const unavailable: ModuleContext = {
  request: () => Promise.reject(contextNotAvailable()),
  baseUrl: '',
  elevated: false,
};

/**
 * Declares a module. `build` must only create the methods (no calls, no side effects): it also
 * runs once without a client, to learn the method names.
 */
export function defineModule<T extends Methods>(
  build: (context: ModuleContext) => T,
  options: ModuleOptions<T> = {},
): Module<T> {
  const elevated = new Set<string>(options.elevated ?? []);
  const unbound: Record<string, unknown> = {};
  for (const name of Object.keys(build(unavailable))) {
    unbound[name] = () => {
      throw contextNotAvailable();
    };
  }
  const bind = (context: ModuleContext): T => {
    const api: Record<string, unknown> = { ...build(context) };
    if (!context.elevated) {
      for (const name of elevated) {
        api[name] = () => {
          throw elevatedClientRequired();
        };
      }
    }
    return api as T;
  };
  return Object.assign(unbound, { [BIND]: bind }) as Module<T>;
}

export function bindModule<M extends Module>(module: M, context: ModuleContext): ModuleApi<M> {
  return module[BIND](context) as ModuleApi<M>;
}

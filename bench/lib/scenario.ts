import type { LoadRequest } from './load';

/** What a scenario gets to prepare its request: the running server and an admin key for set-up calls. */
export interface BenchContext {
  apiUrl: string;
  adminKey: string;
  /** A fetch against the running server that throws on non-200 and returns the JSON body. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<unknown>;
}

/** A benchmark scenario: one file in bench/scenarios exporting `scenario`. */
export interface Scenario {
  name: string;
  description: string;
  /** Which process answers: the API server (default) or the storefront. */
  target?: 'api' | 'storefront';
  /** Settings the API server needs for this scenario (the server is started with the union of all). */
  serverEnv?: Record<string, string>;
  prepare(ctx: BenchContext): Promise<LoadRequest>;
}

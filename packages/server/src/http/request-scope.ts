import { AsyncLocalStorage } from 'node:async_hooks';
import type { Caller } from './auth';

/** Where a request comes from: shown in the audit log and the staff's list of sessions. */
export interface RequestClient {
  ip: string;
  userAgent?: string | undefined;
}

/** Who is calling and from where, for the whole of one route handler (services read it, never routes). */
export interface RequestScope {
  caller: Caller;
  client: RequestClient;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs a route handler with its caller in scope (the route table does, for every route). */
export function inRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

/** The caller of the route handler running now; undefined outside a request (seeding, imports, sweeps). */
export function currentRequest(): RequestScope | undefined {
  return storage.getStore();
}

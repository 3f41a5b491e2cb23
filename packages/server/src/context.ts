import type { Config } from './config';
import type { Database, Db } from './db/open';

/** What services and routes are given: dependencies are arguments, not a container. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
}
